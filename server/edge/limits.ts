import type { Rate } from './token-bucket.ts';

/**
 * What one address (a person, or a playtest group behind one NAT), one match and the whole
 * server may use. Every figure can be changed on `tablewright serve --limit name=value`.
 */
export interface ServerLimits {
  /** Socket connections open at once from one address. */
  socketsPerAddress: number;
  /** New socket connections from one address a minute. */
  connectsPerMinute: number;
  /** Socket messages a second from one address, all its sockets together. */
  messagesPerSecond: number;
  /** Syncs (a client loading or reloading a match) from one address a minute. */
  syncsPerMinute: number;
  /** Chat messages a second from one address. */
  chatPerSecond: number;
  /** Chat messages a second into one match, from everyone at it. */
  matchChatPerSecond: number;
  /** Sockets playing or watching one match. */
  socketsPerMatch: number;
  /** Matches created from one address a minute. */
  createsPerMinute: number;
  /** Matches created a minute on the whole server, from every address together. */
  createsPerMinuteTotal: number;
  /** Live matches in the store at once: not over, and with a move, a join or a leave within idleMatchMinutes. */
  liveMatchesTotal: number;
  /** HTTP requests a second from one address (pages, lobby calls, listings). */
  requestsPerSecond: number;
  /** Bots one address may have playing at once. */
  botsPerAddress: number;
  /** Bots playing on the whole server at once. */
  botsTotal: number;
  /** Minutes without a move, a join or a leave after which a match leaves the open list (it stays in the store). */
  idleMatchMinutes: number;
}

/**
 * Generous for ten people behind one NAT with a few tabs each; tight for one script. The totals
 * fit a playtest server on two cores: it kept 400 matches moving once a second each within its
 * latency goal (docs/server.md), and two creations a second is more than any playtest makes.
 */
export const DEFAULT_LIMITS: ServerLimits = {
  socketsPerAddress: 60,
  connectsPerMinute: 120,
  messagesPerSecond: 100,
  syncsPerMinute: 120,
  chatPerSecond: 5,
  matchChatPerSecond: 5,
  socketsPerMatch: 50,
  createsPerMinute: 20,
  createsPerMinuteTotal: 120,
  liveMatchesTotal: 400,
  requestsPerSecond: 50,
  botsPerAddress: 24,
  botsTotal: 200,
  idleMatchMinutes: 30,
};

export const LIMIT_HELP: Record<keyof ServerLimits, string> = {
  socketsPerAddress: 'socket connections open at once from one address',
  connectsPerMinute: 'new socket connections from one address a minute',
  messagesPerSecond: 'socket messages a second from one address',
  syncsPerMinute: 'match loads (sync) from one address a minute',
  chatPerSecond: 'chat messages a second from one address',
  matchChatPerSecond: 'chat messages a second into one match',
  socketsPerMatch: 'sockets playing or watching one match',
  createsPerMinute: 'matches created from one address a minute',
  createsPerMinuteTotal: 'matches created a minute on the whole server',
  liveMatchesTotal: 'matches not over and touched within idleMatchMinutes, on the whole server',
  requestsPerSecond: 'HTTP requests a second from one address',
  botsPerAddress: 'bots one address may have playing at once',
  botsTotal: 'bots playing on the whole server at once',
  idleMatchMinutes: 'minutes without a move, join or leave before a match leaves the open list',
};

/** A per-second figure allows a burst of a few seconds' worth. */
export const perSecond = (n: number): Rate => ({ burst: Math.max(1, n * 4), perSecond: n });

/** A per-minute figure allows the whole minute's worth at once, then refills evenly. */
export const perMinute = (n: number): Rate => ({ burst: Math.max(1, n), perSecond: n / 60 });

/** Parses `name=value` as `--limit` gives it; throws a sentence naming what to write instead. */
export function parseLimit(text: string, limits: ServerLimits): ServerLimits {
  const match = /^([A-Za-z]+)=(\d+)$/.exec(text);
  const names = Object.keys(DEFAULT_LIMITS) as (keyof ServerLimits)[];
  if (!match || !names.includes(match[1] as keyof ServerLimits)) {
    throw new Error(`--limit takes name=number, with a name among: ${names.join(', ')}; found '${text}'.`);
  }
  const value = Number(match[2]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--limit ${match[1]} must be a whole number of at least 1, not '${match[2]}'.`);
  return { ...limits, [match[1]]: value };
}
