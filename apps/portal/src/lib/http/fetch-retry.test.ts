import { describe, expect, test, vi } from 'vitest';
import { fetchWithRetry, RequestTimeoutError, retryAfterDelay } from './fetch-retry';

/** A fetch answering the given statuses in turn (the last one again once they run out). */
function answering(...answers: (number | { status: number; headers: Record<string, string> } | Error)[]) {
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response(null, { status: answer });
    return new Response(null, answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const noDelay = () => 0;

describe('fetch with retries', () => {
  test('a GET answered 503 is sent again once by default, and the second answer is the result', async () => {
    const { fetch, calls } = answering(503, 200);
    const response = await fetchWithRetry('/x', { method: 'GET' }, { limit: 1, timeout: 1000, delay: noDelay, fetch });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  test('the final failing answer is returned, not thrown, after the retries', async () => {
    const { fetch, calls } = answering(500);
    const response = await fetchWithRetry('/x', { method: 'GET' }, { limit: 2, timeout: 1000, delay: noDelay, fetch });
    expect(response.status).toBe(500);
    expect(calls).toHaveLength(3);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is never retried', async (method) => {
    const { fetch, calls } = answering(503, 200);
    const response = await fetchWithRetry('/x', { method }, { limit: 1, timeout: 1000, delay: noDelay, fetch });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  test('a status outside the list (404, 400) is not retried', async () => {
    const { fetch, calls } = answering(404, 200);
    const response = await fetchWithRetry('/x', { method: 'GET' }, { limit: 1, timeout: 1000, delay: noDelay, fetch });
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  test('a network failure (TypeError) of a GET is retried; other errors are not', async () => {
    const network = answering(new TypeError('Failed to fetch'), 200);
    const ok = await fetchWithRetry('/x', { method: 'GET' }, { limit: 1, timeout: 1000, delay: noDelay, ...network });
    expect(ok.status).toBe(200);
    const bug = answering(new RangeError('bug'), 200);
    await expect(
      fetchWithRetry('/x', { method: 'GET' }, { limit: 1, timeout: 1000, delay: noDelay, ...bug }),
    ).rejects.toBeInstanceOf(RangeError);
    expect(bug.calls).toHaveLength(1);
  });

  test('an attempt without an answer in time is a RequestTimeoutError, not retried', async () => {
    let attempts = 0;
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        attempts++;
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    await expect(
      fetchWithRetry('/x', { method: 'GET' }, { limit: 1, timeout: 10, delay: noDelay, fetch: hanging }),
    ).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(attempts).toBe(1);
  });

  test("the caller's abort rejects with the caller's reason", async () => {
    const controller = new AbortController();
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const pending = fetchWithRetry(
      '/x',
      { method: 'GET', signal: controller.signal },
      { limit: 1, timeout: 1000, delay: noDelay, fetch: hanging },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('the pause before a retry doubles from 300 ms, and a Retry-After of a 429 or 503 replaces it (at most 5 s)', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, calls } = answering(502, 502, { status: 429, headers: { 'retry-after': '60' } }, 200);
      const pending = fetchWithRetry('/x', { method: 'GET' }, { limit: 3, timeout: 60_000, fetch });
      await vi.advanceTimersByTimeAsync(299);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(600);
      expect(calls).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(calls).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  test('Retry-After is read as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterDelay('2', now)).toBe(2000);
    expect(retryAfterDelay('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterDelay('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterDelay('soon', now)).toBeUndefined();
    expect(retryAfterDelay(null, now)).toBeUndefined();
  });
});
