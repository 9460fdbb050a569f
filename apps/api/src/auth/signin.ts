import type { SignInErrorCode } from '@mynacon/contract';
import { limitKeyOf } from '../services/client-address.ts';
import { hashQueue } from './hash-queue.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { AuthRuntime } from './runtime.ts';
import { hashToken } from './tokens.ts';

/** Error codes a refused sign-in carries inside the answer's url (`?error=CredentialsSignin&code=…`). */
export type SignInRefusal = SignInErrorCode;

/** A refused sign-in: its code, and for a throttled one the seconds until it may be tried again. */
export class SignInRefused extends Error {
  readonly code: SignInRefusal;
  readonly retryAfter: number | undefined;
  /** The account the attempt was for, when one is known (the security log, never the answer). */
  readonly userId: number | undefined;
  /** Whether this failure locked the account. */
  readonly locked: boolean;

  constructor(code: SignInRefusal, retryAfter?: number, userId?: number, locked = false) {
    super(`Sign-in refused: ${code}`);
    this.name = 'SignInRefused';
    this.code = code;
    this.retryAfter = retryAfter;
    this.userId = userId;
    this.locked = locked;
  }
}

/** The account a password sign-in proved. */
export interface VerifiedUser {
  id: number;
  credentials_version: number;
}

const retryAfterSeconds = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/**
 * Counts a sign-in attempt of a client address (`undefined`: the address is unknown, as for in-memory requests,
 * which then share one counter) and refuses with `too_many_attempts` beyond its limit. Every attempt counts here,
 * before the bot check: a client over its own limit only holds itself back.
 */
export async function countAddressAttempt(runtime: AuthRuntime, address: string | undefined): Promise<void> {
  const { throttle: limits } = runtime.context.config.auth;
  const now = runtime.context.now();
  if (limits.addressLimit === 0) return;
  const windowMs = limits.addressWindow * 1000;
  // An IPv6 client counts by its /64.
  const { count, windowStart } = await runtime.throttle.hit(
    `${limits.namespace}:signin:addr:${limitKeyOf(address) ?? 'unknown'}`,
    windowMs,
    now,
  );
  if (count > limits.addressLimit) {
    throw new SignInRefused('too_many_attempts', retryAfterSeconds(windowStart + windowMs, now));
  }
}

/**
 * Counts a password sign-in against the limit of all clients together (a guessing attack spread over many
 * addresses) and refuses with `too_many_attempts` beyond it. Only attempts that passed the bot check, or were made
 * while it could not answer, come here (decision 043): refused bots cannot use up everybody's sign-ins.
 */
export async function countGlobalAttempt(runtime: AuthRuntime): Promise<void> {
  const { throttle: limits } = runtime.context.config.auth;
  if (limits.globalLimit === 0) return;
  const now = runtime.context.now();
  const global = await runtime.throttle.hit(`${limits.namespace}:signin:global`, 60_000, now);
  if (global.count > limits.globalLimit) {
    throw new SignInRefused('too_many_attempts', retryAfterSeconds(global.windowStart + 60_000, now));
  }
}

/**
 * Checks a password sign-in by e-mail address or username. Unknown accounts take the same path and time as known
 * ones (a dummy hash is checked) and get the same answers, the lock included. Only after the right password does a
 * player learn that the address still needs confirming. A hash made with other parameters than the configured
 * ones is replaced.
 */
export async function verifyPasswordSignIn(
  runtime: AuthRuntime,
  login: string,
  password: string,
): Promise<VerifiedUser> {
  const { context } = runtime;
  const { auth } = context.config;
  const now = context.now();
  const key = login.trim().toLowerCase();
  if (key === '' || password === '') throw new SignInRefused('credentials');

  const candidates = await context.db
    .selectFrom('users')
    .select(['id', 'email_key', 'password_hash', 'email_confirmed_at', 'credentials_version'])
    .where((eb) => eb.or([eb('email_key', '=', key), eb('username_key', '=', key)]))
    .execute();
  // An e-mail address wins over another account's username that happens to read the same.
  const user = candidates.find((row) => row.email_key === key) ?? candidates[0];

  const { maxFailures, lockDuration, maxLockDuration, namespace } = auth.throttle;
  const lockKey = `${namespace}:signin:acct:${user === undefined ? `k${hashToken(key).slice(0, 32)}` : `u${user.id}`}`;
  if (maxFailures > 0) {
    // Counted before the check, so that parallel attempts cannot check more than `maxFailures` passwords.
    const start = await runtime.throttle.begin(lockKey, maxFailures, now);
    if (start.outcome === 'locked') {
      throw new SignInRefused('too_many_attempts', retryAfterSeconds(start.until, now), user?.id);
    }
    // The streak's last checks are still running: one of them may lock the account.
    if (start.outcome === 'full') throw new SignInRefused('too_many_attempts', lockDuration, user?.id);
  }

  const storedHash = user?.password_hash ?? null;
  const queue = hashQueue(context);
  let check: Awaited<ReturnType<typeof verifyPassword>>;
  try {
    const against = storedHash ?? (await queue.run(() => runtime.dummyHash(auth.scrypt)));
    check = await queue.run(() => verifyPassword(password, against, auth.scrypt));
  } catch (error) {
    // No answer about the password (a full hash queue): the attempt does not count.
    if (maxFailures > 0) await runtime.throttle.cancel(lockKey);
    throw error;
  }
  if (user === undefined || storedHash === null || !check.valid) {
    if (maxFailures > 0) {
      const lockedUntil = await runtime.throttle.fail(
        lockKey,
        maxFailures,
        lockDuration * 1000,
        maxLockDuration * 1000,
        now,
      );
      if (lockedUntil !== null) {
        throw new SignInRefused('too_many_attempts', retryAfterSeconds(lockedUntil, now), user?.id, true);
      }
    }
    throw new SignInRefused('credentials', undefined, user?.id);
  }

  if (maxFailures > 0) await runtime.throttle.clear(lockKey);
  if (user.email_confirmed_at === null) throw new SignInRefused('email_not_confirmed', undefined, user.id);
  if (check.needsRehash) {
    const fresh = await queue.run(() => hashPassword(password, auth.scrypt));
    // Only if the hash is still the one checked: a password change in between wins.
    await context.db
      .updateTable('users')
      .set({ password_hash: fresh })
      .where('id', '=', user.id)
      .where('password_hash', '=', storedHash)
      .execute();
  }
  return { id: user.id, credentials_version: user.credentials_version };
}
