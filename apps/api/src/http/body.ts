import type { Context } from 'hono';
import * as z from 'zod/mini';
import { declaredTooLarge, readCapped } from './capped.ts';
import { errorResponse, issuesOf } from './errors.ts';

/** Bodies of the customer and account calls are small; anything larger is refused before parsing. */
export const defaultMaxBodyBytes = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The body as text, or null when it is larger than `maxBytes`: refused by its declared length, else while it is
 * read, so that a chunked body without a length is never held whole before its size is known.
 */
async function readLimited(c: Context, maxBytes: number): Promise<string | null> {
  if (declaredTooLarge(c.req.header('content-length'), maxBytes)) return null;
  const bytes = await readCapped(c.req.raw.body, maxBytes);
  return bytes === null ? null : new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/**
 * Reads a JSON body and parses it with a contract schema: 415 for another content type, 413 beyond the limit,
 * 400 `invalid_body` with one issue per problem for malformed JSON or a value the schema refuses.
 */
export async function readJsonBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  maxBytes = defaultMaxBodyBytes,
): Promise<BodyResult<z.output<S>>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return {
      ok: false,
      response: errorResponse('unsupported_media_type', 'Send the body as application/json.'),
    };
  }
  const text = await readLimited(c, maxBytes);
  if (text === null) {
    return { ok: false, response: errorResponse('payload_too_large', `The body is larger than ${maxBytes} bytes.`) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: errorResponse('invalid_body', 'The body is not valid JSON.', [
        { path: '', code: 'other', message: 'Invalid JSON' },
      ]),
    };
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    return { ok: false, response: errorResponse('invalid_body', 'The body is not valid.', issuesOf(parsed.error)) };
  }
  return { ok: true, data: parsed.data };
}

/** Reads an `application/x-www-form-urlencoded` body (Auth.js style) into a plain record, same limits. */
export async function readFormBody(
  c: Context,
  maxBytes = defaultMaxBodyBytes,
): Promise<{ ok: true; data: Record<string, string> } | { ok: false; response: Response }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return {
      ok: false,
      response: errorResponse('unsupported_media_type', 'Send the body as application/x-www-form-urlencoded.'),
    };
  }
  const text = await readLimited(c, maxBytes);
  if (text === null) {
    return { ok: false, response: errorResponse('payload_too_large', `The body is larger than ${maxBytes} bytes.`) };
  }
  const data: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) data[key] = value;
  return { ok: true, data };
}
