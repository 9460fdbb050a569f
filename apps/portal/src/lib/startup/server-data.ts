// The values a server drew a signed-in page with (decision 063), in the page as a JSON data block: the browser's
// store starts with them, so that its first render, the hydration, draws what the server drew, and its reads find
// them fresh rather than asking again.
import type { DataScope, SeededEntries } from '../data/store';

/** The id of the page's data block (`<script type="application/json">`, which no browser runs). */
export const serverDataId = 'portal-data';

const scopes: readonly DataScope[] = ['site', 'player'];

/**
 * The entries of the page's data block; none when it has none, or when it is not entries (the page's reads then load
 * as on any page: the hydration draws placeholders where the server drew values, and React draws the page anew).
 */
export function readServerData(document: Pick<Document, 'getElementById'>): SeededEntries {
  const text = document.getElementById(serverDataId)?.textContent;
  if (!text) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const entries: Record<string, SeededEntries[string]> = {};
  for (const [name, entry] of Object.entries(body)) {
    const { scope, value } = (entry ?? {}) as { scope?: unknown; value?: unknown };
    if (!scopes.includes(scope as DataScope) || value === undefined) return {};
    entries[name] = { scope: scope as DataScope, value };
  }
  return entries;
}

/** The JSON of a data block, safe inside `<script>`: no `<` that could close it, no line separator JavaScript rejects. */
export function serverDataJson(entries: SeededEntries): string {
  return JSON.stringify(entries)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
