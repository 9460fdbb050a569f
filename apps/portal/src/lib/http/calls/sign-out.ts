import { signOutEndpoint } from '@mynacon/contract';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';
import { ApiRequestError } from '../errors';
import { getCsrfToken } from './get-csrf-token';

/** The spec's message (section 8) when sign-out has no CSRF token to send. */
export const signOutCsrfMessage = 'Could not fetch CSRF Token for signing out';

/**
 * `POST /api/auth/signout`, form-encoded with the CSRF token, `callbackUrl` and `json=true`. When the CSRF token
 * cannot be fetched it fails with status 400 and 'Could not fetch CSRF Token for signing out'.
 */
export async function signOut(
  { callbackUrl = '/' }: { callbackUrl?: string } = {},
  client: HttpClient = httpClient(),
): Promise<{ url: string }> {
  let csrfToken: string;
  try {
    csrfToken = await getCsrfToken(client);
  } catch (cause) {
    const error = new ApiRequestError({
      endpointId: signOutEndpoint.id,
      status: 400,
      code: 'invalid_csrf_token',
      message: signOutCsrfMessage,
    });
    throw Object.assign(error, { cause });
  }
  return client.call(signOutEndpoint, {
    body: { csrfToken, callbackUrl, json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
}
