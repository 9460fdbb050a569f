const blockedProtocols = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);
const base = 'https://relative.invalid';

/**
 * Returns the href when it is safe to render, or `undefined` for `javascript:`, `data:`, `blob:` and
 * `vbscript:` URLs. Parsing with the URL parser, as browsers do, defeats tricks such as `java\tscript:`
 * or leading control characters.
 */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  try {
    return blockedProtocols.has(new URL(href, base).protocol) ? undefined : href;
  } catch {
    return undefined;
  }
}

/** True when the href is an http(s) address on another origin than the page's. */
export function isExternalHref(href: string, currentOrigin = globalThis.location?.origin ?? base): boolean {
  try {
    const url = new URL(href, currentOrigin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== currentOrigin;
  } catch {
    return false;
  }
}
