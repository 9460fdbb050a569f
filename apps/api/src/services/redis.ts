import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** How long a call waits for Redis to (re)connect before it fails. */
const connectWaitMs = 2000;

/**
 * One connection to the Redis of `REDIS_URL`, opened on first use: calls fail fast (within `connectWaitMs`) while
 * Redis is away instead of queueing, and the first error of an outage is logged once under `label`.
 */
export class RedisConnection {
  readonly #client: RedisClient;
  #connecting: Promise<unknown> | undefined;

  constructor(url: string, label: string) {
    this.#client = createClient({
      url,
      // Fail fast while Redis is away: a request should not wait for a reconnection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
    });
    let reported = false;
    this.#client.on('error', (error: unknown) => {
      if (reported) return;
      reported = true;
      console.error(`${label}: Redis error`, error instanceof Error ? error.message : error);
    });
    this.#client.on('ready', () => {
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
    // The first connection retries for as long as Redis is away: a request waits for it only briefly.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis is not reachable')), connectWaitMs);
    });
    try {
      await Promise.race([this.#connecting, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return this.#client;
  }

  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy();
    await this.#connecting?.catch(() => {});
  }
}
