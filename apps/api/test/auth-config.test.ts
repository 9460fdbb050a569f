import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('auth configuration', () => {
  test('defaults', () => {
    const result = loadConfig({ DEVELOPMENT_MODE: 'true' });
    expect(result.ok && result.config.auth).toEqual({
      secret: expect.any(String),
      accessTokenTtl: 900,
      sessionMaxAge: 30 * 24 * 3600,
      refreshGrace: 10,
      crossLoginTtl: 60,
      scrypt: { logN: 17, r: 8, p: 1 },
      hashQueue: { concurrency: 4, waiting: 32 },
      throttle: {
        addressLimit: 30,
        addressWindow: 300,
        maxFailures: 10,
        lockDuration: 900,
        maxLockDuration: 86_400,
        globalLimit: 600,
        namespace: 'mynacon',
        redisUrl: undefined,
      },
      external: expect.objectContaining({ timeoutMs: 5000, stateTtl: 600, ticketTtl: 1800, rateLimit: 30 }),
      audit: { retentionDays: 90, stdout: true },
    });
  });

  test('values from the environment', () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
      ACCESS_TOKEN_TTL: '30',
      SESSION_MAX_AGE: '300',
      REFRESH_GRACE_SECONDS: '0',
      CROSS_LOGIN_TTL: '10',
      PASSWORD_SCRYPT_LOG_N: '10',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
      SIGNIN_ADDRESS_LIMIT: '0',
      SIGNIN_ADDRESS_WINDOW: '1',
      SIGNIN_MAX_FAILURES: '0',
      SIGNIN_LOCK_SECONDS: '1',
      SIGNIN_LOCK_MAX_SECONDS: '2',
      THROTTLE_NAMESPACE: 'e2e:run-42',
      REDIS_URL: 'redis://:secret@127.0.0.1:6379/2',
    });
    expect(result.ok && result.config.auth).toMatchObject({
      accessTokenTtl: 30,
      sessionMaxAge: 300,
      refreshGrace: 0,
      crossLoginTtl: 10,
      scrypt: { logN: 10, r: 8, p: 1 },
      hashQueue: { concurrency: 1, waiting: 0 },
      throttle: {
        addressLimit: 0,
        addressWindow: 1,
        maxFailures: 0,
        lockDuration: 1,
        maxLockDuration: 2,
        namespace: 'e2e:run-42',
        redisUrl: 'redis://:secret@127.0.0.1:6379/2',
      },
    });
  });

  test('each wrong value is reported; a Redis URL is never echoed', () => {
    const result = loadConfig({
      DEVELOPMENT_MODE: 'true',
      ACCESS_TOKEN_TTL: '5',
      PASSWORD_SCRYPT_LOG_N: '21',
      CROSS_LOGIN_TTL: '61',
      SIGNIN_ADDRESS_LIMIT: '-1',
      REFRESH_GRACE_SECONDS: 'ten',
      THROTTLE_NAMESPACE: 'has space',
      REDIS_URL: 'http://:hunter2@cache:6379',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    for (const name of [
      'ACCESS_TOKEN_TTL',
      'PASSWORD_SCRYPT_LOG_N',
      'CROSS_LOGIN_TTL',
      'SIGNIN_ADDRESS_LIMIT',
      'REFRESH_GRACE_SECONDS',
      'THROTTLE_NAMESPACE',
      'REDIS_URL',
    ]) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
    expect(problems.join('\n')).not.toMatch(/hunter2/);
  });
});
