import { describe, expect, test } from 'vitest';
import { guardFailed, pageNotFound } from '../../errors';
import { type CapturedError, CaptureQueue, listenToGlobalErrors } from './capture';
import {
  botRefusedMessage,
  createErrorReporter,
  type ErrorReporterOptions,
  isIgnoredError,
  parseRateLimits,
} from './reporter';

interface SentRequest {
  url: string;
  init: RequestInit;
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  event: Record<string, unknown>;
}

/** A tunnel stand-in: records every envelope, answers what the test says. */
function fakeTunnel() {
  const tunnel = {
    sent: [] as SentRequest[],
    answer: () => new Response('{"id":"x"}', { status: 200 }) as Response,
    fetch: async (url: string, init: RequestInit) => {
      const [header = '', item = '', event = ''] = String(init.body).split('\n');
      tunnel.sent.push({ url, init, header: JSON.parse(header), item: JSON.parse(item), event: JSON.parse(event) });
      return tunnel.answer();
    },
  };
  return tunnel;
}

function setup(overrides: Partial<ErrorReporterOptions> = {}) {
  const tunnel = fakeTunnel();
  const state = { analytics: false, user: '42' as string | undefined, time: 1_700_000_000_000 };
  let ids = 0;
  const reporter = createErrorReporter({
    dsn: 'https://key@errors.test/7',
    tunnel: '/api/monitoring',
    release: 'build-1',
    environment: 'production',
    tracesSampleRate: 1,
    analyticsAllowed: () => state.analytics,
    userId: () => state.user,
    url: () => 'https://portal.test/en-GB/support?q=1',
    origin: 'https://portal.test',
    tags: () => ({ locale: 'en-GB' }),
    fetch: tunnel.fetch,
    now: () => state.time,
    random: () => 0.5,
    newId: (length) => String(++ids).padStart(length, '0'),
    ...overrides,
  });
  return { tunnel, state, reporter };
}

const captured = (error: unknown, extra: Partial<CapturedError> = {}): CapturedError => ({
  error,
  mechanism: 'onerror',
  handled: false,
  time: 1_700_000_000_000,
  url: 'https://portal.test/en-GB/support?q=1',
  ...extra,
});

describe('the error reporter', () => {
  test('posts an envelope to the tunnel, without credentials and without a user before consent', async () => {
    const { tunnel, reporter } = setup();
    expect(reporter.capture(captured(new Error('boom')))).toBe(true);
    await reporter.flush();
    expect(tunnel.sent).toHaveLength(1);
    const [request] = tunnel.sent;
    expect(request?.url).toBe('/api/monitoring');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.credentials).toBe('omit');
    expect(request?.header).toMatchObject({ dsn: 'https://key@errors.test/7', sent_at: '2023-11-14T22:13:20.000Z' });
    expect(request?.item.type).toBe('event');
    expect(request?.event).toMatchObject({
      release: 'build-1',
      level: 'error',
      request: { url: 'https://portal.test/en-GB/support' },
      tags: { locale: 'en-GB' },
      exception: { values: [{ type: 'Error', value: 'boom', mechanism: { type: 'onerror', handled: false } }] },
    });
    expect(request?.event.user).toBeUndefined();
  });

  test('with consent to analytics, the signed-in player id goes with the event', async () => {
    const { tunnel, reporter, state } = setup();
    state.analytics = true;
    reporter.capture(captured(new Error('with consent')));
    state.user = undefined;
    reporter.capture(captured(new Error('signed out')));
    await reporter.flush();
    expect(tunnel.sent.map((request) => request.event.user)).toEqual([{ id: '42' }, undefined]);
  });

  test("ignores the spec's bot refusal, 404s and aborts; sends each error object once", async () => {
    const { tunnel, reporter } = setup();
    expect(reporter.capture(captured(new Error(botRefusedMessage)))).toBe(false);
    expect(reporter.capture(captured(botRefusedMessage))).toBe(false);
    expect(reporter.capture(captured(pageNotFound('/en-GB/nope')))).toBe(false);
    expect(reporter.capture(captured(guardFailed('/en-GB/newsletter/1')))).toBe(false);
    expect(reporter.capture(captured({ status: 404, statusText: 'Not Found', internal: true, data: '' }))).toBe(false);
    expect(reporter.capture(captured(new DOMException('The operation was aborted.', 'AbortError')))).toBe(false);
    const error = new Error('twice');
    expect(reporter.capture(captured(error))).toBe(true);
    expect(reporter.capture(captured(error, { mechanism: 'route-boundary' }))).toBe(false);
    await reporter.flush();
    expect(
      tunnel.sent.map((request) => (request.event.exception as { values: Array<{ value: string }> }).values[0]?.value),
    ).toEqual(['twice']);
    expect(isIgnoredError(new Error(`Refused: ${botRefusedMessage}`))).toBe(true);
  });

  test('at most maxErrors per page', async () => {
    const { tunnel, reporter } = setup({ maxErrors: 3 });
    for (let index = 0; index < 10; index++) reporter.capture(captured(new Error(`error ${index}`)));
    await reporter.flush();
    expect(tunnel.sent).toHaveLength(3);
  });

  test('backs off after 429 for Retry-After seconds, and per category with X-Sentry-Rate-Limits', async () => {
    const { tunnel, reporter, state } = setup();
    tunnel.answer = () => new Response('', { status: 429, headers: { 'retry-after': '30' } });
    reporter.capture(captured(new Error('first')));
    await reporter.flush();
    tunnel.answer = () => new Response('{}', { status: 200 });
    expect(reporter.capture(captured(new Error('held back')))).toBe(false);
    state.time += 30_000;
    expect(reporter.capture(captured(new Error('after')))).toBe(true);
    await reporter.flush();

    state.analytics = true;
    tunnel.answer = () =>
      new Response('{}', { status: 200, headers: { 'x-sentry-rate-limits': '60:transaction:key' } });
    reporter.capture(captured(new Error('limits transactions')));
    await reporter.flush();
    expect(reporter.transaction({ name: '/x', source: 'url', op: 'navigation', start: 0, end: 1 })).toBe(false);
    expect(reporter.capture(captured(new Error('errors still go')))).toBe(true);
    expect(parseRateLimits('60:error;transaction:organization, 10::key, nonsense')).toEqual(
      new Map([
        ['error', 60],
        ['transaction', 60],
        ['all', 10],
      ]),
    );
  });

  test('a tunnel that fails does not throw and is not reported', async () => {
    const { reporter } = setup({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(reporter.capture(captured(new Error('offline')))).toBe(true);
    await expect(reporter.flush()).resolves.toBeUndefined();
  });

  test('transactions only with consent to analytics, sampled by the rate, in the current trace', async () => {
    const { tunnel, reporter, state } = setup();
    const navigation = {
      name: '/{locale}/login',
      source: 'route' as const,
      op: 'navigation' as const,
      start: 1000,
      end: 3000,
    };
    expect(reporter.transaction(navigation)).toBe(false);
    state.analytics = true;
    reporter.startTrace('navigation');
    expect(reporter.transaction(navigation)).toBe(true);
    reporter.capture(captured(new Error('during the navigation')));
    await reporter.flush();
    const [transaction, error] = tunnel.sent;
    expect(transaction?.item.type).toBe('transaction');
    expect(transaction?.event).toMatchObject({
      type: 'transaction',
      transaction: '/{locale}/login',
      start_timestamp: 1,
      timestamp: 3,
      contexts: { trace: { op: 'navigation', status: 'ok' } },
    });
    const traceOf = (request: SentRequest | undefined) =>
      (request?.event.contexts as { trace?: { trace_id?: string } } | undefined)?.trace?.trace_id;
    expect(traceOf(error)).toMatch(/^[0-9]{32}$/);
    expect(traceOf(error)).toBe(traceOf(transaction));
    const unsampled = setup({ tracesSampleRate: 0.25 });
    unsampled.state.analytics = true;
    expect(unsampled.reporter.transaction(navigation)).toBe(false);
  });

  test('breadcrumbs: the last 20 go with an error', async () => {
    const { tunnel, reporter } = setup();
    for (let index = 0; index < 25; index++) {
      reporter.addBreadcrumb({ category: 'navigation', data: { from: `/a${index}`, to: `/b${index}` } });
    }
    reporter.capture(captured(new Error('after moves')));
    await reporter.flush();
    const crumbs = (tunnel.sent[0]?.event.breadcrumbs as { values: Array<{ data: { to: string } }> } | undefined)
      ?.values;
    expect(crumbs).toHaveLength(20);
    expect(crumbs?.[0]?.data.to).toBe('/b5');
  });
});

describe('capturing before the reporter is ready', () => {
  test('the queue keeps errors up to its limit, then hands them on in order, then every later one', () => {
    const queue = new CaptureQueue(2);
    queue.push(captured('a'));
    queue.push(captured('b'));
    queue.push(captured('c'));
    expect(queue.size).toBe(2);
    const received: unknown[] = [];
    queue.drainTo((entry) => received.push(entry.error));
    queue.push(captured('d'));
    expect(received).toEqual(['a', 'b', 'd']);
    queue.close();
    queue.push(captured('e'));
    expect(received).toEqual(['a', 'b', 'd']);
  });

  test('uncaught errors and unhandled rejections are captured with their mechanism', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const target = {
      location: { href: 'https://portal.test/en-GB/' },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    const seen: CapturedError[] = [];
    const stop = listenToGlobalErrors(
      target as never,
      (entry) => seen.push(entry),
      () => 7,
    );
    const thrown = new Error('uncaught');
    listeners.get('error')?.({ error: thrown, message: 'uncaught' });
    // A script of another origin: the browser gives only a message.
    listeners.get('error')?.({ error: null, message: 'Script error.', filename: '', lineno: 0, colno: 0 });
    listeners.get('unhandledrejection')?.({ reason: 'rejected' });
    expect(seen.map((entry) => [entry.mechanism, entry.handled, entry.time, entry.url])).toEqual([
      ['onerror', false, 7, 'https://portal.test/en-GB/'],
      ['onerror', false, 7, 'https://portal.test/en-GB/'],
      ['onunhandledrejection', false, 7, 'https://portal.test/en-GB/'],
    ]);
    expect(seen[0]?.error).toBe(thrown);
    expect((seen[1]?.error as Error | undefined)?.message).toBe('Script error.');
    expect(seen[2]?.error).toBe('rejected');
    stop();
    expect(listeners.size).toBe(0);
  });
});
