import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long a call waits for Redis to (re)connect before it fails. */
const connectWaitMs = 2000;

/**
 * One connection to the Redis of `REDIS_URL`, opened on first use: calls fail fast while Redis is away instead of
 * queueing, and the first error of an outage is logged once under `label`. A call waits up to `connectWaitMs` for a
 * connection under way, and no longer than the connection's next error: once the client has reported an error and
 * is not ready again, calls fail at once (each would otherwise add the wait to a request that then falls back or is
 * refused anyway) while the client goes on reconnecting in the background.
 */
export class RedisConnection {
  readonly #client: RedisClient;
  #connecting: Promise<unknown> | undefined;
  /** The client's last error came after its last `ready`: Redis is away. */
  #away = false;
  /** Told of each error of the client: the calls waiting for the connection fail with it. */
  readonly #failed = new Set<(error: Error) => void>();

  constructor(url: string, label: string) {
    this.#client = createClient({
      url,
      // Fail fast while Redis is away: a request should not wait for a reconnection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
    });
    let reported = false;
    this.#client.on('error', (error: unknown) => {
      this.#away = true;
      for (const fail of this.#failed) fail(error instanceof Error ? error : new Error(String(error)));
      if (reported) return;
      reported = true;
      console.error(`${label}: Redis error`, error instanceof Error ? error.message : error);
    });
    this.#client.on('ready', () => {
      this.#away = false;
      reported = false;
    });
  }

  /** The connected client; rejects when Redis cannot be reached within a couple of seconds. */
  async ready(): Promise<RedisClient> {
    if (this.#client.isReady) return this.#client;
    if (this.#connecting === undefined) {
      const connecting = this.#client.connect();
      this.#connecting = connecting;
      connecting.catch(() => {
        if (this.#connecting === connecting) this.#connecting = undefined;
      });
    }
    if (this.#away) throw new Error('Redis is not reachable');
    // The first connection retries for as long as Redis is away: a request waits for it only briefly.
    let timer: NodeJS.Timeout | undefined;
    let fail: ((error: Error) => void) | undefined;
    const refused = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis is not reachable')), connectWaitMs);
      fail = (error) => reject(new Error(`Redis is not reachable: ${error.message}`));
      this.#failed.add(fail);
    });
    try {
      await Promise.race([this.#connecting, refused]);
    } finally {
      clearTimeout(timer);
      if (fail) this.#failed.delete(fail);
    }
    return this.#client;
  }

  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy();
    await this.#connecting?.catch(() => {});
  }
}
