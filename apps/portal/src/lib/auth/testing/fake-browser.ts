// Small stand-ins for the browser parts the session store uses, so that several "tabs" can run in one test:
// a lock manager shared by the tabs, a broadcast hub, a visibility switch, a cookie jar and a manual timer list.
import type { CookieJar } from '../cross-login-cookies';
import type { ChannelLike, LockManagerLike, VisibilityLike } from '../session-store';

/** Web Locks with exclusive locks only: one holder per name, the others queue in request order. */
export class FakeLocks implements LockManagerLike {
  readonly #tails = new Map<string, Promise<unknown>>();
  /** How many callbacks held a lock at the same time, at most. */
  maxConcurrent = 0;
  #held = 0;
  /** Names in the order the lock was granted. */
  readonly grants: string[] = [];

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      this.#held += 1;
      this.maxConcurrent = Math.max(this.maxConcurrent, this.#held);
      this.grants.push(name);
      try {
        return await callback();
      } finally {
        this.#held -= 1;
      }
    });
    this.#tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
}

type Listener = (event: { data: unknown }) => void;

/** A BroadcastChannel hub: a message reaches every other channel of the hub, never its sender, as a task. */
export class FakeChannelHub {
  readonly #channels = new Set<Set<Listener>>();
  /** Every message posted, in order. */
  readonly posted: unknown[] = [];

  channel(): ChannelLike {
    const listeners = new Set<Listener>();
    this.#channels.add(listeners);
    return {
      postMessage: (message) => {
        this.posted.push(message);
        const data = structuredClone(message);
        for (const other of this.#channels) {
          if (other === listeners) continue;
          setTimeout(() => {
            for (const listener of other) listener({ data });
          }, 0);
        }
      },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
      close: () => this.#channels.delete(listeners),
    };
  }
}

/** A page whose visibility the test switches. */
export class FakeVisibility implements VisibilityLike {
  #visible = true;
  readonly #listeners = new Set<() => void>();

  isVisible(): boolean {
    return this.#visible;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  set(visible: boolean): void {
    if (visible === this.#visible) return;
    this.#visible = visible;
    for (const listener of this.#listeners) listener();
  }
}

/** `document.cookie` as a map. */
export class FakeCookies implements CookieJar {
  readonly values = new Map<string, string>();

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  remove(name: string): void {
    this.values.delete(name);
  }
}

/** Timers the test fires by hand: what was scheduled, with which delay. */
export class ManualTimers {
  readonly pending = new Map<number, { callback: () => void; delay: number }>();
  #next = 1;

  readonly set = (callback: () => void, delay: number): unknown => {
    const id = this.#next++;
    this.pending.set(id, { callback, delay });
    return id;
  };

  readonly clear = (timer: unknown): void => {
    this.pending.delete(timer as number);
  };

  /** The delays of the timers still pending. */
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.delay);
  }

  /** Fires every pending timer once. */
  fireAll(): void {
    const due = [...this.pending.entries()];
    for (const [id, timer] of due) {
      this.pending.delete(id);
      timer.callback();
    }
  }
}
