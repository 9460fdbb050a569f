import { hkdfSync } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/refusal.ts';

/** The key of the access tokens, derived from AUTH_SECRET so that it differs from the session cookie's key. */
export function accessTokenKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'mynacon', 'mynacon access token v1', 32));
}

const issuer = 'mynacon-api';
const audience = 'mynacon-portal';

export interface IssuedAccessToken {
  token: string;
  /** Seconds since the epoch (the session's `tokExpire`). */
  expiresAt: number;
}

/**
 * Signs a short-lived bearer token for the customer calls. The token is checked without a query; the revocations
 * held in memory end it within seconds when its session ends or its player's tokens are cut off (decision 034).
 */
export async function issueAccessToken(
  key: Uint8Array,
  claims: { userId: number; sessionId: string },
  ttlSeconds: number,
  nowMs: number,
): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

// jose imports a raw key on every call (~3x the cost of the check itself): import each key once.
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKey(key: Uint8Array): Promise<CryptoKey> {
  let imported = verifyKeys.get(key);
  if (imported === undefined) {
    imported = crypto.subtle.importKey(
      'raw',
      key as Uint8Array<ArrayBuffer>,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verifyKeys.set(key, imported);
  }
  return imported;
}

/** Verifies a bearer token (signature, issuer, audience, expiry against `nowMs`); null when it is not valid. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(key), {
      issuer,
      audience,
      algorithms: ['HS256'],
      typ: 'at+jwt',
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    if (
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      typeof payload.sid !== 'string' ||
      payload.exp === undefined ||
      payload.iat === undefined
    ) {
      return null;
    }
    return { userId, sessionId: payload.sid, issuedAt: payload.iat, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** What says whether a valid token was revoked since it was issued (`Revocations`, decision 034). */
export interface RevocationCheck {
  isRevoked(claims: AccessTokenClaims, now: number): boolean;
}

/**
 * The one bearer check: the claims of an `Authorization` header's bearer token, `none` without the header,
 * `malformed` when it holds no bearer token, `invalid` for a token that is not valid (signature, issuer, audience,
 * expiry) or was revoked (its session ended, or its player's tokens were cut off). Every use of a bearer token goes
 * through it, most through `requireUser`; a call whose token is optional through `readBearer` (auth/runtime.ts).
 */
export async function bearerClaims(
  key: Uint8Array,
  header: string | undefined,
  nowMs: number,
  revocations: RevocationCheck,
): Promise<AccessTokenClaims | 'none' | 'malformed' | 'invalid'> {
  if (header === undefined) return 'none';
  const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(header);
  if (match === null) return 'malformed';
  const claims = await verifyAccessToken(key, match[1] as string, nowMs);
  if (claims === null || revocations.isRevoked(claims, nowMs)) return 'invalid';
  return claims;
}

/** Hono variables set by `requireUser`. */
export interface UserVariables {
  userId: number;
  sessionId: string;
}

/**
 * Middleware of every customer call: a valid `Authorization: Bearer` token that was not revoked, or 401 with
 * `WWW-Authenticate`. Handlers read `c.get('userId')` and must only ever touch that user's rows. Use
 * `bearerGuard(context)` (auth/runtime.ts), which passes the server's revocations.
 */
export function requireUser(
  key: Uint8Array,
  now: () => number,
  revocations: RevocationCheck,
): MiddlewareHandler<{ Variables: UserVariables }> {
  return async (c, next) => {
    const claims = await bearerClaims(key, c.req.header('authorization'), now(), revocations);
    if (typeof claims === 'string') return unauthorized(claims === 'invalid');
    c.set('userId', claims.userId);
    c.set('sessionId', claims.sessionId);
    await next();
  };
}
