import { type Endpoint, endpoint } from './endpoint.ts';
import * as external from './external-signin.ts';
import { AccountRequestResponse } from './registration.ts';

/** What the calls below share; each call states only where it differs. */
const externalCall = { tag: 'auth', source: 'chosen', status: 'served', auth: 'none', cached: false } as const;

export const authorizeExternalSignInEndpoint = endpoint({
  ...externalCall,
  id: 'authorizeExternalSignIn',
  method: 'GET',
  path: '/api/external/{method}/authorize',
  summary:
    'The provider’s authorization page for a sign-in or, with a bearer token re-authenticated in the last 10 minutes, a link (intent=link; 403 `reauth_required` otherwise)',
  params: external.ExternalAuthorizeParams,
  query: external.ExternalAuthorizeQuery,
  response: external.ExternalAuthorizeResponse,
  errors: [401, 403, 404, 429],
});

export const finishExternalSignInEndpoint = endpoint({
  ...externalCall,
  id: 'finishExternalSignIn',
  method: 'POST',
  path: '/api/external/{method}/callback',
  summary: 'Finishes an OAuth 2 sign-in with the code and state of the return page: signed in, linked or link required',
  params: external.ExternalCallbackParams,
  body: external.ExternalCallbackBody,
  response: external.ExternalSignInOutcome,
  errors: [401, 403, 404, 409, 413, 415, 429, 502],
});

export const verifySteamSignInEndpoint = endpoint({
  ...externalCall,
  id: 'verifySteamSignIn',
  method: 'POST',
  path: '/api/external/steam/verify',
  summary: 'Finishes a Steam (OpenID 2.0) sign-in: verified with Steam, then signed in, linked or link required',
  body: external.SteamVerifyBody,
  response: external.ExternalSignInOutcome,
  errors: [401, 403, 404, 409, 413, 415, 429, 502],
});

export const registerWithExternalAccountEndpoint = endpoint({
  ...externalCall,
  id: 'registerWithExternalAccount',
  method: 'POST',
  path: '/api/external/link/register',
  summary: 'Creates an account linked to the ticket’s external account and mails its confirmation link',
  body: external.ExternalLinkRegisterBody,
  response: AccountRequestResponse,
  errors: [409, 410, 413, 415, 429, 503],
});

export const attachExternalAccountEndpoint = endpoint({
  ...externalCall,
  id: 'attachExternalAccount',
  method: 'POST',
  path: '/api/external/link/attach',
  summary: 'Links the ticket’s external account to the signed-in player (re-authenticated in the last 10 minutes)',
  auth: 'bearer',
  body: external.ExternalLinkAttachBody,
  response: external.ExternalLinkAttachResponse,
  errors: [401, 403, 409, 410, 413, 415, 429],
});

/**
 * External sign-in (Epic, PlayStation, Steam, Twitch, Xbox) and account linking. Providers send the player back to
 * the portal's `/externallogin/{method}` (Steam to `/externallogin/steam-return`), which posts what it got here.
 */
export const externalEndpoints = {
  externalAuthorize: authorizeExternalSignInEndpoint,
  externalCallback: finishExternalSignInEndpoint,
  steamVerify: verifySteamSignInEndpoint,
  externalLinkRegister: registerWithExternalAccountEndpoint,
  externalLinkAttach: attachExternalAccountEndpoint,
} as const satisfies Record<string, Endpoint>;
