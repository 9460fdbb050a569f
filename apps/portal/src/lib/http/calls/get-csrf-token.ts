import { getCsrfTokenEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';

/** `GET /api/auth/csrf`: the CSRF token the sign-in and sign-out forms post (the server also sets its cookie). */
export async function getCsrfToken(client: HttpClient = httpClient()): Promise<string> {
  const { csrfToken } = await client.call(getCsrfTokenEndpoint);
  return csrfToken;
}
