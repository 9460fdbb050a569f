import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { loadPasswordEstimator } from './accounts/password-strength.ts';
import { closeAuth, startAuth } from './auth/runtime.ts';
import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import { PublicApi, type PublicChange } from './data/public-api.ts';
import { loadSnapshot } from './data/snapshot.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { createDevClock } from './http/dev-clock.ts';
import { seedDemoData } from './seed/seed.ts';
import { closeRequestLimits } from './services/limits.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly app: Hono;
  readonly database: DatabaseHandle;
  readonly api: PublicApi;
  /** Re-reads the data from the database when its version changed (see `ServerContext.refresh`). */
  refresh(changes?: readonly PublicChange[]): Promise<boolean>;
  close(): Promise<void>;
}

export interface PreparedApp {
  readonly app: Hono;
  readonly database: DatabaseHandle;
  readonly api: PublicApi;
  readonly migrated: string[];
  readonly seeded: boolean;
  readonly context: ServerContext;
  refresh(changes?: readonly PublicChange[]): Promise<boolean>;
  close(): Promise<void>;
}

export interface PrepareOptions {
  /** The clock of every module (milliseconds since the epoch). @default Date.now */
  now?: () => number;
  /** Mounts the portal after the API routes (see apps/api/src/http/portal.ts). */
  mountPortal?: (app: Hono) => void;
}

/** Opens the database, applies the migrations, seeds on first start and builds the app, without listening. */
export async function prepareApp(config: Config, options: PrepareOptions = {}): Promise<PreparedApp> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    const migrated = await migrate(database.db);
    // A production server keeps no mail in the outbox (a development convenience), nor the links an earlier
    // version without SMTP left waiting there (decision 041).
    if (config.production) await database.db.deleteFrom('mail_outbox').execute();
    const seeded = config.seed === 'demo' ? await seedDemoData(database.db, config.auth.scrypt) : false;
    const api = new PublicApi(await loadSnapshot(database.db, config));
    const update = async (changes: readonly PublicChange[]) => {
      // The writes' own changes, when nothing else came between: no reload (a vote or a report would cost one).
      if (changes.length > 0 && api.apply(changes)) return true;
      const row = await database.db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'data_version')
        .executeTakeFirst();
      if ((row?.value ?? '0') === api.version) return false;
      api.replace(await loadSnapshot(database.db, config));
      return true;
    };
    // One update at a time, so that a reload read at an older version never replaces changes applied meanwhile.
    let previous: Promise<unknown> = Promise.resolve();
    const refresh = (changes: readonly PublicChange[] = []) => {
      const run = previous.then(() => update(changes));
      previous = run.catch(() => undefined);
      return run;
    };
    // With fault injection (never in production) and no clock given, the tests may move the server's clock.
    const devClock = config.faultInjection && options.now === undefined ? createDevClock() : undefined;
    const context: ServerContext = {
      db: database.db,
      config,
      now: options.now ?? devClock?.now ?? Date.now,
      refresh,
      listen: database.listen,
    };
    await startAuth(context);
    const app = createApp({
      context,
      ...(options.mountPortal === undefined ? {} : { mountPortal: options.mountPortal }),
      ...(devClock === undefined ? {} : { devClock }),
      api,
      cacheMaxAge: config.cacheMaxAge,
      publicBaseUrl: config.publicBaseUrl,
      health: () => ({ database: database.kind, dataVersion: api.version }),
    });
    // Warm the answers the portal asks for at start-up, so the first players do not pay for serialising them.
    api.publicInfos();
    api.publicConfig();
    api.profiles();
    api.games();
    api.platforms();
    return {
      app,
      database,
      api,
      migrated,
      seeded,
      context,
      refresh,
      async close() {
        try {
          await closeAuth(context);
          await closeRequestLimits(context);
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Starts the server: prepared app plus an HTTP listener on `config.host:config.port`. */
export async function startServer(config: Config, options: PrepareOptions = {}): Promise<RunningServer> {
  const prepared = await prepareApp(config, options);
  // Before the first request: the first password set should not wait for the dictionaries.
  await loadPasswordEstimator();
  let server: ServerType;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const listening = serve({ fetch: prepared.app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(listening),
      );
      listening.once('error', reject);
    });
  } catch (error) {
    await prepared.close();
    throw error;
  }
  // Idle connections are kept longer than a proxy's or a client's pool keeps them (60 s is common): a server that
  // closes a kept-alive socket first races the client's next request on it, which then fails with ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    app: prepared.app,
    database: prepared.database,
    api: prepared.api,
    refresh: prepared.refresh,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await prepared.close();
    },
  };
}
