import type { ServerContext } from '../context.ts';
import { Refusal } from '../http/refusal.ts';

/** About how long one hash at the production cost takes (N=2^17: 0.3 s), for the `Retry-After` of a full queue. */
const secondsPerHash = 0.3;

/** What the queue allows: hashes at once, and hashes waiting for a turn. */
export interface HashQueueLimits {
  concurrency: number;
  waiting: number;
}

/** The message of the 503 a full queue answers; its `reason` is `server_busy`. */
export const serverBusyMessage = 'The server is busy. Try again in a few seconds.';

/** A hash refused because the queue is full: 503 `service_unavailable`, reason `server_busy`, with `Retry-After`. */
export class HashQueueFull extends Refusal {
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    super('service_unavailable', serverBusyMessage, undefined, { 'retry-after': String(retryAfter) }, 'server_busy');
    this.name = 'HashQueueFull';
    this.retryAfter = retryAfter;
  }
}

/**
 * Bounds the password hashes (scrypt, 128 MiB each at the production cost) running at once: at most `concurrency`
 * run, at most `waiting` more wait in order, and any beyond are refused at once with `HashQueueFull` rather than
 * letting a burst of sign-ins take all the memory.
 */
export class HashQueue {
  readonly #limits: HashQueueLimits;
  readonly #waiting: Array<() => void> = [];
  #running = 0;

  constructor(limits: HashQueueLimits) {
    this.#limits = limits;
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Runs `work` when a place is free; throws `HashQueueFull` when every place and every waiting place is taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#limits.concurrency) {
      if (this.#waiting.length >= this.#limits.waiting) {
        const ahead = this.#running + this.#waiting.length;
        throw new HashQueueFull(Math.max(1, Math.ceil((ahead / this.#limits.concurrency) * secondsPerHash)));
      }
      // `#release` hands its place over: the count of running hashes stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#running -= 1;
    else next();
  }
}

const queues = new WeakMap<ServerContext, HashQueue>();

/** The password-hash queue of a server, created on first use with its configured limits. */
export function hashQueue(context: ServerContext): HashQueue {
  let queue = queues.get(context);
  if (queue === undefined) {
    queue = new HashQueue(context.config.auth.hashQueue);
    queues.set(context, queue);
  }
  return queue;
}
