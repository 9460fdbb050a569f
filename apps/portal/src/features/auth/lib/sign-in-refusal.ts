import type { SignInResult } from '../../../lib/http/calls/sign-in-callback';
import { ApiRequestError, NetworkError } from '../../../lib/http/errors';
import { retryMinutes, serverBusyOf } from '../../../lib/http/refusals';

/** Why a sign-in did not go through, as the sign-in page explains it. */
export const signInRefusalKinds = [
  'credentials',
  'locked',
  'unconfirmed',
  'bot',
  'busy',
  'unavailable',
  'failed',
] as const;
export type SignInRefusalKind = (typeof signInRefusalKinds)[number];

export interface SignInRefusal {
  kind: SignInRefusalKind;
  /** Whole minutes until a locked account may try again, when the server said. */
  retryAfterMinutes: number | null;
  /** Seconds a busy server asked to wait before trying again, when it said. */
  retryAfterSeconds?: number | null;
}

/** The refusal inside a sign-in answer (its `code`), or null when the player is signed in. */
export function refusalOfResult(result: SignInResult): SignInRefusal | null {
  if (result.ok) return null;
  const retryAfterMinutes = retryMinutes(result.retryAfter);
  switch (result.code) {
    case 'credentials':
      return { kind: 'credentials', retryAfterMinutes: null };
    case 'too_many_attempts':
      return { kind: 'locked', retryAfterMinutes };
    case 'email_not_confirmed':
      return { kind: 'unconfirmed', retryAfterMinutes: null };
    case 'bot_refused':
      return { kind: 'bot', retryAfterMinutes: null };
    default:
      // A refused sign-in without our code is still a refused password (Auth.js's default code).
      return { kind: result.error === 'CredentialsSignin' ? 'credentials' : 'failed', retryAfterMinutes: null };
  }
}

/** The refusal for a sign-in that got no usable answer. */
export function refusalOfError(error: unknown): SignInRefusal {
  const busy = serverBusyOf(error);
  if (busy !== null) return { kind: 'busy', retryAfterMinutes: null, retryAfterSeconds: busy.retryAfterSeconds };
  if (error instanceof ApiRequestError && error.status === 429) return { kind: 'locked', retryAfterMinutes: null };
  if (error instanceof NetworkError) return { kind: 'unavailable', retryAfterMinutes: null };
  if (error instanceof ApiRequestError && error.status >= 500) return { kind: 'unavailable', retryAfterMinutes: null };
  return { kind: 'failed', retryAfterMinutes: null };
}
