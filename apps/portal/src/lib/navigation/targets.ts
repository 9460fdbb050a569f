// Pure rules for where a navigation may go (spec section 8). `navigate.ts` applies them to the router.

const blockedProtocols = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);

/** Where a navigation would go, once checked. */
export type NavigationTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'protocol' | 'not-allowed' | 'invalid' };

/**
 * Classifies a target: a path or address on this origin is internal; an https address on an allowed host
 * (`externalLinkHosts` of the runtime configuration) is external; `javascript:`, `data:`, `blob:`, `vbscript:`
 * and every other address are refused. Parsing with the URL parser, as the browser does, defeats tricks such as
 * `java\tscript:`, `//evil.example` and `/\evil.example`.
 */
export function classifyTarget(
  target: string,
  currentOrigin: string,
  allowedHosts: readonly string[],
): NavigationTarget {
  let url: URL;
  try {
    url = new URL(target, currentOrigin);
  } catch {
    return { kind: 'refused', reason: 'invalid' };
  }
  if (blockedProtocols.has(url.protocol)) return { kind: 'refused', reason: 'protocol' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', reason: 'not-allowed' };
  if (url.origin === currentOrigin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  // Exactly an allowed host (no port, no credentials), and only over https.
  return url.protocol === 'https:' && url.port === '' && url.username === '' && allowedHosts.includes(url.hostname)
    ? { kind: 'external', url: url.href }
    : { kind: 'refused', reason: 'not-allowed' };
}

/**
 * A return address after sign-in: only a path on this site. `//evil`, `/\evil`, `https://…`, `javascript:` and
 * anything with control characters give `undefined`.
 */
export function safeReturnPath(value: string | null | undefined, currentOrigin: string): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  const target = classifyTarget(value, currentOrigin, []);
  return target.kind === 'internal' ? target.path : undefined;
}
