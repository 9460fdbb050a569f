import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { ExternalSignInIntent, LocaleCode, SignInMethodCode } from '@mynacon/contract';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '../../db/types.ts';

/** What a sign-in's `state` carries from its start to its return, signed with a key derived from AUTH_SECRET. */
export interface SignInState {
  method: SignInMethodCode;
  intent: ExternalSignInIntent;
  locale: LocaleCode | null;
  /** Milliseconds since the epoch. */
  expires: number;
  /** Spent once, at the return. */
  nonce: string;
  /** The player linking (intent `link`); the return must carry the same player's bearer token. */
  userId: number | null;
  /** SHA-256 of the browser's binding cookie: a return posted from another browser is refused. */
  binding: string;
}

const Payload = z.object({
  v: z.literal(1),
  m: SignInMethodCode,
  i: ExternalSignInIntent,
  l: z.nullable(LocaleCode),
  e: z.int(),
  n: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
  u: z.nullable(z.int().check(z.positive())),
  b: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

const keys = new Map<string, Buffer>();

/** The key of the states, derived from AUTH_SECRET so that it signs nothing else. */
export function stateKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (key === undefined) {
    key = Buffer.from(hkdfSync('sha256', secret, 'mynacon', 'mynacon external sign-in state v1', 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload, 'utf8').digest('base64url');

/** A fresh nonce: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64url');

/** The value the state keeps of a binding cookie. */
export const bindingHash = (cookie: string) => createHash('sha256').update(cookie, 'utf8').digest('base64url');

/**
 * The PKCE code verifier of a sign-in (RFC 7636): derived from the state's nonce and the browser's binding cookie
 * with the state key, so that nothing is stored and only the server holding the key, with the cookie of the browser
 * that started the sign-in, can redeem the code. 43 base64url characters, the shortest verifier allowed.
 */
export function codeVerifier(key: Buffer, nonce: string, bindingCookie: string): string {
  return createHmac('sha256', key).update(`pkce v1:${nonce}:${bindingCookie}`, 'utf8').digest('base64url');
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** `payload.mac`, both base64url. */
export function signState(key: Buffer, state: SignInState): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: 1,
      m: state.method,
      i: state.intent,
      l: state.locale,
      e: state.expires,
      n: state.nonce,
      u: state.userId,
      b: state.binding,
    }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export type StateCheck = { ok: true; state: SignInState } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a state's signature, shape and expiry (not whether it was spent: see `spendState`). */
export function verifyState(key: Buffer, value: string, nowMs: number): StateCheck {
  const dot = value.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'invalid' };
  const payload = value.slice(0, dot);
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(value.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = z.safeParse(Payload, decoded);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { m, i, l, e, n, u, b } = parsed.data;
  if ((i === 'link') !== (u !== null)) return { ok: false, reason: 'invalid' };
  if (e <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, state: { method: m, intent: i, locale: l, expires: e, nonce: n, userId: u, binding: b } };
}

/**
 * Spends a state's nonce: true the first time, false ever after (a replayed return). Spent nonces are kept until
 * their state expires, when a replay is refused as expired anyway.
 */
export async function spendState(db: Kysely<Database>, state: SignInState, nowMs: number): Promise<boolean> {
  await db.deleteFrom('external_signin_states').where('expires_at', '<', new Date(nowMs)).execute();
  const spent = await db
    .insertInto('external_signin_states')
    .values({ nonce: state.nonce, expires_at: new Date(state.expires).toISOString() })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return spent !== undefined;
}
