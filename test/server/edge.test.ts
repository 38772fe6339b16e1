import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AddressBudgets } from '../../server/edge/address-budgets.ts';
import { budgetKey, clientAddress } from '../../server/edge/client-address.ts';
import { DEFAULT_LIMITS, parseLimit } from '../../server/edge/limits.ts';
import { hostProblem, originProblem } from '../../server/edge/origin-policy.ts';

const policy = { allowedHosts: ['play.example.org'], allowedOrigins: ['https://friends.example.org'] };
const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('who a client is', () => {
  it('an IPv6 client is counted by its /64, an IPv4-mapped one as IPv4', () => {
    expect(budgetKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(budgetKey('2001:db8:1:2::99')).toBe('2001:db8:1:2::/64');
    expect(budgetKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(budgetKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(budgetKey('10.0.0.7')).toBe('10.0.0.7');
  });

  it('X-Forwarded-For counts only behind a trusted proxy, and then its last entry (the one the proxy wrote)', () => {
    const forged = request('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' });
    expect(clientAddress(forged, false)).toBe('127.0.0.1');
    expect(clientAddress(forged, true)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});

describe('which names and pages the server answers', () => {
  it('IP literals, localhost and listed names are served; any other name is refused with what to write', () => {
    for (const host of ['127.0.0.1:8000', '[::1]:8000', '192.168.1.20', 'localhost:5173', 'PLAY.example.org']) {
      expect(hostProblem(host, policy), host).toBeUndefined();
    }
    expect(hostProblem('rebind.attacker.example:8000', policy)).toMatch(/--allowed-host rebind.attacker.example/);
  });

  it('an origin is accepted when it is the server’s own, a localhost dev server, or allowed; never "null"', () => {
    expect(originProblem(undefined, 'x', policy)).toBeUndefined();
    expect(originProblem('http://192.168.1.20:8000', '192.168.1.20:8000', policy)).toBeUndefined();
    expect(originProblem('http://localhost:5173', '127.0.0.1:8000', policy)).toBeUndefined();
    expect(originProblem('https://friends.example.org', '127.0.0.1:8000', policy)).toBeUndefined();
    expect(originProblem('null', '127.0.0.1:8000', policy)).toMatch(/not accepted/);
    expect(originProblem('https://evil.example', '127.0.0.1:8000', policy)).toMatch(/--allowed-origin https:\/\/evil.example/);
  });
});

describe('budgets', () => {
  it('--limit takes a known name and a whole number of at least 1, and says what to write otherwise', () => {
    expect(parseLimit('socketsPerMatch=12', DEFAULT_LIMITS).socketsPerMatch).toBe(12);
    expect(() => parseLimit('sockets=12', DEFAULT_LIMITS)).toThrow(/a name among: socketsPerAddress, /);
    expect(() => parseLimit('socketsPerMatch=0', DEFAULT_LIMITS)).toThrow(/at least 1/);
    expect(() => parseLimit('socketsPerMatch', DEFAULT_LIMITS)).toThrow(/name=number/);
  });

  it('an address shares one budget across everything it opens, refills with time, and is forgotten once full again', () => {
    let now = 0;
    const budgets = new AddressBudgets({ ...DEFAULT_LIMITS, createsPerMinute: 2, socketsPerAddress: 2 }, () => now);
    expect([budgets.take('creates', 'a'), budgets.take('creates', 'a'), budgets.take('creates', 'a')]).toEqual([true, true, false]);
    expect(budgets.take('creates', 'b')).toBe(true);
    expect(budgets.retryAfter('creates', 'a')).toBe(30);
    now += 30_000;
    expect(budgets.take('creates', 'a')).toBe(true);
    expect([budgets.openSocket('a'), budgets.openSocket('a'), budgets.openSocket('a')]).toEqual([true, true, false]);
    budgets.closeSocket('a');
    expect(budgets.openSocket('a')).toBe(true);
    budgets.close();
  });
});
