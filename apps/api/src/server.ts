import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Config } from './config.ts';
import { PublicApi } from './data/public-api.ts';
import { loadSnapshot } from './data/snapshot.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { seedDemoData } from './seed/seed.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly app: Hono;
  readonly database: DatabaseHandle;
  readonly api: PublicApi;
  /** Re-reads the data from the database when its version changed. Returns whether it did. */
  refresh(): Promise<boolean>;
  close(): Promise<void>;
}

export interface PreparedApp {
  readonly app: Hono;
  readonly database: DatabaseHandle;
  readonly api: PublicApi;
  readonly migrated: string[];
  readonly seeded: boolean;
  refresh(): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the database, applies the migrations, seeds on first start and builds the app, without listening. */
export async function prepareApp(config: Config): Promise<PreparedApp> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    const migrated = await migrate(database.db);
    const seeded = config.seed === 'demo' ? await seedDemoData(database.db) : false;
    const api = new PublicApi(await loadSnapshot(database.db, config));
    const app = createApp({
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
      async refresh() {
        const row = await database.db
          .selectFrom('meta')
          .select('value')
          .where('key', '=', 'data_version')
          .executeTakeFirst();
        if ((row?.value ?? '0') === api.version) return false;
        api.replace(await loadSnapshot(database.db, config));
        return true;
      },
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Starts the server: prepared app plus an HTTP listener on `config.host:config.port`. */
export async function startServer(config: Config): Promise<RunningServer> {
  const prepared = await prepareApp(config);
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
