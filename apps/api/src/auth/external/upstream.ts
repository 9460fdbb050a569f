import { readCapped } from '../../http/capped.ts';

/** Provider answers are small JSON or key-value documents; anything larger is not one of them. */
const maxAnswerBytes = 64 * 1024;

/** A provider could not be reached or answered something unusable: the caller answers 502 `bad_gateway`. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/** A provider's answer: its status and text. */
export interface ProviderAnswer {
  status: number;
  text: string;
}

/**
 * Calls a provider with a deadline; redirects are not followed (token, user-info and verification endpoints never
 * redirect) and the body is read up to 64 kB. Network errors, timeouts and oversized bodies throw
 * `ProviderUnavailable`; the status is the caller's to judge.
 */
export async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; form?: URLSearchParams },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const what = `${init.method} ${new URL(url).origin}${new URL(url).pathname}`;
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...init.headers,
      },
      ...(init.form === undefined ? {} : { body: init.form.toString() }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = await readCapped(response.body, maxAnswerBytes);
    if (bytes === null) throw new ProviderUnavailable(`${what} answered more than ${maxAnswerBytes} bytes`);
    return { status: response.status, text: new TextDecoder('utf-8', { fatal: false }).decode(bytes) };
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new ProviderUnavailable(`${what} failed (${reason})`);
  }
}

/** The answer's JSON object, or null when it is not one. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
