import { spent, taken, tokensAt, type BucketEmptyAt } from '../edge/token-bucket.ts';

/**
 * A connection sending far beyond what any socket may use is a script, not a player: the
 * per-socket budget would drop its messages one by one, but decoding them still costs.
 */
export const CONNECTION_PACKETS = { burst: 1000, perSecond: 200 };

/**
 * The same in characters: a player sends a move, a sync or a chat line now and then, a few
 * hundred characters each. Counting packets alone let a connection send 200 of 100 KB a
 * second, every one read, unmasked and parsed as JSON on the event loop before any budget
 * dropped it: eight such connections from one address slowed another match's moves to a p50
 * of 93 ms (bench:attack big-packets).
 */
export const CONNECTION_CHARACTERS = { burst: 64 * 1024, perSecond: 16 * 1024 };

/** Thrown for a message over its connection's budgets: socket.io closes a connection whose decoder throws. */
export class ConnectionFlood extends Error {
  constructor() {
    super(`more than ${CONNECTION_PACKETS.perSecond} messages or ${CONNECTION_CHARACTERS.perSecond} characters a second, beyond any player's`);
  }
}

/**
 * One connection's budgets, two numbers kept by the connection's decoder (json-only-parser.ts),
 * which reads every message before socket.io decodes it: no object or listener of their own.
 */
export interface FloodBudget {
  packets: BucketEmptyAt;
  characters: BucketEmptyAt;
}

/** Counts a message of `length` characters against the connection's budgets; throws ConnectionFlood once either is spent. */
export function countMessage(budget: FloodBudget, length: number, now: number): void {
  budget.characters = spent(budget.characters, CONNECTION_CHARACTERS, now, length);
  const packets = taken(budget.packets, CONNECTION_PACKETS, now);
  if (packets === undefined || tokensAt(budget.characters, CONNECTION_CHARACTERS, now) < 1) throw new ConnectionFlood();
  budget.packets = packets;
}
