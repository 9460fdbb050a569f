import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Who may name the client: the reverse proxies in front of the server (`TRUSTED_PROXIES`, `TRUST_PROXY_HOPS`). */
export interface ProxyTrust {
  /** Proxies whose `X-Forwarded-For` entries are read, at most (0: the socket's peer is the client). */
  trustProxyHops: number;
  /** Addresses and CIDR ranges of those proxies: a peer outside them is the client, whatever it sends. */
  trustedProxies: readonly string[];
}

const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** An address or CIDR range (`10.0.0.0/8`, `2001:db8::/32`): its family, address and prefix; null when not valid. */
export function parseProxyEntry(entry: string): { family: 'ipv4' | 'ipv6'; address: string; prefix: number } | null {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { family: version === 4 ? 'ipv4' : 'ipv6', address, prefix };
}

const lists = new WeakMap<readonly string[], BlockList>();

function proxyList(entries: readonly string[]): BlockList {
  let list = lists.get(entries);
  if (list === undefined) {
    list = new BlockList();
    for (const entry of entries) {
      const parsed = parseProxyEntry(entry);
      if (parsed !== null) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    lists.set(entries, list);
  }
  return list;
}

/** Whether an address is one of the configured proxies. */
function isTrustedProxy(address: string, trust: ProxyTrust): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  const list = proxyList(trust.trustedProxies);
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6') || (version === 6 && list.check(unmapped(address)));
}

/** Whether the request came straight from one of the configured proxies (whose forwarded headers may be read). */
export function fromTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return trust.trustProxyHops > 0 && peer !== undefined && isTrustedProxy(peer, trust);
}

/**
 * The client's IP address: the socket's peer, or, when that peer is one of the configured proxies, the address
 * they forwarded: `X-Forwarded-For` is read from the right, each entry written by a trusted proxy naming the next
 * hop, for at most `trustProxyHops` entries, and the first address that is not a trusted proxy is the client.
 * Entries further left were written by the client and are never believed; so is the whole header when the peer is
 * not a configured proxy. Undefined when unknown (requests made in memory without a peer) or not an IP address.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string | undefined {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  let address = peer;
  if (fromTrustedProxy(c, trust)) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    for (let hop = 0; hop < trust.trustProxyHops && forwarded.length > 0; hop++) {
      address = forwarded.pop();
      if (address === undefined || !isTrustedProxy(address, trust)) break;
    }
  }
  if (address === undefined || isIP(address) === 0) return undefined;
  return unmapped(address);
}

/**
 * The key a client is counted under by the per-address limits: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's network: a single host can take any address in it).
 */
export function limitKeyOf(address: string | undefined): string | undefined {
  if (address === undefined || isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
