import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups ('::' filled in). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].map((g) => g.toLowerCase());
}

/**
 * The key an address's budgets are kept under: an IPv4-mapped IPv6 address as its IPv4
 * form, and an IPv6 address by its /64, since one host is usually given a whole /64 and
 * could otherwise take a fresh budget with every address in it.
 */
export function budgetKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address.split('%')[0]).slice(0, 4).join(':')}::/64`;
}

/**
 * Who sent a request, as a budget key. Behind a reverse proxy (`trustProxy`), the last
 * X-Forwarded-For entry: the address the proxy itself saw, which the client cannot forge.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  return budgetKey(last || req.socket.remoteAddress || 'unknown');
}
