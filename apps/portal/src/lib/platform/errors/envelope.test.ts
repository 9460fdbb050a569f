import { describe, expect, test } from 'vitest';
import { type EventScope, envelope, errorEvent, exceptionValues, randomHex, transactionEvent } from './envelope';
import { parseStack, scrubUrls } from './stack';

const origin = 'https://portal.test';

describe('stack traces', () => {
  test('Chromium: frames oldest first, names, lines and columns, queries dropped, own code marked', () => {
    const stack = [
      'TypeError: Cannot read properties of undefined',
      '    at renderProfile (https://portal.test/assets/routes-a1.js:12:345)',
      '    at async loadPage (https://portal.test/assets/index-b2.js?v=3:1:99)',
      '    at https://cdn.example.com/lib.js:4:5',
      '    at Array.map (<anonymous>)',
    ].join('\n');
    expect(parseStack(stack, origin)).toEqual([
      { filename: 'https://cdn.example.com/lib.js', function: '?', lineno: 4, colno: 5, in_app: false },
      { filename: 'https://portal.test/assets/index-b2.js', function: 'loadPage', lineno: 1, colno: 99, in_app: true },
      {
        filename: 'https://portal.test/assets/routes-a1.js',
        function: 'renderProfile',
        lineno: 12,
        colno: 345,
        in_app: true,
      },
    ]);
  });

  test('Firefox and Safari', () => {
    const stack = [
      'renderProfile@https://portal.test/assets/routes-a1.js:12:345',
      '@https://portal.test/x.js#top:1:2',
    ].join('\n');
    expect(parseStack(stack, origin)).toEqual([
      { filename: 'https://portal.test/x.js', function: '?', lineno: 1, colno: 2, in_app: true },
      {
        filename: 'https://portal.test/assets/routes-a1.js',
        function: 'renderProfile',
        lineno: 12,
        colno: 345,
        in_app: true,
      },
    ]);
  });

  test('no stack, an unreadable one, and the frame limit', () => {
    expect(parseStack(undefined, origin)).toEqual([]);
    expect(parseStack('just a message', origin)).toEqual([]);
    const long = Array.from({ length: 80 }, (_, index) => `    at f${index} (https://portal.test/a.js:${index + 1}:1)`);
    const frames = parseStack(long.join('\n'), origin);
    expect(frames).toHaveLength(50);
    // The newest calls are the ones kept.
    expect(frames.at(-1)?.function).toBe('f0');
  });

  test('URLs in texts lose their query and fragment (they can carry tokens and addresses)', () => {
    expect(
      scrubUrls(
        'GET https://portal.test/en-GB/customer/resetpassword?email=a%40b.c&token=secret failed (see http://x.test/#frag)',
      ),
    ).toBe('GET https://portal.test/en-GB/customer/resetpassword failed (see http://x.test/)');
  });
});

const scope: EventScope = {
  release: 'build-7',
  environment: 'production',
  url: 'https://portal.test/en-GB/customer/resetpassword?email=a%40b.c&token=secret#x',
  origin,
  userAgent: 'Test/1.0',
  tags: { locale: 'en-GB' },
  trace: { trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16), op: 'pageload' },
};

describe('events', () => {
  test('an error event: exception with stack, mechanism, request without query, trace, no user', () => {
    const error = new TypeError('boom at https://portal.test/x?token=1');
    error.stack = 'TypeError: boom\n    at fn (https://portal.test/assets/a.js:1:2)';
    const event = errorEvent(scope, {
      error,
      mechanism: 'onerror',
      handled: false,
      time: 1_700_000_000_500,
      eventId: 'c'.repeat(32),
    });
    expect(event).toEqual({
      event_id: 'c'.repeat(32),
      timestamp: 1_700_000_000.5,
      platform: 'javascript',
      level: 'error',
      release: 'build-7',
      environment: 'production',
      sdk: { name: 'mynacon.portal', version: '1.0.0' },
      request: { url: 'https://portal.test/en-GB/customer/resetpassword', headers: { 'User-Agent': 'Test/1.0' } },
      tags: { locale: 'en-GB' },
      contexts: { trace: { trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16), op: 'pageload' } },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'boom at https://portal.test/x',
            mechanism: { type: 'onerror', handled: false },
            stacktrace: {
              frames: [
                { filename: 'https://portal.test/assets/a.js', function: 'fn', lineno: 1, colno: 2, in_app: true },
              ],
            },
          },
        ],
      },
    });
    expect(JSON.stringify(event)).not.toContain('token');
    expect('user' in event).toBe(false);
  });

  test('a user id only when the scope has one; causes innermost first; values that are not errors', () => {
    const cause = new Error('socket closed');
    cause.stack = undefined;
    const error = new Error('The settings could not be loaded', { cause });
    error.stack = undefined;
    const event = errorEvent(
      { ...scope, user: { id: '42' } },
      { error, mechanism: 'route-boundary', handled: true, time: 0, eventId: 'd'.repeat(32) },
    );
    expect(event.user).toEqual({ id: '42' });
    expect(event.exception.values.map((value) => value.value)).toEqual([
      'socket closed',
      'The settings could not be loaded',
    ]);
    expect(exceptionValues('nope', { type: 'onunhandledrejection', handled: false }, origin)).toEqual([
      {
        type: 'UnhandledRejection',
        value: 'Non-Error promise rejection captured with value: nope',
        mechanism: { type: 'onunhandledrejection', handled: false },
      },
    ]);
    expect(exceptionValues({ code: 7 }, { type: 'onerror', handled: false }, origin)[0]?.value).toBe(
      'Non-Error exception captured with value: {"code":7}',
    );
    const looping = new Error('loop');
    (looping as { cause?: unknown }).cause = looping;
    expect(exceptionValues(looping, { type: 'onerror', handled: false }, origin)).toHaveLength(1);
  });

  test('a transaction event', () => {
    const event = transactionEvent(scope, {
      name: '/{locale}/login',
      source: 'route',
      start: 1000,
      end: 2500,
      eventId: 'e'.repeat(32),
    });
    expect(event).toMatchObject({
      type: 'transaction',
      transaction: '/{locale}/login',
      transaction_info: { source: 'route' },
      start_timestamp: 1,
      timestamp: 2.5,
      spans: [],
    });
  });
});

describe('envelopes', () => {
  test('header line with dsn and sent_at, item header with type and byte length, then the event', () => {
    const event = errorEvent(scope, {
      error: new Error('Déjà vu'),
      mechanism: 'onerror',
      handled: false,
      time: 0,
      eventId: 'f'.repeat(32),
    });
    const text = envelope(event, {
      dsn: 'https://public123@errors.example.com/42',
      sentAt: Date.UTC(2026, 0, 2, 3, 4, 5),
      sampleRate: 1,
      sampled: false,
    });
    const [header, item, payload, rest] = text.split('\n');
    expect(JSON.parse(header ?? '')).toEqual({
      event_id: 'f'.repeat(32),
      sent_at: '2026-01-02T03:04:05.000Z',
      dsn: 'https://public123@errors.example.com/42',
      sdk: { name: 'mynacon.portal', version: '1.0.0' },
      trace: {
        trace_id: 'a'.repeat(32),
        public_key: 'public123',
        release: 'build-7',
        environment: 'production',
        sample_rate: '1',
        sampled: 'false',
      },
    });
    expect(JSON.parse(item ?? '')).toEqual({
      type: 'event',
      length: new TextEncoder().encode(payload).length,
      content_type: 'application/json',
    });
    // Bytes, not characters: the accented letters count twice.
    expect(JSON.parse(item ?? '').length).toBeGreaterThan((payload ?? '').length);
    expect(JSON.parse(payload ?? '')).toEqual(event);
    expect(rest).toBe('');
  });

  test('a transaction item is typed as one, with its name in the trace header', () => {
    const event = transactionEvent(scope, {
      name: '/{locale}/',
      source: 'route',
      start: 0,
      end: 1,
      eventId: '1'.repeat(32),
    });
    const [header, item] = envelope(event, {
      dsn: 'https://k@h.test/1',
      sentAt: 0,
      sampleRate: 1,
      sampled: true,
      transaction: '/{locale}/',
    }).split('\n');
    expect(JSON.parse(item ?? '').type).toBe('transaction');
    expect(JSON.parse(header ?? '').trace).toMatchObject({ sampled: 'true', transaction: '/{locale}/' });
  });

  test('a newsletter preferences id leaves in no text: address, message, breadcrumb, frame, transaction', () => {
    const id = '0f'.repeat(32);
    const page = `https://portal.test/en-GB/newsletter/${id}`;
    const error = new TypeError(
      `Request failed: PUT https://portal.test/api/newsletter/preferences/${id.toUpperCase()}`,
    );
    error.stack = `TypeError: boom\n    at save (https://portal.test/assets/a.js#${id}:1:2)`;
    const event = errorEvent(
      { ...scope, url: page },
      { error, mechanism: 'onerror', handled: false, time: 0, eventId: 'c'.repeat(32) },
      [{ timestamp: 0, category: 'navigation', data: { from: '/en-GB/', to: `/en-GB/newsletter/${id}` } }],
    );
    const options = { dsn: 'https://k@h.test/1', sentAt: 0, sampleRate: 1, sampled: false };
    const text = envelope(event, options);
    expect(text.toLowerCase()).not.toContain(id);
    const payload = JSON.parse(text.split('\n')[2] ?? '');
    expect(payload.request.url).toBe('https://portal.test/en-GB/newsletter/{id}');
    expect(payload.exception.values[0].value).toBe(
      'Request failed: PUT https://portal.test/api/newsletter/preferences/{id}',
    );
    expect(payload.breadcrumbs.values[0].data.to).toBe('/en-GB/newsletter/{id}');
    // The ids of the format itself (32 and 16 digits) stay.
    expect(payload.event_id).toBe('c'.repeat(32));

    const unmatched = `/en-GB/newsletter/${id}`;
    const transaction = envelope(
      transactionEvent(
        { ...scope, url: page },
        { name: unmatched, source: 'url', start: 0, end: 1, eventId: '1'.repeat(32) },
      ),
      { ...options, sampled: true, transaction: unmatched },
    );
    expect(transaction).not.toContain(id);
    expect(JSON.parse(transaction.split('\n')[0] ?? '').trace.transaction).toBe('/en-GB/newsletter/{id}');
  });

  test('ids are random hexadecimal of the asked length', () => {
    const a = randomHex(32);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(16)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomHex(32)).not.toBe(a);
  });
});
