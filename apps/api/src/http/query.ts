import type { Context } from 'hono';

/**
 * The query of a request as a record without prototype (a key such as `__proto__` stays an ordinary key); a repeated
 * key becomes an array, which every schema refuses.
 */
export function queryRecord(c: Context): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = Object.create(null);
  const url = c.req.url;
  const question = url.indexOf('?');
  if (question === -1) return record;
  // A fragment is no part of the query (browsers never send one; a test's URL might).
  const hash = url.indexOf('#', question);
  for (const [key, value] of new URLSearchParams(url.slice(question + 1, hash === -1 ? undefined : hash))) {
    const previous = record[key];
    record[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return record;
}
