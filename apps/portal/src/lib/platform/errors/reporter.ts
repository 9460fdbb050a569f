// The portal's error reporter: a small client of the error-reporting service's envelope format, posting through
// the API's tunnel (`/api/monitoring`, same origin) so that no third-party host is contacted from the browser.
// Without the player's consent to analytics it sends errors only: no user id, no performance traces, and never
// a cookie (the tunnel needs none, so requests go without credentials).
import { isNotFound } from '../../errors';
import type { CapturedError } from './capture';
import {
  type Breadcrumb,
  type EventScope,
  envelope,
  errorEvent,
  randomHex,
  type TraceContext,
  transactionEvent,
} from './envelope';

/** The refusal of bot protection (spec section 8): expected, shown to the player, never reported. */
export const botRefusedMessage = 'Looks like you might not be a human';

/** Messages that are never reported: the spec's bot refusal, and a browser notice that is not an error. */
export const ignoredMessages = [botRefusedMessage, 'ResizeObserver loop'];

const maxBreadcrumbs = 20;
/** Keepalive requests may carry 64 kB in all; larger reports go without it. */
const keepaliveLimit = 60_000;

export interface ErrorReporterOptions {
  dsn: string;
  /** The tunnel's path on the portal's origin. */
  tunnel: string;
  release: string;
  environment: string;
  /** Share of page loads and navigations sent as performance transactions (spec section 9: 1). */
  tracesSampleRate: number;
  /** The player's consent to analytics: a user id and performance transactions only then. */
  analyticsAllowed: () => boolean;
  /** The signed-in player's id, if any. */
  userId: () => string | undefined;
  /** The page's address. */
  url: () => string;
  origin: string;
  userAgent?: string;
  /** Tags of every event (the locale). */
  tags?: () => Record<string, string>;
  /** Errors sent per page at most. @default 25 */
  maxErrors?: number;
  /** Transactions sent per page at most. @default 200 */
  maxTransactions?: number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  random?: () => number;
  newId?: (length: number) => string;
}

/** A page load or navigation, measured. Times in milliseconds since the epoch. */
export interface TransactionInput {
  name: string;
  source: 'route' | 'url';
  op: 'pageload' | 'navigation';
  start: number;
  end: number;
}

export interface ErrorReporter {
  /** Reports an error unless it is ignored, seen already, or over the page's limit. True when sent. */
  capture(captured: CapturedError): boolean;
  /** Starts the trace of a new navigation; the errors that follow belong to it. */
  startTrace(op: 'pageload' | 'navigation'): void;
  /** Sends a measured page load or navigation, when sampled and allowed. True when sent. */
  transaction(input: TransactionInput): boolean;
  addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'>): void;
  /** Resolves when every report sent so far has its answer (or failed). */
  flush(): Promise<void>;
}

/** True for errors the portal expects: its 404s, aborted requests, and `ignoredMessages`. */
export function isIgnoredError(error: unknown): boolean {
  if (isNotFound(error)) return true;
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return true;
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null
        ? String((error as { message?: unknown }).message ?? '')
        : '';
  return ignoredMessages.some((ignored) => message.includes(ignored));
}

/** Seconds of back-off per category from `X-Sentry-Rate-Limits` (`60:error;transaction:organization, …`). */
export function parseRateLimits(header: string | null): Map<string, number> {
  const limits = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [seconds = '', categories = ''] = entry.trim().split(':');
    const delay = Number.parseInt(seconds, 10);
    if (!Number.isFinite(delay) || delay <= 0) continue;
    for (const category of categories === '' ? ['all'] : categories.split(';')) {
      limits.set(category, Math.max(limits.get(category) ?? 0, delay));
    }
  }
  return limits;
}

/** Creates the reporter of one page. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const newId = options.newId ?? randomHex;
  const maxErrors = options.maxErrors ?? 25;
  const maxTransactions = options.maxTransactions ?? 200;
  const reported = new WeakSet<object>();
  const breadcrumbs: Breadcrumb[] = [];
  const pending = new Set<Promise<void>>();
  /** Until when (ms since the epoch) a category must not be sent, as the service asked. */
  const backOff = new Map<string, number>();
  let errorsSent = 0;
  let transactionsSent = 0;
  let trace: TraceContext = { trace_id: newId(32), span_id: newId(16), op: 'pageload' };

  const blocked = (category: 'error' | 'transaction') => {
    const until = Math.max(backOff.get(category) ?? 0, backOff.get('all') ?? 0);
    return now() < until;
  };

  const scope = (): EventScope => {
    const allowed = options.analyticsAllowed();
    const userId = allowed ? options.userId() : undefined;
    return {
      release: options.release,
      environment: options.environment,
      url: options.url(),
      origin: options.origin,
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      tags: options.tags?.() ?? {},
      trace,
      user: userId === undefined ? undefined : { id: userId },
    };
  };

  const send = (body: string) => {
    const request = fetcher(options.tunnel, {
      method: 'POST',
      body,
      // A simple request, as the service's own clients send it; same origin, so no preflight either way.
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: body.length < keepaliveLimit,
    })
      .then((response) => {
        const limits = parseRateLimits(response.headers.get('x-sentry-rate-limits'));
        if (response.status === 429 && limits.size === 0) {
          const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
          limits.set('all', Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60);
        }
        for (const [category, seconds] of limits) backOff.set(category, now() + seconds * 1000);
      })
      // A report that cannot be sent is dropped: reporting it would only fail again.
      .catch(() => undefined)
      .finally(() => pending.delete(request));
    pending.add(request);
  };

  return {
    capture(captured) {
      const { error } = captured;
      if (isIgnoredError(error)) return false;
      if (typeof error === 'object' && error !== null) {
        if (reported.has(error)) return false;
        reported.add(error);
      }
      if (errorsSent >= maxErrors || blocked('error')) return false;
      errorsSent += 1;
      const event = errorEvent(
        { ...scope(), url: captured.url },
        {
          error,
          mechanism: captured.mechanism,
          handled: captured.handled,
          time: captured.time,
          eventId: newId(32),
        },
        breadcrumbs,
      );
      const allowed = options.analyticsAllowed();
      send(
        envelope(event, { dsn: options.dsn, sentAt: now(), sampleRate: options.tracesSampleRate, sampled: allowed }),
      );
      return true;
    },
    startTrace(op) {
      trace = { trace_id: newId(32), span_id: newId(16), op };
    },
    transaction(input) {
      if (!options.analyticsAllowed()) return false;
      if (transactionsSent >= maxTransactions || blocked('transaction')) return false;
      if (!(random() < options.tracesSampleRate)) return false;
      transactionsSent += 1;
      const current = scope();
      const event = transactionEvent(
        { ...current, trace: { ...current.trace, op: input.op, status: 'ok' } },
        { name: input.name, source: input.source, start: input.start, end: input.end, eventId: newId(32) },
      );
      send(
        envelope(event, {
          dsn: options.dsn,
          sentAt: now(),
          sampleRate: options.tracesSampleRate,
          sampled: true,
          transaction: input.name,
        }),
      );
      return true;
    },
    addBreadcrumb(crumb) {
      breadcrumbs.push({ ...crumb, timestamp: now() / 1000 });
      if (breadcrumbs.length > maxBreadcrumbs) breadcrumbs.shift();
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
