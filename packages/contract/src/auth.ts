import * as z from 'zod/mini';
import { Id, Url } from './primitives.ts';
import { named } from './registry.ts';

/** An Auth.js provider entry (`GET /api/auth/providers`). */
export const AuthProvider = named(
  'AuthProvider',
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    type: z.enum(['credentials', 'oauth', 'oidc']),
    signinUrl: Url,
    callbackUrl: Url,
  }),
);
export const AuthProvidersResponse = named('AuthProvidersResponse', z.record(z.string(), AuthProvider));

export const CsrfResponse = named('CsrfResponse', z.object({ csrfToken: z.string().check(z.minLength(16)) }));

/**
 * The session (spec section 3): `user.accessToken` is the bearer token of the customer calls and `tokExpire` its
 * expiry in seconds since the epoch; reading the session after that rotates `refreshToken` and gives a new access
 * token. `expires` is the end of the session (sign in again after it); `user.name` is the username.
 */
export const Session = named(
  'Session',
  z.object({
    user: z.object({
      user_id: Id,
      accessToken: z.string().check(z.minLength(1)),
      name: z.string(),
      email: z.string().check(z.email()),
    }),
    tokExpire: z.int().check(z.nonnegative()),
    refreshToken: z.string().check(z.minLength(1)),
    status: z.enum(['authenticated']),
    expires: z.iso.datetime(),
    data: z.object({ locale: z.string(), store_code: z.string() }),
  }),
  'The signed-in session: bearer access token, its expiry (`tokExpire`, seconds) and the player.',
);
export type Session = z.infer<typeof Session>;
export const SessionResponse = named('SessionResponse', z.nullable(Session), '`null` when signed out.');
export const SessionQuery = z.object({ callbackUrl: z.optional(z.string()) });

/**
 * Form body of sign-in, callback and sign-out (form-encoded, `json=true`). `csrfToken` is checked by the server
 * (a sign-in without it answers `error=MissingCSRF` inside the url, a sign-out 400 `invalid_csrf_token`).
 */
export const AuthFormBody = named(
  'AuthFormBody',
  z.object({
    csrfToken: z.optional(z.string().check(z.maxLength(256))),
    callbackUrl: z.optional(z.string().check(z.maxLength(2048))),
    json: z.optional(z.string().check(z.maxLength(8))),
    /** `credentials`: the player's e-mail address or username. */
    email: z.optional(z.string().check(z.maxLength(320))),
    /** `credentials`: the username, when the client sends it under this name instead of `email`. */
    username: z.optional(z.string().check(z.maxLength(320))),
    /** `credentials`: at most 1024 characters (longer ones are never hashed). */
    password: z.optional(z.string().check(z.maxLength(1024))),
    /** `token`: a cross-login token from `POST /api/auth/cross-login`. */
    token: z.optional(z.string().check(z.maxLength(512))),
    /** `credentials`: the bot-protection (v3) token of the `signin` action. */
    recaptchaToken: z.optional(z.string().check(z.maxLength(10_000))),
  }),
  'Form-encoded body of the Auth.js calls; fields other than these are ignored.',
);
export const AuthRedirectResponse = named(
  'AuthRedirectResponse',
  z.object({ url: z.string().check(z.minLength(1)) }),
  'Where to go next; a failure carries `error=` inside the url.',
);
export const AuthProviderParams = z.object({ provider: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)) });

/** Error codes inside the url of a refused credentials or token sign-in (`?error=CredentialsSignin&code=…`). */
export const signInErrorCodes = [
  'credentials',
  'email_not_confirmed',
  'too_many_attempts',
  'bot_refused',
  'invalid_token',
] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

/** A minted cross-login token (`POST /api/auth/cross-login`): single use, spent by the `token` provider. */
export const CrossLoginResponse = named(
  'CrossLoginResponse',
  z.object({
    token: z.string().check(z.minLength(32), z.maxLength(512)),
    expires: z.iso.datetime(),
  }),
  'A single-use token that signs the player in on another site through the `token` provider, and its expiry.',
);
export type CrossLoginResponse = z.infer<typeof CrossLoginResponse>;
