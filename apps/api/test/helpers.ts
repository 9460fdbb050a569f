import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { type PreparedApp, type PrepareOptions, prepareApp } from '../src/server.ts';
import { createDatabaseFrom, dropDatabase, postgresDatabaseUrl } from './postgres-databases.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, seeded PGlite folder made once per run; tests copy it instead of seeding again. */
    pgliteTemplate: string;
    /** With DATABASE_URL: the name of a migrated, seeded database made once per run, which test apps copy. */
    postgresTemplate: string;
  }
}

export type BackendName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as CI does). */
export const backends: BackendName[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The public address of the test apps: the tests call them in process at this name, no request leaves the process. */
export const testBaseUrl = 'http://api.test';

/**
 * A configuration for tests: nothing from the developer's environment leaks in. The development mode is only
 * accepted for a loopback public address (decision 041), so the configuration is read for one and then given the
 * name the tests call the app at, with the addresses that follow from it.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const result = loadConfig({
    PORT: '0',
    // The development conveniences (outbox, development secret) the tests read; production's refusals have tests.
    DEVELOPMENT_MODE: 'true',
    SEED: 'demo',
    PUBLIC_BASE_URL: 'http://localhost',
    CACHE_MAX_AGE: '60',
    // Cheap hashes keep the suite fast; one test checks the real cost.
    PASSWORD_SCRYPT_LOG_N: '10',
    // Security events go to the database; one test reads the JSON lines.
    AUDIT_LOG_STDOUT: 'false',
    // The tests write and search far faster than a player (the fuzz tests above all); the limits' own tests
    // (request-limits.test.ts, search-bounds.test.ts) set them.
    WRITE_LIMIT_PER_MINUTE: '0',
    SEARCH_LIMIT_PER_MINUTE: '0',
    // No periodic reload behind a test's back (a test of several instances sets its own, decision 050).
    INSTANCE_CHECK_SECONDS: '0',
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const { config } = result;
  const media = `${testBaseUrl}/api/media`;
  return {
    ...config,
    publicBaseUrl: testBaseUrl,
    mediaBaseUrl: media,
    coverUrlTemplate: `${media}/covers/t_cover_big/{image_id}.svg`,
    portal: { ...config.portal, imageBaseUrl: media },
    ...overrides,
  };
}

export function temporaryFolder(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `mynacon-api-${prefix}-`));
}

/** A copy of the seeded template: a fresh database per test file in ~0.4 s instead of a full init. */
export function copyTemplate(): string {
  const dir = temporaryFolder('data');
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}

let databaseCounter = 0;

export interface TestApp extends PreparedApp {
  get(url: string, headers?: Record<string, string>): Promise<Response>;
  dispose(): Promise<void>;
}

/**
 * A prepared app on a fresh database: a copy of the template folder on PGlite, or on PostgreSQL a copy of the run's
 * template database (dropped after the app, and before it should a killed run have left one of that name).
 */
export async function createTestApp(
  backend: BackendName,
  overrides: Partial<Config> = {},
  options: PrepareOptions = {},
): Promise<TestApp> {
  let cleanup: () => Promise<void>;
  let config: Config;
  if (backend === 'pglite') {
    const dataDir = copyTemplate();
    config = testConfig({ dataDir, ...overrides });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('DATABASE_URL is not set');
    const database = `mynacon_api_test_w${process.env.VITEST_POOL_ID ?? '0'}_p${process.pid}_${++databaseCounter}`;
    await createDatabaseFrom(databaseUrl, inject('postgresTemplate'), database);
    config = testConfig({
      databaseUrl: postgresDatabaseUrl(databaseUrl, database),
      databaseSchema: 'public',
      ...overrides,
    });
    cleanup = () => dropDatabase(databaseUrl, database);
  }
  const prepared = await prepareApp(config, options);
  return {
    ...prepared,
    get: (url, headers = {}) => Promise.resolve(prepared.app.request(url, { headers })),
    async dispose() {
      await prepared.close();
      await cleanup();
    },
  };
}

/**
 * The app of the calling `describe` block (or file): created before its tests, disposed after them. The object
 * stands for the app from the start, so that helpers declared beside the tests can use it, and forwards to it
 * once it exists; hooks registered after this call see it.
 */
export function appPerBlock<T extends { dispose(): Promise<void> }>(create: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => {
    await current?.dispose();
  });
  const app = (): T => {
    if (current === undefined) throw new Error('The app exists from the beforeAll of its block to its afterAll');
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = app();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(app(), key, value),
    has: (_, key) => Reflect.has(app(), key),
  });
}
