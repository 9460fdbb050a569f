import type { Endpoint } from '@mynacon/contract';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { readFormBody, readJsonBody } from './body.ts';
import { issuesOf } from './errors.ts';
import { queryRecord } from './query.ts';
import { Refusal } from './refusal.ts';

/** Path parameters parsed with the endpoint's schema, or a 400 `invalid_path_parameter` naming each wrong one. */
export function pathParams<E extends Endpoint & { params: z.ZodMiniObject }>(
  c: Context,
  endpoint: E,
): z.output<E['params']> {
  const parsed = z.safeParse(endpoint.params, c.req.param());
  if (!parsed.success) {
    throw new Refusal('invalid_path_parameter', 'A path parameter is not valid.', issuesOf(parsed.error));
  }
  return parsed.data as z.output<E['params']>;
}

/** The query parsed with a schema, or a 400 `invalid_query` naming each wrong parameter. */
export function queryParams<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const parsed = z.safeParse(schema, queryRecord(c));
  if (!parsed.success) throw new Refusal('invalid_query', 'A query parameter is not valid.', issuesOf(parsed.error));
  return parsed.data;
}

/** The JSON body parsed with the endpoint's schema (415, 413 or 400 otherwise, see `readJsonBody`). */
export async function jsonBody<E extends Endpoint & { body: z.ZodMiniType }>(
  c: Context,
  endpoint: E,
  maxBytes?: number,
): Promise<z.output<E['body']>> {
  const result = await readJsonBody(c, endpoint.body, maxBytes);
  if (!result.ok) throw new Refusal(result.response);
  return result.data as z.output<E['body']>;
}

/** The `application/x-www-form-urlencoded` body as a record (415 or 413 otherwise, see `readFormBody`). */
export async function formBody(c: Context, maxBytes?: number): Promise<Record<string, string>> {
  const result = await readFormBody(c, maxBytes);
  if (!result.ok) throw new Refusal(result.response);
  return result.data;
}
