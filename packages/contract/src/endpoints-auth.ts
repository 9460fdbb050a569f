import * as auth from './auth.ts';
import { type Endpoint, endpoint } from './endpoint.ts';

export const getAuthProvidersEndpoint = endpoint({
  id: 'getAuthProviders',
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'Sign-in providers',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  response: auth.AuthProvidersResponse,
  cached: false,
  errors: [],
});

export const getCsrfTokenEndpoint = endpoint({
  id: 'getCsrfToken',
  method: 'GET',
  path: '/api/auth/csrf',
  summary: 'CSRF token (double-submit cookie)',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  response: auth.CsrfResponse,
  cached: false,
  errors: [],
});

export const getSessionEndpoint = endpoint({
  id: 'getSession',
  method: 'GET',
  path: '/api/auth/session',
  summary: 'The current session, or null',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  query: auth.SessionQuery,
  response: auth.SessionResponse,
  cached: false,
  errors: [503],
});

export const signInEndpoint = endpoint({
  id: 'signIn',
  method: 'POST',
  path: '/api/auth/signin/{provider}',
  summary: 'Signs in with a credentials provider (same as its callback)',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  params: auth.AuthProviderParams,
  body: auth.AuthFormBody,
  bodyEncoding: 'form',
  response: auth.AuthRedirectResponse,
  cached: false,
  errors: [404, 413, 415, 503],
});

export const signInCallbackEndpoint = endpoint({
  id: 'signInCallback',
  method: 'POST',
  path: '/api/auth/callback/{provider}',
  summary: 'Signs in: `credentials` (e-mail or username, password) or `token` (cross-login)',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  params: auth.AuthProviderParams,
  body: auth.AuthFormBody,
  bodyEncoding: 'form',
  response: auth.AuthRedirectResponse,
  cached: false,
  errors: [404, 413, 415, 503],
});

export const signOutEndpoint = endpoint({
  id: 'signOut',
  method: 'POST',
  path: '/api/auth/signout',
  summary: 'Signs out and ends the session; 400 without a valid CSRF token',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'none',
  body: auth.AuthFormBody,
  bodyEncoding: 'form',
  response: auth.AuthRedirectResponse,
  cached: false,
  errors: [413, 415],
});

export const createCrossLoginTokenEndpoint = endpoint({
  id: 'createCrossLoginToken',
  method: 'POST',
  path: '/api/auth/cross-login',
  summary:
    'Mints a single-use cross-login token for the signed-in player (spent by the `token` provider): the bearer token ' +
    'and the session cookie of the same session, 403 with the token alone',
  tag: 'auth',
  source: 'chosen',
  status: 'served',
  auth: 'bearer',
  response: auth.CrossLoginResponse,
  cached: false,
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
