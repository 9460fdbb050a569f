import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { json } from '../http/answers.ts';
import { refuseOtherMethods } from '../http/errors.ts';
import { queryParams } from '../http/input.ts';
import { handle } from '../http/refusal.ts';
import { clientKey, requestLimits, requireTokens } from '../services/limits.ts';
import { search } from './search.ts';

/**
 * `GET /api/search` (decisions 032 and 044): public, no token, answered from the database on every call, within
 * each client address's search limit.
 */
export function mountSearch(app: Hono, context: ServerContext): void {
  const endpoint = endpoints.search;
  const { search: rule } = requestLimits(context).rules;
  const { maxMatches, timeoutMs } = context.config.search;
  const bounds = {
    maxMatches,
    // PGlite accepts `statement_timeout` but never cancels a statement: there the cap on matches bounds the work.
    statementTimeoutMs: context.config.databaseUrl === undefined ? 0 : timeoutMs,
  };
  app.get(
    endpoint.path,
    handle(async (c) => {
      await requireTokens(
        context,
        [[rule, clientKey(c, context)]],
        (seconds) => `Too many searches in a short time: try again in ${seconds} seconds.`,
      );
      return json(await search(context.db, queryParams(c, endpoint.query), bounds));
    }),
  );
  refuseOtherMethods(app, [endpoint]);
}
