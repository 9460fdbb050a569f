// The first part of error reporting, in the entry chunk: listens from the start and keeps what happens until the
// reporter (a lazy chunk) knows the configuration. Nothing here sends anything.

/** How an error reached us. */
export type CaptureMechanism = 'onerror' | 'onunhandledrejection' | 'route-boundary';

/** An error with how and when it was seen. */
export interface CapturedError {
  error: unknown;
  mechanism: CaptureMechanism;
  /** False for errors nothing handled (the page may be broken); true for the ones an error boundary showed. */
  handled: boolean;
  /** Milliseconds since the epoch. */
  time: number;
  /** The page's address then. */
  url: string;
}

/** What the listeners need of `window`. */
export interface ErrorEventSource {
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
  removeEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  removeEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
  readonly location: { readonly href: string };
}

/** An uncaught error without its object (a cross-origin script's "Script error.") still has a message. */
function errorOf(event: ErrorEvent): unknown {
  if (event.error !== undefined && event.error !== null) return event.error;
  const error = new Error(event.message || 'Unknown error');
  if (event.filename) error.stack = `Error: ${error.message}\n    at ${event.filename}:${event.lineno}:${event.colno}`;
  return error;
}

/** Listens to uncaught errors and unhandled rejections; returns the function that stops listening. */
export function listenToGlobalErrors(
  target: ErrorEventSource,
  sink: (captured: CapturedError) => void,
  now: () => number = () => Date.now(),
): () => void {
  const onError = (event: ErrorEvent) => {
    sink({ error: errorOf(event), mechanism: 'onerror', handled: false, time: now(), url: target.location.href });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    sink({
      error: event.reason,
      mechanism: 'onunhandledrejection',
      handled: false,
      time: now(),
      url: target.location.href,
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Errors kept until the reporter is ready; past `limit` the newest are dropped, as a flood says nothing more. */
export class CaptureQueue {
  readonly #limit: number;
  #pending: CapturedError[] = [];
  #consumer: ((captured: CapturedError) => void) | undefined;
  #closed = false;

  constructor(limit = 30) {
    this.#limit = limit;
  }

  push(captured: CapturedError): void {
    if (this.#closed) return;
    if (this.#consumer) this.#consumer(captured);
    else if (this.#pending.length < this.#limit) this.#pending.push(captured);
  }

  /** Hands what was kept, then every later error, to `consumer`. */
  drainTo(consumer: (captured: CapturedError) => void): void {
    this.#consumer = consumer;
    const pending = this.#pending;
    this.#pending = [];
    for (const captured of pending) consumer(captured);
  }

  /** Error reporting is off: forget what was kept and keep nothing more. */
  close(): void {
    this.#closed = true;
    this.#pending = [];
    this.#consumer = undefined;
  }

  get size(): number {
    return this.#pending.length;
  }
}
