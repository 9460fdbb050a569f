// The client's transport rules (spec section 8), on a fetch of the test's own: which answers are tried again, how
// long it waits, the time-out per attempt and the caller's abort. `client.test.ts` checks the same client against
// the reference API.
import { type Endpoint, endpoint } from '@mynacon/contract';
import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient, type HttpClientOptions } from './client';
import { ApiRequestError, NetworkError } from './errors';

type Answer = number | { status: number; headers: Record<string, string> } | Error;

/** A fetch answering the given statuses in turn (the last one again once they run out). */
function answering(...answers: Answer[]) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input : new Request(input, init));
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : (answer as never);
    return status === 200
      ? new Response('{"ok":true}', { status, headers: { 'content-type': 'application/json', ...headers } })
      : new Response(null, { status, headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that never answers, until its signal aborts it. */
function hanging(onAttempt: () => void = () => undefined): typeof globalThis.fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      onAttempt();
      const signal = input instanceof Request ? input.signal : init?.signal;
      // As fetch does: a signal aborted before the call rejects at once.
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason));
    })) as typeof globalThis.fetch;
}

const call = (method: string): Endpoint =>
  endpoint({
    id: `test${method}`,
    method: method as Endpoint['method'],
    path: '/api/test/retry',
    summary: 'Test call',
    tag: 'site',
    source: 'chosen',
    status: 'served',
    auth: 'none',
    cached: false,
    response: z.object({ ok: z.boolean() }),
    errors: [],
  });
const get = call('GET');

const noDelay = () => 0;
const client = (options: HttpClientOptions) =>
  createHttpClient({ baseUrl: 'http://portal.test', retryDelay: noDelay, timeout: 1000, ...options });

describe('the HTTP client’s retries', () => {
  test('a GET answered 503 is sent again once by default, and the second answer is the result', async () => {
    const { fetch, calls } = answering(503, 200);
    await expect(client({ fetch }).call(get)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  test('the final failing answer is the error, after the retries', async () => {
    const { fetch, calls } = answering(500);
    await expect(client({ fetch, retryLimit: 2 }).call(get)).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(3);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is never retried', async (method) => {
    const { fetch, calls } = answering(503, 200);
    await expect(client({ fetch }).call(call(method))).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
  });

  test('a status outside the list (404, 400) is not retried', async () => {
    for (const status of [404, 400]) {
      const { fetch, calls } = answering(status, 200);
      const error = await client({ fetch })
        .call(get)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
  });

  test('a network failure (TypeError) of a GET is retried; other errors are not', async () => {
    const network = answering(new TypeError('Failed to fetch'), 200);
    await expect(client({ fetch: network.fetch }).call(get)).resolves.toEqual({ ok: true });
    expect(network.calls).toHaveLength(2);
    const bug = answering(new RangeError('bug'), 200);
    await expect(client({ fetch: bug.fetch }).call(get)).rejects.toBeInstanceOf(RangeError);
    expect(bug.calls).toHaveLength(1);
  });

  test('a network failure the retry does not cure is a NetworkError, not timed out', async () => {
    const { fetch, calls } = answering(new TypeError('Failed to fetch'));
    await expect(client({ fetch }).call(get)).rejects.toMatchObject({ name: 'NetworkError', timedOut: false });
    expect(calls).toHaveLength(2);
  });

  test('an attempt without an answer in time is a NetworkError that timed out, not retried', async () => {
    let attempts = 0;
    const error = await client({ fetch: hanging(() => attempts++), timeout: 10 })
      .call(get)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
    expect(attempts).toBe(1);
  });

  test("the caller's abort rejects with the caller's reason", async () => {
    for (const when of ['before the call', 'while waiting'] as const) {
      const controller = new AbortController();
      const fetch = hanging(() => (when === 'while waiting' ? setTimeout(() => controller.abort(), 5) : undefined));
      const pending = client({ fetch }).call(get, { signal: controller.signal });
      if (when === 'before the call') controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    }
  });

  test('the pause before a retry doubles from 300 ms, and a Retry-After of a 429 or 503 replaces it (at most 5 s)', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, calls } = answering(502, 502, { status: 429, headers: { 'retry-after': '60' } }, 200);
      const pending = createHttpClient({ baseUrl: 'http://portal.test', fetch, retryLimit: 3, timeout: 60_000 }).call(
        get,
      );
      await vi.advanceTimersByTimeAsync(299);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(600);
      expect(calls).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(calls).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  test('Retry-After is read as seconds or as an HTTP date', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    try {
      const { fetch, calls } = answering(
        { status: 503, headers: { 'retry-after': '2' } },
        { status: 503, headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' } },
        200,
      );
      const pending = createHttpClient({ baseUrl: 'http://portal.test', fetch, retryLimit: 2, timeout: 60_000 }).call(
        get,
      );
      await vi.advanceTimersByTimeAsync(1_999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      // Sent at 00:00:02, asked to wait until 00:00:05.
      await vi.advanceTimersByTimeAsync(2_999);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a refused write is not sent again, and its error carries the answer’s Retry-After for the page to word', async () => {
    const { fetch, calls } = answering({ status: 429, headers: { 'retry-after': '120' } });
    const error = await client({ fetch })
      .call(call('POST'))
      .catch((caught: unknown) => caught);
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).retryAfterSeconds).toBe(120);
  });
});
