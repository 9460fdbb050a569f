import { authorizeExternalSignInEndpoint, type LocaleCode, type SignInMethodCode } from '@mynacon/contract';
import { httpClient } from '../../../../lib/http/call-endpoint';
import type { EndpointOutput, HttpClient } from '../../../../lib/http/client';

export type AuthorizeAnswer = EndpointOutput<typeof authorizeExternalSignInEndpoint>;

/**
 * `GET /api/external/{method}/authorize`: the provider's authorization page for a sign-in (Steam's OpenID page),
 * with a state the API binds to this browser. `locale` comes back in the outcome.
 */
export function authorizeExternalSignIn(
  method: SignInMethodCode,
  locale: LocaleCode,
  client: HttpClient = httpClient(),
): Promise<AuthorizeAnswer> {
  return client.call(authorizeExternalSignInEndpoint, {
    params: { method },
    query: { locale, intent: 'signin' },
  });
}
