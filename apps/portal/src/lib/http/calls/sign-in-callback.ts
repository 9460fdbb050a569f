import { AuthRedirectResponse, signInCallbackEndpoint } from '@mynacon/contract';
import * as z from 'zod/mini';
import { httpClient } from '../call-endpoint';
import type { HttpClient } from '../client';
import { ApiRequestError, retryAfterSecondsOf } from '../errors';
import { getCsrfToken } from './get-csrf-token';

/** The providers of the auth module: `credentials` (e-mail address or username and password) and `token`. */
export type SignInProvider = 'credentials' | 'token';

/** What a provider takes: the login and password, or a cross-login token; plus the bot-protection token. */
export interface SignInFields {
  /** The e-mail address or the username. */
  email?: string;
  password?: string;
  /** A cross-login token (the `token` provider). */
  token?: string;
  /** The bot-protection (v3) token of the `signin` action, when the page has one. */
  recaptchaToken?: string;
}

/** The outcome of a sign-in, as Auth.js's own client reports it. */
export interface SignInResult {
  ok: boolean;
  /** The HTTP status of the answer. */
  status: number;
  /** Auth.js's error type (`CredentialsSignin`, `MissingCSRF`, …), null on success. */
  error: string | null;
  /** The refusal's code (`credentials`, `too_many_attempts`, `email_not_confirmed`, …), null when none was given. */
  code: string | null;
  /** Where Auth.js would send the player next; null on failure. */
  url: string | null;
  /** Seconds until a throttled sign-in may be tried again, from the answer's `Retry-After`. */
  retryAfter: number | null;
}

/** Reads Auth.js's `{ url }` answer: an `error` (and `code`) inside the url means the sign-in was refused. */
export function readSignInAnswer(url: string, status: number, retryAfter: number | null): SignInResult {
  let search = new URLSearchParams();
  try {
    search = new URL(url, 'https://portal.invalid').searchParams;
  } catch {
    // Not a URL at all: no error inside it either.
  }
  const error = search.get('error');
  const code = search.get('code');
  return { ok: error === null, status, error, code: error === null ? null : code, url: error ? null : url, retryAfter };
}

/**
 * `POST /api/auth/callback/{provider}`, form-encoded with the CSRF token, `callbackUrl` and `json=true`, and
 * `X-Auth-Return-Redirect: 1` so that Auth.js answers `{ url }` instead of redirecting. Does not read the session:
 * the session store does that after a successful sign-in. Rejects only when no answer could be read (network,
 * server failure, no CSRF token).
 */
export async function signInCallback(
  provider: SignInProvider,
  fields: SignInFields,
  { callbackUrl = '/' }: { callbackUrl?: string } = {},
  client: HttpClient = httpClient(),
): Promise<SignInResult> {
  const csrfToken = await getCsrfToken(client);
  const headers: Record<string, string> = { 'x-auth-return-redirect': '1' };
  let status = 200;
  let retryAfter: number | null = null;
  try {
    const answer = await client.call(signInCallbackEndpoint, {
      params: { provider },
      body: { ...fields, csrfToken, callbackUrl, json: 'true' },
      headers,
      onResponse: (response) => {
        status = response.status;
        retryAfter = retryAfterSecondsOf(response.headers);
      },
    });
    return readSignInAnswer(answer.url, status, retryAfter);
  } catch (error) {
    // Auth.js may answer a refusal with an error status and still a `{ url }` body.
    if (error instanceof ApiRequestError) {
      const parsed = z.safeParse(AuthRedirectResponse, error.body);
      if (parsed.success) return readSignInAnswer(parsed.data.url, error.status, retryAfter);
    }
    throw error;
  }
}
