// Route modules declare their calls through the contract (decision 054): `route` takes the contract's endpoint, so
// the method and path are the contract's, and records it for the 405 guard of its path. A handler refuses by
// throwing a `Refusal` (`handle` and the app's error handler turn it into the answer), never by returning an error.
import type { Endpoint } from '@mynacon/contract';
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { refuseOtherMethods } from './errors.ts';
import { handle } from './refusal.ts';

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The endpoints registered on each app, for `mountMethodGuards`. */
const registered = new WeakMap<Hono, Endpoint[]>();

/** Records `endpoint` for the method guards and gives its path as Hono writes it (`{id}` → `:id`). */
export function declare(app: Hono, endpoint: Endpoint): string {
  registered.set(app, [...(registered.get(app) ?? []), endpoint]);
  return honoPath(endpoint.path);
}

/** Registers a call of the contract: its middleware in order, then `work` (a `Refusal` it raises becomes the answer). */
export function route<C extends Context = Context>(
  app: Hono,
  endpoint: Endpoint,
  middleware: readonly MiddlewareHandler[],
  work: (c: C) => Promise<Response> | Response,
): void {
  const handlers = [...middleware, handle(work)] as unknown as [Handler, ...Handler[]];
  app.on(endpoint.method, [declare(app, endpoint)], ...handlers);
}

/** Other methods on the paths registered so far answer 405 with `Allow` instead of 404. */
export function mountMethodGuards(app: Hono): void {
  refuseOtherMethods(app, registered.get(app) ?? []);
}
