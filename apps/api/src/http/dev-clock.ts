import type { Hono } from 'hono';
import { errorResponse } from './errors.ts';

/** At most a year ahead: enough for every link and session lifetime, too little to overflow a date. */
const maxOffsetMs = 365 * 24 * 3600 * 1000;

export interface DevClock {
  /** The server's clock: the real one plus the offset the tests set. */
  now: () => number;
  /** `GET|PUT|DELETE /api/dev/clock`. */
  mount(app: Hono): void;
}

/**
 * A clock that end-to-end tests can move forward, so that expiries (mailed links, tokens, locks) are tested without
 * waiting: `PUT /api/dev/clock` with `{ offsetMs }` (0 to a year), `DELETE` back to real time, `GET` reads it.
 * Mounted only with FAULT_INJECTION, which the configuration refuses in production.
 */
export function createDevClock(base: () => number = Date.now): DevClock {
  let offsetMs = 0;
  const now = () => base() + offsetMs;
  return {
    now,
    mount(app) {
      const state = () => ({ now: new Date(now()).toISOString(), offsetMs });
      app.get('/api/dev/clock', (c) => c.json(state()));
      app.put('/api/dev/clock', async (c) => {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return errorResponse('invalid_body', 'The body is not valid JSON.');
        }
        const offset = (body as { offsetMs?: unknown } | null)?.offsetMs;
        if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > maxOffsetMs) {
          return errorResponse('invalid_body', `Expected { offsetMs: integer from 0 to ${maxOffsetMs} }.`);
        }
        offsetMs = offset;
        return c.json(state());
      });
      app.delete('/api/dev/clock', (c) => {
        offsetMs = 0;
        return c.json(state());
      });
    },
  };
}
