import { isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * The client's IP address: the socket's peer, or, behind `trustedHops` reverse proxies, the entry of
 * `X-Forwarded-For` that the outermost trusted proxy wrote. Entries further left were written by the client and
 * are never believed. Undefined when unknown (requests made in memory, as tests do) or not an IP address.
 */
export function clientAddress(c: Context, trustedHops: number): string | undefined {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  let address = peer;
  if (trustedHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    // Each proxy appends the peer it saw: the last `trustedHops` entries are our proxies' and the first of those
    // names the client. Fewer entries means a request that skipped the outer proxies: the leftmost is still ours.
    if (forwarded.length > 0) address = forwarded[Math.max(0, forwarded.length - trustedHops)];
  }
  if (address === undefined || isIP(address) === 0) return undefined;
  return unmapped(address);
}
