/** Headers of an answer that no cache may keep: a player's data, tokens, one-off results. */
export const noStoreHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A JSON answer that no cache keeps. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStoreHeaders, ...headers },
  });
}
