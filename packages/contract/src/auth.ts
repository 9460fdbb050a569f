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

/** The session (spec section 3): `tokExpire` is the access token's expiry in seconds since the epoch. */
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
);
export type Session = z.infer<typeof Session>;
export const SessionResponse = named('SessionResponse', z.nullable(Session), '`null` when signed out.');
export const SessionQuery = z.object({ callbackUrl: z.optional(z.string()) });

/** Form body of sign-in, callback and sign-out (form-encoded, `json=true`). */
export const AuthFormBody = named(
  'AuthFormBody',
  z.object({
    csrfToken: z.string().check(z.minLength(1)),
    callbackUrl: z.optional(z.string()),
    json: z.optional(z.literal('true')),
    email: z.optional(z.string()),
    password: z.optional(z.string()),
    token: z.optional(z.string()),
  }),
);
export const AuthRedirectResponse = named(
  'AuthRedirectResponse',
  z.object({ url: z.string().check(z.minLength(1)) }),
  'Where to go next; a failure carries `error=` inside the url.',
);
export const AuthProviderParams = z.object({ provider: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)) });
