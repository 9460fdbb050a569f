import { serviceEndpoints } from '@mynacon/contract';
import { httpClient } from '../../../lib/http/call-endpoint';
import type { HttpClient } from '../../../lib/http/client';

/**
 * `POST /api/email-dns-validation`: false only when the service looked the domain up and it cannot receive mail.
 * A lookup that failed (`success: false`) accepts the address (spec section 5), and so does the e-mail field when
 * the call fails.
 */
export async function validateEmailDns(
  email: string,
  signal?: AbortSignal,
  client: HttpClient = httpClient(),
): Promise<boolean> {
  const answer = await client.call(serviceEndpoints.emailDnsValidation, {
    body: { email },
    ...(signal ? { signal } : {}),
  });
  return !answer.success || answer.isValid;
}
