import type { Hono } from 'hono';
import { errorResponse } from './errors.ts';

/**
 * A planned failure: the next `times` requests matching method and path answer `status` (and `body` and `headers`,
 * if given: a 429 or 503 with its `Retry-After`).
 */
interface Fault {
  method: string;
  path: string;
  status: number;
  times: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * Fault injection for end-to-end tests of retries and error states: `POST /api/dev/faults` with
 * `{ method, path, status, times?, body? }` makes the next matching requests fail; `DELETE /api/dev/faults` clears them;
 * `GET /api/dev/faults/hits` counts the requests each fault saw. Mounted only when FAULT_INJECTION is on, which the
 * configuration refuses in production.
 */
export function mountFaultInjection(app: Hono): void {
  let faults: Fault[] = [];
  const hits = new Map<string, number>();
  const key = (method: string, path: string) => `${method} ${path}`;

  app.post('/api/dev/faults', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return errorResponse('invalid_body', 'The body is not valid JSON.');
    }
    const { method, path, status, times, body: answer, headers } = (body ?? {}) as Partial<Fault>;
    if (
      typeof method !== 'string' ||
      typeof path !== 'string' ||
      !path.startsWith('/') ||
      typeof status !== 'number' ||
      status < 200 ||
      status > 599 ||
      (times !== undefined && (!Number.isInteger(times) || times < 1)) ||
      (answer !== undefined && typeof answer !== 'string') ||
      (headers !== undefined &&
        (typeof headers !== 'object' ||
          headers === null ||
          Object.values(headers).some((value) => typeof value !== 'string')))
    ) {
      return errorResponse(
        'invalid_body',
        'Expected { method, path, status: 200..599, times?: integer >= 1, body?: string, headers?: { name: string } }.',
      );
    }
    faults.push({
      method: method.toUpperCase(),
      path,
      status,
      times: times ?? 1,
      ...(answer === undefined ? {} : { body: answer }),
      ...(headers === undefined ? {} : { headers }),
    });
    hits.set(key(method.toUpperCase(), path), 0);
    return c.json({ success: true }, 201);
  });
  app.delete('/api/dev/faults', (c) => {
    faults = [];
    hits.clear();
    return c.json({ success: true });
  });
  app.get('/api/dev/faults/hits', (c) => c.json(Object.fromEntries(hits)));

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/dev/faults')) return next();
    const id = key(c.req.method, c.req.path);
    if (hits.has(id)) hits.set(id, (hits.get(id) ?? 0) + 1);
    const fault = faults.find((item) => item.method === c.req.method && item.path === c.req.path);
    if (fault === undefined) return next();
    fault.times -= 1;
    if (fault.times === 0) faults = faults.filter((item) => item !== fault);
    const answer =
      fault.body ?? JSON.stringify({ error: { code: 'injected_fault', message: `Injected ${fault.status}` } });
    return new Response(answer, {
      status: fault.status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...fault.headers },
    });
  });
}
