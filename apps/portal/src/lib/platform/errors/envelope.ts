// Error-report events and the envelope that carries them, in the error-reporting service's own format (Sentry
// envelopes): a header line with the DSN and `sent_at`, then per item a header line and the item's JSON.
// https://develop.sentry.dev/sdk/data-model/envelopes/
import { parseStack, type StackFrame, scrubUrls, withoutQuery, withoutSecrets } from './stack';

/** How the portal names itself to the service. */
export const sdkInfo = { name: 'mynacon.portal', version: '1.0.0' } as const;

/** Longest message kept; the service cuts longer ones anyway. */
const maxMessageLength = 8192;
/** Errors linked by `cause` that are reported with the one thrown. */
const maxCauses = 5;

/** One exception of an event, the innermost cause first. */
export interface ExceptionValue {
  type: string;
  value: string;
  stacktrace?: { frames: StackFrame[] };
  mechanism: { type: string; handled: boolean };
}

export interface Breadcrumb {
  /** Seconds since the epoch. */
  timestamp: number;
  category: string;
  message?: string;
  data?: Record<string, string>;
}

/** The trace an event or a transaction belongs to. */
export interface TraceContext {
  trace_id: string;
  span_id: string;
  op?: string;
  status?: string;
}

interface EventBase {
  event_id: string;
  /** Seconds since the epoch. */
  timestamp: number;
  platform: 'javascript';
  release: string;
  environment: string;
  sdk: typeof sdkInfo;
  request: { url: string; headers?: Record<string, string> };
  tags: Record<string, string>;
  contexts: { trace: TraceContext };
  /** Only with the player's consent to analytics (spec: no identifiers before consent). */
  user?: { id: string };
}

export interface ErrorEvent extends EventBase {
  level: 'error';
  exception: { values: ExceptionValue[] };
  breadcrumbs?: { values: Breadcrumb[] };
}

export interface TransactionEvent extends EventBase {
  type: 'transaction';
  transaction: string;
  transaction_info: { source: 'route' | 'url' };
  start_timestamp: number;
  spans: never[];
}

/** What every event of a page shares. */
export interface EventScope {
  release: string;
  environment: string;
  /** The page's address; its query and fragment are dropped. */
  url: string;
  origin: string;
  userAgent?: string;
  tags: Record<string, string>;
  trace: TraceContext;
  user?: { id: string } | undefined;
}

/** `length` random hexadecimal digits (32 for event and trace ids, 16 for span ids). */
export function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

function truncate(text: string): string {
  return text.length > maxMessageLength ? `${text.slice(0, maxMessageLength - 1)}…` : text;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The exceptions of a thrown value and its causes, innermost cause first, as the format orders them. */
export function exceptionValues(
  thrown: unknown,
  mechanism: { type: string; handled: boolean },
  origin: string,
): ExceptionValue[] {
  const values: ExceptionValue[] = [];
  const seen = new Set<unknown>();
  let current: unknown = thrown;
  while (values.length <= maxCauses && current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error || (typeof current === 'object' && 'message' in current && 'name' in current)) {
      const error = current as Error;
      const frames = parseStack(typeof error.stack === 'string' ? error.stack : undefined, origin);
      const value: ExceptionValue = {
        type: String(error.name || 'Error'),
        value: truncate(scrubUrls(String(error.message ?? ''))),
        mechanism,
      };
      if (frames.length > 0) value.stacktrace = { frames };
      values.push(value);
      current = (error as { cause?: unknown }).cause;
    } else {
      const isRejection = mechanism.type === 'onunhandledrejection';
      values.push({
        type: isRejection ? 'UnhandledRejection' : 'Error',
        value: truncate(
          scrubUrls(
            `Non-Error ${isRejection ? 'promise rejection' : 'exception'} captured with value: ${describe(current)}`,
          ),
        ),
        mechanism,
      });
      current = undefined;
    }
  }
  return values.reverse();
}

function base(scope: EventScope, eventId: string, timestamp: number): EventBase {
  const event: EventBase = {
    event_id: eventId,
    timestamp,
    platform: 'javascript',
    release: scope.release,
    environment: scope.environment,
    sdk: sdkInfo,
    request: {
      url: withoutQuery(scope.url),
      ...(scope.userAgent ? { headers: { 'User-Agent': scope.userAgent } } : {}),
    },
    tags: { ...scope.tags },
    contexts: { trace: { ...scope.trace } },
  };
  if (scope.user) event.user = { id: scope.user.id };
  return event;
}

/** The event of one error. `time` in milliseconds since the epoch. */
export function errorEvent(
  scope: EventScope,
  input: { error: unknown; mechanism: string; handled: boolean; time: number; eventId: string },
  breadcrumbs: Breadcrumb[] = [],
): ErrorEvent {
  const event: ErrorEvent = {
    ...base(scope, input.eventId, input.time / 1000),
    level: 'error',
    exception: {
      values: exceptionValues(input.error, { type: input.mechanism, handled: input.handled }, scope.origin),
    },
  };
  if (breadcrumbs.length > 0) event.breadcrumbs = { values: breadcrumbs.map((crumb) => ({ ...crumb })) };
  return event;
}

/** The event of one page load or navigation. Times in milliseconds since the epoch. */
export function transactionEvent(
  scope: EventScope,
  input: { name: string; source: 'route' | 'url'; start: number; end: number; eventId: string },
): TransactionEvent {
  return {
    ...base(scope, input.eventId, input.end / 1000),
    type: 'transaction',
    transaction: input.name,
    transaction_info: { source: input.source },
    start_timestamp: input.start / 1000,
    spans: [],
  };
}

/** The public key of a DSN (`https://<key>@host/<project>`), for the trace header. */
export function publicKeyOf(dsn: string): string | undefined {
  try {
    return new URL(dsn).username || undefined;
  } catch {
    return undefined;
  }
}

/** A `JSON.stringify` replacer that takes the secrets out of every string. */
function scrubSecrets(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? withoutSecrets(value) : value;
}

/**
 * The envelope of one event: the header (event id, DSN, `sent_at`, SDK and the trace's sampling context), the
 * item header with the item's type and byte length, and the event.
 */
export function envelope(
  event: ErrorEvent | TransactionEvent,
  options: { dsn: string; sentAt: number; sampleRate: number; sampled: boolean; transaction?: string },
): string {
  const type = 'type' in event ? event.type : 'event';
  const publicKey = publicKeyOf(options.dsn);
  const header = {
    event_id: event.event_id,
    sent_at: new Date(options.sentAt).toISOString(),
    dsn: options.dsn,
    sdk: sdkInfo,
    trace: {
      trace_id: event.contexts.trace.trace_id,
      ...(publicKey ? { public_key: publicKey } : {}),
      release: event.release,
      environment: event.environment,
      sample_rate: String(options.sampleRate),
      sampled: String(options.sampled),
      ...(options.transaction ? { transaction: options.transaction } : {}),
    },
  };
  // Last, whatever a text holds (the page's address, a message, a breadcrumb, a route name): no newsletter id.
  const payload = JSON.stringify(event, scrubSecrets);
  const length = new TextEncoder().encode(payload).length;
  return `${JSON.stringify(header, scrubSecrets)}\n${JSON.stringify({ type, length, content_type: 'application/json' })}\n${payload}\n`;
}
