/** The cookie holding a cross-login token from another site of the publisher (spec section 4). */
export const crossLoginCookieName = 'mynacon_xlogin';
/** The second cross-site session cookie, cleared with the first. */
export const crossSessionCookieName = 'mynacon_xsession';

/** Reads and removes cookies; the session store takes one so that tests need no document. */
export interface CookieJar {
  get(name: string): string | undefined;
  remove(name: string): void;
}

/** The value of a cookie in a `document.cookie` string, decoded; undefined when absent or empty. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}

/**
 * The domains a cookie may have been set for from this host: the host itself and each parent domain
 * (`portal.publisher.com` → `portal.publisher.com`, `publisher.com`). A cross-site cookie is usually set on a
 * parent domain and only goes away when removed with that same domain.
 */
export function cookieDomains(hostname: string): string[] {
  if (hostname === '' || /^[0-9.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let index = 0; index < labels.length - 1; index++) domains.push(labels.slice(index).join('.'));
  return domains;
}

/** The document's cookies. Removal is tried without a domain and for every parent domain of the page's host. */
export function documentCookieJar(doc: Document): CookieJar {
  return {
    get: (name) => readCookie(doc.cookie, name),
    remove(name) {
      const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
      doc.cookie = expired;
      for (const domain of cookieDomains(doc.location?.hostname ?? '')) doc.cookie = `${expired}; Domain=${domain}`;
    },
  };
}
