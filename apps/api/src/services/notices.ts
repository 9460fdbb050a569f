// What one instance tells the others of a deployment on one PostgreSQL database (decision 050): by a database
// notification (LISTEN/NOTIFY) and, when REDIS_URL is set, by Redis publish/subscribe too, so that a connection
// pooler that breaks LISTEN does not cut the instances off. Each notice may arrive twice (once by each way): every
// receiver is idempotent, and notices already seen are dropped by their id.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createClient } from 'redis';
import type { ServerContext } from '../context.ts';
import type { PublicChange } from '../data/public-api.ts';
import { RedisConnection } from './redis.ts';

/** What changed, for the other instances. */
export type Notice =
  /**
   * The public data changed: it is at `version` (when the write knows it), with the write's change when it fits in
   * a notification.
   */
  | { kind: 'public'; version?: string; change?: PublicChange }
  /** A player's inbox changed: its cached answer goes. */
  | { kind: 'inbox'; userId: number }
  /** Sessions or "not before" times changed in the database: the revocations are read again. */
  | { kind: 'revocations' };

/** The database notification channel of the notices. */
export const noticeChannel = 'mynacon_notices';

/** PostgreSQL refuses a notification payload of 8000 bytes or more; a longer notice is sent without its change. */
const maxPayloadBytes = 7900;

/** Ids of notices already handled, kept to drop the second copy of each. */
const seenCapacity = 4096;

interface Envelope {
  /** The notice's id: the sending instance and a counter. */
  id: string;
  /** `database.schema` of the sender: instances on other databases or schemas ignore it (a shared Redis). */
  scope: string;
  notice: Notice;
}

export interface NoticeHandlers {
  onNotice(notice: Notice): void;
  /** A way of hearing was lost and came back: notices may have been missed meanwhile. */
  onReconnect(): void;
}

/** The notices of one instance: `publish` tells the others; `start` hears theirs. */
export class Notices {
  readonly #instance = randomUUID();
  #counter = 0;
  #scope: string | undefined;
  #context: ServerContext | undefined;
  #redis: RedisConnection | undefined;
  #redisChannel = '';
  readonly #seen = new Set<string>();
  readonly #stops: (() => Promise<void>)[] = [];

  /** Whether the notices travel (PostgreSQL only: one PGlite process is the only instance). */
  get started(): boolean {
    return this.#scope !== undefined;
  }

  /** Starts hearing the other instances (PostgreSQL with `listen`; Redis as well when REDIS_URL is set). */
  async start(context: ServerContext, handlers: NoticeHandlers): Promise<void> {
    // PGlite: the one process holding the data folder is the only instance (and two test apps on copies of one
    // template, sharing a Redis, must not hear each other).
    if (context.listen === undefined || !context.config.databaseUrl) return;
    const { rows } = await sql<{ scope: string }>`
      select current_database() || '.' || current_schema() as scope
    `.execute(context.db);
    const scope = rows[0]?.scope ?? 'public';
    const receive = (text: string) => {
      const envelope = parse(text);
      if (envelope === undefined || envelope.scope !== scope || envelope.id.startsWith(`${this.#instance}:`)) return;
      if (this.#seen.has(envelope.id)) return;
      this.#seen.add(envelope.id);
      if (this.#seen.size > seenCapacity) this.#seen.delete(this.#seen.values().next().value as string);
      handlers.onNotice(envelope.notice);
    };
    this.#stops.push(await context.listen(noticeChannel, receive, handlers.onReconnect));
    const { redisUrl, namespace } = context.config.auth.throttle;
    if (redisUrl !== undefined) {
      this.#redisChannel = `${namespace}:notices`;
      this.#redis = new RedisConnection(redisUrl, 'instance notices');
      this.#stops.push(await subscribeRedis(redisUrl, this.#redisChannel, receive, handlers.onReconnect));
    }
    this.#context = context;
    this.#scope = scope;
  }

  /**
   * Tells every other instance (never this one), by each way configured. Never throws: a notice that cannot be
   * sent is logged, and the others catch up at their next check (`INSTANCE_CHECK_SECONDS`).
   */
  async publish(notice: Notice): Promise<void> {
    const context = this.#context;
    const scope = this.#scope;
    if (context === undefined || scope === undefined) return;
    const id = `${this.#instance}:${++this.#counter}`;
    let payload = JSON.stringify({ id, scope, notice } satisfies Envelope);
    if (Buffer.byteLength(payload) > maxPayloadBytes && notice.kind === 'public') {
      const { version } = notice;
      payload = JSON.stringify({
        id,
        scope,
        notice: version === undefined ? { kind: 'public' } : { kind: 'public', version },
      } satisfies Envelope);
    }
    const redis = this.#redis;
    await Promise.all([
      sql`select pg_notify(${noticeChannel}, ${payload})`.execute(context.db).catch((error: unknown) => {
        console.error('instance notices: PostgreSQL notification failed', (error as Error).message);
      }),
      redis === undefined
        ? undefined
        : redis
            .ready()
            .then((client) => client.publish(this.#redisChannel, payload))
            .catch((error: unknown) => {
              console.error('instance notices: Redis publish failed', (error as Error).message);
            }),
    ]);
  }

  async close(): Promise<void> {
    this.#context = undefined;
    this.#scope = undefined;
    const stops = this.#stops.splice(0);
    await Promise.allSettled(stops.map((stop) => stop()));
    await this.#redis?.close();
    this.#redis = undefined;
  }
}

function parse(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as Partial<Envelope>;
    if (typeof value.id !== 'string' || typeof value.scope !== 'string' || typeof value.notice !== 'object') {
      return undefined;
    }
    return value as Envelope;
  } catch {
    return undefined;
  }
}

/** A Redis connection of its own subscribed to `channel`; `onReconnect` after it came back from a loss. */
async function subscribeRedis(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
  });
  let reported = false;
  let ready = false;
  client.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    console.error('instance notices: Redis error', error instanceof Error ? error.message : error);
  });
  client.on('ready', () => {
    reported = false;
    // The subscription is renewed by the client; what was published meanwhile was missed.
    if (ready) onReconnect();
    ready = true;
  });
  // The first connection is not waited for beyond a couple of seconds: the database's notifications and the
  // periodic check still hold while Redis is away, and the client keeps trying.
  const subscribed = client
    .connect()
    .then(() => client.subscribe(channel, (message) => onMessage(message)))
    .catch((error: unknown) => {
      console.error('instance notices: Redis subscription failed', (error as Error).message);
    });
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  return async () => {
    if (client.isOpen) client.destroy();
    await subscribed;
  };
}
