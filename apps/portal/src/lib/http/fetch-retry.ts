// The few things the client needs on top of fetch (decision 013, which replaced ky by this file): a time-out per
// attempt and the retry of failing GETs, Retry-After included. No hooks, no JSON helpers: client.ts reads the
// answer itself.

/** GET answers retried by default (spec section 8); other methods are never retried. */
export const retryStatusCodes: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` says when to try again. */
const retryAfterStatusCodes = [429, 503];
/** A Retry-After longer than this is cut to it: no player waits longer for a retry. */
const maxRetryAfter = 5_000;
/** The longest pause between two attempts. */
const backoffLimit = 5_000;

export interface RetryOptions {
  /** How many times a failing GET is tried again. */
  limit: number;
  /** Milliseconds before the retry number `attempt` (from 1). @default 300 ms, doubling */
  delay?: (attempt: number) => number;
  /** Milliseconds each attempt may take. */
  timeout: number;
  fetch?: typeof fetch;
}

/** No answer within the time-out. */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

const defaultDelay = (attempt: number) => 300 * 2 ** (attempt - 1);

/** Milliseconds a `Retry-After` asks for (delay seconds or an HTTP date), or undefined when there is none. */
export function retryAfterDelay(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function pause(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, milliseconds);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** One attempt, aborted after `timeout` milliseconds (a `RequestTimeoutError`) or by the caller's signal. */
async function attempt(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const caller = init.signal ?? undefined;
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new RequestTimeoutError('The request timed out')), options.timeout);
  const signal = caller ? AbortSignal.any([caller, timer.signal]) : timer.signal;
  try {
    return await (options.fetch ?? globalThis.fetch)(url, { ...init, signal });
  } catch (error) {
    if (timer.signal.aborted && !caller?.aborted) throw new RequestTimeoutError('The request timed out');
    throw error;
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * Sends a request and resolves to the final answer, whatever its status. A GET answered with a status of
 * `retryStatusCodes`, or failing on the network, is sent again up to `limit` times; a time-out is not retried.
 * Rejects with `RequestTimeoutError`, fetch's own `TypeError` (the network) or the caller's abort reason.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const retries = init.method === 'GET' ? options.limit : 0;
  const delay = options.delay ?? defaultDelay;
  const signal = init.signal ?? undefined;
  for (let tried = 0; ; tried++) {
    let wait: number;
    try {
      const response = await attempt(url, init, options);
      if (tried >= retries || !retryStatusCodes.includes(response.status)) return response;
      const after = retryAfterStatusCodes.includes(response.status)
        ? retryAfterDelay(response.headers.get('retry-after'))
        : undefined;
      wait = after === undefined ? Math.min(backoffLimit, delay(tried + 1)) : Math.min(maxRetryAfter, after);
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (tried >= retries || !(error instanceof TypeError)) throw error;
      wait = Math.min(backoffLimit, delay(tried + 1));
    }
    await pause(wait, signal);
  }
}
