import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { json } from '../http/answers.ts';
import { refuseOtherMethods } from '../http/errors.ts';
import { queryParams } from '../http/input.ts';
import { handle } from '../http/refusal.ts';
import { search } from './search.ts';

/** `GET /api/search` (decision 032): public, no token, answered from the database on every call. */
export function mountSearch(app: Hono, context: ServerContext): void {
  const endpoint = endpoints.search;
  app.get(
    endpoint.path,
    handle(async (c) => json(await search(context.db, queryParams(c, endpoint.query)))),
  );
  refuseOtherMethods(app, [endpoint]);
}
