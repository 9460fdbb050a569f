import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { closeMailer } from './accounts/mail.ts';
import { loadPasswordEstimator } from './accounts/password-strength.ts';
import { authRuntime, closeAuth, startAuth } from './auth/runtime.ts';
import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import { followChanges } from './customer/http.ts';
import { inboxCache, invalidateInbox } from './customer/inbox-cache.ts';
import { PublicApi, type PublicChange } from './data/public-api.ts';
import { loadSnapshot } from './data/snapshot.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { createDevClock } from './http/dev-clock.ts';
import { seedDemoData } from './seed/seed.ts';
import { closeRequestLimits } from './services/limits.ts';
import { type Notice, Notices } from './services/notices.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly app: Hono;
  readonly database: DatabaseHandle;
  readonly api: PublicApi;
  readonly context: ServerContext;
  /** Re-reads the data from the database when its version changed (see `ServerContext.refresh`). */
  refresh(changes?: readonly PublicChange[]): Promise<boolean>;
  /**
   * Stops gracefully (SIGTERM): `/api/health` answers "draining" (503) at once; new requests are still accepted for
   * `SHUTDOWN_DELAY_SECONDS`, then the listener closes, requests under way finish (at most
   * `SHUTDOWN_TIMEOUT_SECONDS`, then their connections are cut) and the pools close.
   */
  drain(): Promise<void>;
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
  /** From now on `/api/health` answers "draining" (503), so that a balancer stops sending requests. */
  startDraining(): void;
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
    // A production server keeps no mail in the outbox but those it has yet to send (decision 053), nor the links
    // an earlier version without SMTP left waiting there (decision 041).
    if (config.production) {
      let leftovers = database.db.deleteFrom('mail_outbox');
      if (config.accounts.smtpUrl !== undefined) leftovers = leftovers.where('status', '<>', 'pending');
      await leftovers.execute();
    }
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
    const notices = new Notices();
    const context: ServerContext = {
      db: database.db,
      config,
      now: options.now ?? devClock?.now ?? Date.now,
      refresh,
      listen: database.listen,
      notices,
    };
    await startAuth(context);
    const stopFollowing = await followOtherInstances(context, api);
    let draining = false;
    const app = createApp({
      context,
      ...(options.mountPortal === undefined ? {} : { mountPortal: options.mountPortal }),
      ...(devClock === undefined ? {} : { devClock }),
      api,
      cacheMaxAge: config.cacheMaxAge,
      publicBaseUrl: config.publicBaseUrl,
      health: () => ({ draining, database: database.kind, dataVersion: api.version }),
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
      startDraining() {
        draining = true;
      },
      async close() {
        try {
          await stopFollowing();
          await closeMailer(context);
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

/**
 * Hears the other instances on the same database (decision 050): their notices bring the public data, the inbox
 * answers and the revocations up to date at once; a check every `INSTANCE_CHECK_SECONDS` (the data version, one
 * row, and the recent revocations) bounds what a lost notice delays. Returns how to stop. Nothing on PGlite, whose
 * one process is the only instance.
 */
async function followOtherInstances(context: ServerContext, api: PublicApi): Promise<() => Promise<void>> {
  const { notices } = context;
  if (notices === undefined) return async () => {};
  const { revocations } = authRuntime(context);
  const readRevocations = () =>
    revocations.load(context).catch((error: unknown) => {
      console.error('revocations: reload failed', (error as Error).message);
    });
  const onNotice = (notice: Notice) => {
    if (notice.kind === 'public') {
      // A notice of a version already in memory (this instance read it since) costs nothing.
      const { version } = notice;
      if (version !== undefined && /^[0-9]+$/.test(version) && BigInt(version) <= BigInt(api.version)) return;
      void followChanges(context, version === undefined ? undefined : notice.change);
    } else if (notice.kind === 'inbox') {
      if (Number.isSafeInteger(notice.userId)) invalidateInbox(context, notice.userId);
    } else if (notice.kind === 'revocations') {
      void readRevocations();
    }
  };
  const catchUp = () => {
    void followChanges(context);
    inboxCache(context).clear();
    void readRevocations();
  };
  await notices.start(context, { onNotice, onReconnect: catchUp });
  const everyMs = context.config.instances.checkSeconds * 1000;
  let checking: Promise<unknown> | undefined;
  const timer =
    notices.started && everyMs > 0
      ? setInterval(() => {
          checking ??= Promise.all([followChanges(context), readRevocations()]).finally(() => {
            checking = undefined;
          });
        }, everyMs)
      : undefined;
  timer?.unref();
  return async () => {
    clearInterval(timer);
    await checking;
    await notices.close();
  };
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
  // While draining, every answer closes its connection after it (set before the app writes its headers).
  let draining = false;
  (server as Server).prependListener('request', (_request, response) => {
    if (draining) response.setHeader('connection', 'close');
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    app: prepared.app,
    database: prepared.database,
    api: prepared.api,
    context: prepared.context,
    refresh: prepared.refresh,
    async drain() {
      draining = true;
      prepared.startDraining();
      const { shutdownDelaySeconds, shutdownTimeoutSeconds } = config.instances;
      if (shutdownDelaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelaySeconds * 1000));
      // Stops accepting. A kept-alive connection is closed once its request is answered (`Connection: close`, and
      // idle ones swept), so that no request is cut halfway; past the time-out every connection is cut.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweep = setInterval(() => {
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }, 50);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, shutdownTimeoutSeconds * 1000);
      });
      try {
        await Promise.race([closed, timedOut]);
      } finally {
        clearInterval(sweep);
        clearTimeout(timer);
      }
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
      await prepared.close();
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await prepared.close();
    },
  };
}
