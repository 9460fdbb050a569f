import type { ConfigReader } from '../config-reader.ts';

/** Configuration of the auth module. */
export interface AuthConfig {
  /** Signs the session cookie, the CSRF hash and the access tokens (AUTH_SECRET). */
  secret: string;
  /** Lifetime of a bearer access token in seconds; the session's `tokExpire` is its expiry. */
  accessTokenTtl: number;
}

/** Every variable this module reads, with what it accepts (listed in the README and in error messages). */
export const authConfigVariables: Record<string, string> = {
  AUTH_SECRET:
    'At least 32 characters; signs sessions and access tokens. Required in production; a fixed development value otherwise.',
  ACCESS_TOKEN_TTL: 'Seconds an access token lives, 30 to 3600. Default 900.',
};

const developmentSecret = 'development-only-secret-do-not-use-in-production-0000';

/** Reads the module's variables; each wrong value is recorded through the reader. */
export function readAuthConfig(read: ConfigReader, production: boolean): AuthConfig {
  let secret = read.present('AUTH_SECRET');
  if (secret === undefined) {
    if (production) read.problem('AUTH_SECRET is required when NODE_ENV=production.');
    secret = developmentSecret;
  } else if (secret.length < 32) {
    read.problem('AUTH_SECRET is not valid: expected at least 32 characters (value not shown).');
  }
  return { secret, accessTokenTtl: read.integer('ACCESS_TOKEN_TTL', 900, 30, 3600) };
}
