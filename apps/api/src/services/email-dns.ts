import { Resolver } from 'node:dns/promises';
import { LruCache } from '../http/prepared.ts';

/** The answer of `POST /api/email-dns-validation`: `success` false means the check could not be made. */
export interface EmailDnsAnswer {
  success: boolean;
  isValid: boolean;
}

type Outcome = 'valid' | 'invalid' | 'failed';

export interface EmailDnsCheckerOptions {
  /** `Resolver.setServers` entries; empty: the system's resolvers. */
  servers: readonly string[];
  /** Deadline of one whole check in milliseconds. */
  timeoutMs: number;
  /** Seconds a definite answer is reused; 0: never. */
  cacheTtl: number;
  now: () => number;
  /** Domains remembered at most (least recently used dropped first). @default 10000 */
  maxEntries?: number;
}

/** Checks whether a domain can receive mail, with a per-domain cache and one lookup in flight per domain. */
export interface EmailDnsChecker {
  check(domain: string): Promise<EmailDnsAnswer>;
}

type Settled<T> = { ok: true; value: T } | { ok: false; code: string };

async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, code: String((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN') };
  }
}

/** NXDOMAIN (ENOTFOUND) and "no record of this type" (ENODATA) are answers; everything else is a failure. */
const isDefinite = (result: Settled<unknown>) => result.ok || result.code === 'ENODATA' || result.code === 'ENOTFOUND';

/**
 * One lookup on its own resolver, so that the deadline can cancel exactly its queries: MX first; a null MX
 * (RFC 7505, exchange `.`) means the domain takes no mail and is not followed by an address lookup; without MX,
 * an A or AAAA record means the domain's host takes mail itself (RFC 5321 section 5.1).
 */
async function lookup(domain: string, servers: readonly string[], timeoutMs: number): Promise<Outcome> {
  const resolver = new Resolver({ timeout: Math.max(10, Math.floor(timeoutMs / 2)), tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  const deadline = setTimeout(() => resolver.cancel(), timeoutMs);
  try {
    const mx = await settle(resolver.resolveMx(domain));
    if (mx.ok && mx.value.length > 0) {
      return mx.value.some((record) => record.exchange !== '' && record.exchange !== '.') ? 'valid' : 'invalid';
    }
    if (!mx.ok && mx.code === 'ENOTFOUND') return 'invalid';
    if (!isDefinite(mx)) return 'failed';
    const [a, aaaa] = await Promise.all([settle(resolver.resolve4(domain)), settle(resolver.resolve6(domain))]);
    if ((a.ok && a.value.length > 0) || (aaaa.ok && aaaa.value.length > 0)) return 'valid';
    return isDefinite(a) && isDefinite(aaaa) ? 'invalid' : 'failed';
  } finally {
    clearTimeout(deadline);
  }
}

/** The checker behind the e-mail DNS validation call. */
export function createEmailDnsChecker(options: EmailDnsCheckerOptions): EmailDnsChecker {
  const cache = new LruCache<{ valid: boolean; expiresAt: number }>(options.maxEntries ?? 10_000);
  const inFlight = new Map<string, Promise<Outcome>>();

  const remember = (domain: string, valid: boolean) => {
    if (options.cacheTtl > 0) cache.set(domain, { valid, expiresAt: options.now() + options.cacheTtl * 1000 });
  };

  return {
    async check(input) {
      const domain = input.toLowerCase().replace(/\.$/, '');
      const cached = cache.get(domain);
      if (cached !== undefined && cached.expiresAt > options.now()) return { success: true, isValid: cached.valid };
      let pending = inFlight.get(domain);
      if (pending === undefined) {
        pending = lookup(domain, options.servers, options.timeoutMs).finally(() => inFlight.delete(domain));
        inFlight.set(domain, pending);
      }
      const outcome = await pending;
      if (outcome === 'failed') return { success: false, isValid: false };
      remember(domain, outcome === 'valid');
      return { success: true, isValid: outcome === 'valid' };
    },
  };
}
