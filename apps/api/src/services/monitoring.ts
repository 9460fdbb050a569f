import type { ErrorCode } from '@mynacon/contract';
import { readCapped } from '../http/capped.ts';
import { type MonitoringDsn, parseDsn, type ServicesConfig } from './config.ts';

/** What the tunnel answers: the upstream's own answer, or one of our errors (nothing was sent or it failed). */
export type TunnelResult =
  | { kind: 'forwarded'; status: number; body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }
  | { kind: 'error'; code: ErrorCode; message: string };

/** Upstream headers the reporting SDK reads to back off; nothing else of the upstream's answer is passed on. */
const passedHeaders = ['content-type', 'retry-after', 'x-sentry-rate-limits'];

const maxAnswerBytes = 64 * 1024;

/**
 * The DSN an envelope names in its header (its first line, JSON with `dsn`), or an error message when the body is
 * not such an envelope.
 */
export function envelopeDsn(bytes: Uint8Array): { ok: true; dsn: MonitoringDsn } | { ok: false; message: string } {
  const newline = bytes.indexOf(0x0a);
  const headerBytes = newline === -1 ? bytes : bytes.subarray(0, newline);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(headerBytes));
  } catch {
    return { ok: false, message: 'The body is not an envelope: its first line is not a JSON header.' };
  }
  const dsnValue =
    typeof header === 'object' && header !== null && !Array.isArray(header)
      ? (header as { dsn?: unknown }).dsn
      : undefined;
  if (typeof dsnValue !== 'string') return { ok: false, message: 'The envelope header has no dsn.' };
  const dsn = parseDsn(dsnValue);
  if (dsn === null) return { ok: false, message: 'The envelope header’s dsn is not a valid DSN.' };
  return { ok: true, dsn };
}

/**
 * Forwards an envelope to the configured project, unchanged, only when its header names that project (host and
 * project id). The destination always comes from the configuration, never from the envelope, so the tunnel cannot
 * be pointed at another host. The client's cookies and authorisation never leave: the request is built afresh.
 */
export async function forwardEnvelope(
  config: ServicesConfig['monitoring'],
  envelope: Uint8Array<ArrayBuffer>,
  clientAddress: string | undefined,
): Promise<TunnelResult> {
  const configured = config.dsn;
  if (configured === undefined)
    return { kind: 'error', code: 'not_found', message: 'Error reporting is not configured.' };
  const named = envelopeDsn(envelope);
  if (!named.ok) return { kind: 'error', code: 'invalid_body', message: named.message };
  if (named.dsn.host !== configured.host || named.dsn.projectId !== configured.projectId) {
    return { kind: 'error', code: 'forbidden', message: 'The envelope is for another project.' };
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-sentry-envelope' };
  if (clientAddress !== undefined) headers['x-forwarded-for'] = clientAddress;
  try {
    const signal = AbortSignal.timeout(config.timeoutMs);
    const send = () =>
      fetch(configured.envelopeUrl, { method: 'POST', headers, body: envelope, redirect: 'manual', signal });
    // A kept-alive connection that the upstream closed just as it was reused fails before anything was answered
    // (seen in the tests' runs): sent once more on a new connection, within the same time limit. A report sent twice
    // is harmless; one lost is not.
    const response = await send().catch((error: unknown) => {
      if (!closedConnection(error)) throw error;
      return send();
    });
    // Only the upstream's verdicts on the envelope are passed on; its own failures (and redirects) are ours to name.
    if ((response.status < 200 || response.status >= 300) && (response.status < 400 || response.status >= 500)) {
      await response.body?.cancel();
      return {
        kind: 'error',
        code: 'bad_gateway',
        message: `The error-reporting service answered ${response.status}.`,
      };
    }
    const body = await readCapped(response.body, maxAnswerBytes);
    const passed: Record<string, string> = {};
    for (const name of passedHeaders) {
      const value = response.headers.get(name);
      if (value !== null) passed[name] = value;
    }
    return { kind: 'forwarded', status: response.status, body: body ?? new Uint8Array(0), headers: passed };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      kind: 'error',
      code: 'bad_gateway',
      message: timedOut
        ? 'The error-reporting service did not answer in time.'
        : 'The error-reporting service cannot be reached.',
    };
  }
}

/** True for fetch's failure on a connection the other side closed (undici's socket error), not for a time-out. */
function closedConnection(error: unknown): boolean {
  const cause = error instanceof TypeError ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}
