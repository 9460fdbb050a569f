import * as auth from './auth.ts';
import { type Endpoint, endpoint } from './endpoint.ts';

/** What the calls below share; each call states only where it differs. */
const authCall = { tag: 'auth', source: 'chosen', status: 'served', auth: 'none', cached: false } as const;

export const getAuthProvidersEndpoint = endpoint({
  ...authCall,
  id: 'getAuthProviders',
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'Sign-in providers',
  response: auth.AuthProvidersResponse,
  errors: [],
});

export const getCsrfTokenEndpoint = endpoint({
  ...authCall,
  id: 'getCsrfToken',
  method: 'GET',
  path: '/api/auth/csrf',
  summary: 'CSRF token (double-submit cookie)',
  response: auth.CsrfResponse,
  errors: [],
});

export const getSessionEndpoint = endpoint({
  ...authCall,
  id: 'getSession',
  method: 'GET',
  path: '/api/auth/session',
  summary: 'The current session, or null',
  query: auth.SessionQuery,
  response: auth.SessionResponse,
  errors: [503],
});

export const signInEndpoint = endpoint({
  ...authCall,
  id: 'signIn',
  method: 'POST',
  path: '/api/auth/signin/{provider}',
  summary: 'Signs in with a credentials provider (same as its callback)',
  params: auth.AuthProviderParams,
  body: auth.AuthFormBody,
  bodyEncoding: 'form',
  response: auth.AuthRedirectResponse,
  errors: [404, 413, 415, 503],
});

export const signInCallbackEndpoint = endpoint({
  ...authCall,
  id: 'signInCallback',
  method: 'POST',
  path: '/api/auth/callback/{provider}',
  summary: 'Signs in: `credentials` (e-mail or username, password) or `token` (cross-login)',
  params: auth.AuthProviderParams,
  body: auth.AuthFormBody,
  bodyEncoding: 'form',
  response: auth.AuthRedirectResponse,
  errors: [404, 413, 415, 503],
});

export const signOutEndpoint = endpoint({
  ...authCall,
  id: 'signOut',
  method: 'POST',
  path: '/api/auth/signout',
  summary: 'Signs out and ends the session; 400 without a valid CSRF token',
  body: auth.AuthFormBody,
  bodyEncoding: 'form',
  response: auth.AuthRedirectResponse,
  errors: [413, 415],
});

export const createCrossLoginTokenEndpoint = endpoint({
  ...authCall,
  id: 'createCrossLoginToken',
  method: 'POST',
  path: '/api/auth/cross-login',
  summary:
    'Mints a single-use cross-login token for the signed-in player (spent by the `token` provider): the bearer token ' +
    'and the session cookie of the same session, 403 with the token alone',
  auth: 'bearer',
  response: auth.CrossLoginResponse,
  errors: [401, 403, 429],
});

/** The Auth.js REST interface (reference notes), base path `/api/auth`. */
export const authEndpoints = {
  authProviders: getAuthProvidersEndpoint,
  authCsrf: getCsrfTokenEndpoint,
  authSession: getSessionEndpoint,
  authSignIn: signInEndpoint,
  authCallback: signInCallbackEndpoint,
  authSignOut: signOutEndpoint,
  authCrossLogin: createCrossLoginTokenEndpoint,
} as const satisfies Record<string, Endpoint>;
