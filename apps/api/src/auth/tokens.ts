import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** A fresh 256-bit secret token, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha-256 in hex, so that a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const refreshKeys = new Map<string, Buffer>();

/** The key that derives a refresh token's successor, derived from AUTH_SECRET (never the secret itself). */
export function refreshTokenKey(secret: string): Buffer {
  let key = refreshKeys.get(secret);
  if (key === undefined) {
    key = Buffer.from(hkdfSync('sha256', secret, 'mynacon', 'mynacon refresh token v1', 32));
    refreshKeys.set(secret, key);
  }
  return key;
}

/**
 * The successor of a refresh token: an HMAC of the parent, so that every request that spends the same parent
 * within the grace window is given the same successor without storing it anywhere.
 */
export function successorToken(key: Buffer, parent: string): string {
  return createHmac('sha256', key).update(parent, 'utf8').digest('base64url');
}
