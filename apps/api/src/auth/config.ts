import type { ConfigReader } from '../config-reader.ts';
import {
  type ExternalSignInConfig,
  externalSignInConfigVariables,
  readExternalSignInConfig,
} from './external/config.ts';
import { defaultScryptParams, type ScryptParams } from './password.ts';

/** Limits of the sign-in throttle (per client address and per account). */
export interface ThrottleConfig {
  /** Sign-in attempts one client address may make per window; 0 turns the limit off. */
  addressLimit: number;
  /** Length of the per-address window in seconds. */
  addressWindow: number;
  /** Consecutive failed sign-ins that lock an account; 0 turns the lock off. */
  maxFailures: number;
  /** Seconds an account stays locked the first time; each next lock in a row lasts twice as long. */
  lockDuration: number;
  /** The longest lock in seconds, however many came before. */
  maxLockDuration: number;
  /** Sign-in attempts per minute from all clients together; 0 turns the limit off. */
  globalLimit: number;
  /** Prefix of every throttle key, so that servers (or test runs) sharing one store keep apart. */
  namespace: string;
  /** Redis shared by several servers; the database table when unset. */
  redisUrl: string | undefined;
}

/** Configuration of the auth module. */
export interface AuthConfig {
  /** Signs the session cookie, the CSRF hash and the access tokens (AUTH_SECRET). */
  secret: string;
  /** Lifetime of a bearer access token in seconds; the session's `tokExpire` is its expiry. */
  accessTokenTtl: number;
  /** Seconds a session (a refresh-token family) lives from sign-in, however often it is refreshed. */
  sessionMaxAge: number;
  /** Seconds in which a rotated refresh token still yields the same successor instead of ending the session. */
  refreshGrace: number;
  /** Seconds a cross-login token may be spent. */
  crossLoginTtl: number;
  /** Cost of new password hashes; older hashes are replaced at the next sign-in. */
  scrypt: ScryptParams;
  /** Password hashes at once and waiting; beyond them a hashing call answers 503 with `Retry-After`. */
  hashQueue: { concurrency: number; waiting: number };
  throttle: ThrottleConfig;
  /** External sign-in providers (Epic, PlayStation, Steam, Twitch, Xbox) and account linking. */
  external: ExternalSignInConfig;
  /** The security log (decision 035). */
  audit: { retentionDays: number; stdout: boolean };
}

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const authConfigVariables: Record<string, string> = {
  AUTH_SECRET:
    'At least 32 characters; signs sessions and access tokens. Required unless DEVELOPMENT_MODE=true (then a fixed development value when unset); the development value is refused otherwise.',
  ACCESS_TOKEN_TTL: 'Seconds an access token lives, 30 to 3600. Default 900.',
  SESSION_MAX_AGE: 'Seconds a session lives from sign-in, 300 to 31536000. Default 2592000 (30 days).',
  REFRESH_GRACE_SECONDS:
    'Seconds a rotated refresh token still gives the same successor (parallel requests), 0 to 120. Default 10.',
  CROSS_LOGIN_TTL:
    'Seconds a cross-login token may be spent, 10 to 60 (a silent sign-in takes a fresh token). Default 60.',
  PASSWORD_SCRYPT_LOG_N: 'scrypt cost of new password hashes, N = 2^value, 10 to 20. Default 17.',
  PASSWORD_HASH_CONCURRENCY:
    'Password hashes (scrypt, 128 MiB each at the default cost) computed at once, 1 to 64. Default 4.',
  PASSWORD_HASH_QUEUE:
    'Password hashes that may wait for a turn, 0 to 10000; beyond them sign-in, registration and password calls answer 503 with Retry-After. Default 32.',
  SIGNIN_ADDRESS_LIMIT: 'Sign-in attempts per client address per window, 0 (off) to 100000. Default 30.',
  SIGNIN_ADDRESS_WINDOW: 'Seconds of the per-address sign-in window, 1 to 86400. Default 300.',
  SIGNIN_MAX_FAILURES: 'Consecutive failed sign-ins that lock an account, 0 (off) to 1000. Default 10.',
  SIGNIN_LOCK_SECONDS:
    'Seconds an account stays locked after too many failures, 1 to 86400; each next lock (without a sign-in between) lasts twice as long. Default 900.',
  SIGNIN_LOCK_MAX_SECONDS: 'The longest lock in seconds, however many came before, 1 to 604800. Default 86400.',
  SIGNIN_GLOBAL_LIMIT:
    'Password sign-ins per minute from all clients together (a spread-out guessing attack), counted after the bot check, 0 (off) to 1000000. Default 600.',
  THROTTLE_NAMESPACE: 'Prefix of the sign-in throttle keys (letters, digits, -, _ and :). Default mynacon.',
  REDIS_URL:
    'redis:// or rediss:// URL of a Redis shared by several servers for the sign-in throttle, the limits and the instances’ notices. Default: the database.',
  AUDIT_RETENTION_DAYS: 'Days security events are kept in the database, 1 to 3650. Default 90.',
  AUDIT_LOG_STDOUT: 'true or false: also write each security event to the output as a JSON line. Default true.',
  ...externalSignInConfigVariables,
};

export const developmentSecret = 'development-only-secret-do-not-use-in-production-0000';

function readRedisUrl(read: ConfigReader): string | undefined {
  const value = read.present('REDIS_URL');
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '') return value;
  } catch {
    // Reported below.
  }
  // The URL may carry a password: never echo it.
  read.problem('REDIS_URL is not valid: expected redis://[user:password@]host[:port][/db] (value not shown).');
  return undefined;
}

/** Reads the module's variables; each wrong value is recorded through the reader. */
export function readAuthConfig(read: ConfigReader, production: boolean): AuthConfig {
  let secret = read.present('AUTH_SECRET');
  if (secret === undefined) {
    if (production) read.problem('AUTH_SECRET is required (the development value needs DEVELOPMENT_MODE=true).');
    secret = developmentSecret;
  } else if (production && secret === developmentSecret) {
    read.problem('AUTH_SECRET is the development value, which anyone can read: set a secret of your own.');
  } else if (secret.length < 32) {
    read.problem('AUTH_SECRET is not valid: expected at least 32 characters (value not shown).');
  }
  const namespace = read.string('THROTTLE_NAMESPACE', 'mynacon');
  if (!/^[A-Za-z0-9_:-]{1,64}$/.test(namespace)) {
    read.wrong('THROTTLE_NAMESPACE', namespace, 'letters, digits, -, _ and : (1 to 64 characters)');
  }
  return {
    secret,
    accessTokenTtl: read.integer('ACCESS_TOKEN_TTL', 900, 30, 3600),
    audit: {
      retentionDays: read.integer('AUDIT_RETENTION_DAYS', 90, 1, 3650),
      stdout: read.boolean('AUDIT_LOG_STDOUT', true),
    },
    sessionMaxAge: read.integer('SESSION_MAX_AGE', 30 * 24 * 3600, 300, 365 * 24 * 3600),
    refreshGrace: read.integer('REFRESH_GRACE_SECONDS', 10, 0, 120),
    crossLoginTtl: read.integer('CROSS_LOGIN_TTL', 60, 10, 60),
    scrypt: { ...defaultScryptParams, logN: read.integer('PASSWORD_SCRYPT_LOG_N', defaultScryptParams.logN, 10, 20) },
    hashQueue: {
      concurrency: read.integer('PASSWORD_HASH_CONCURRENCY', 4, 1, 64),
      waiting: read.integer('PASSWORD_HASH_QUEUE', 32, 0, 10_000),
    },
    throttle: {
      addressLimit: read.integer('SIGNIN_ADDRESS_LIMIT', 30, 0, 100_000),
      addressWindow: read.integer('SIGNIN_ADDRESS_WINDOW', 300, 1, 86_400),
      maxFailures: read.integer('SIGNIN_MAX_FAILURES', 10, 0, 1000),
      lockDuration: read.integer('SIGNIN_LOCK_SECONDS', 900, 1, 86_400),
      globalLimit: read.integer('SIGNIN_GLOBAL_LIMIT', 600, 0, 1_000_000),
      maxLockDuration: read.integer('SIGNIN_LOCK_MAX_SECONDS', 86_400, 1, 604_800),
      namespace,
      redisUrl: readRedisUrl(read),
    },
    external: readExternalSignInConfig(read),
  };
}
