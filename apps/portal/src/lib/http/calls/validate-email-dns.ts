import { validateEmailDnsEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';

/**
 * `POST /api/email-dns-validation`: false only when the service looked the domain up and it cannot receive mail.
 * A lookup that failed (`success: false`) accepts the address (spec section 5); a call that fails rejects, and the
 * e-mail field accepts the address then too.
 */
export async function validateEmailDns(
  email: string,
  signal?: AbortSignal,
  client: HttpClient = httpClient(),
): Promise<boolean> {
  const answer = await client.call(validateEmailDnsEndpoint, {
    body: { email },
    ...(signal ? { signal } : {}),
  });
  return !answer.success || answer.isValid;
}
