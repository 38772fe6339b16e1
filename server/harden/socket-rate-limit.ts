import { TokenBucket } from '../edge/token-bucket.ts';
import type { DropNotice } from './drop-notice.ts';

export const RATE_LIMITS = {
  /** Any message. A person sends a move or a sync now and then; a script sends thousands,
   *  each a store read, and its moves queue up ahead of everyone else's in the match. */
  packets: { burst: 40, perSecond: 20 },
  /** Chat: people type. A script posting hundreds a second drowns the table talk. */
  chat: { burst: 10, perSecond: 2 },
  /** A client syncs when it opens a match or changes seat; each sync reads and sends the whole log. */
  syncs: { burst: 5, perSecond: 0.2 },
};

/** The budgets one socket shares with every other socket of its address. */
export type SharedBudget = (kind: 'messages' | 'chat' | 'syncs') => boolean;

/** A refusal names the budget it spent (server/observe/server-metrics.ts's BUDGET_NAMES). */
export type RateVerdict = { pass: true } | { pass: false; budget: RateBudget; notice?: DropNotice };

export type RateBudget = 'socket-messages' | 'socket-chat' | 'socket-syncs' | 'address-messages' | 'address-chat' | 'address-syncs';

const notice = (event: string, message: string): DropNotice => ({ event, code: 'rate-limited', message: `${message}; this one was dropped` });

/**
 * One socket's budget, then its address's. A message over either is dropped; the sender is
 * told at most once a second, so a flood does not earn a flood of notices back.
 */
export function socketRateLimiter(shared: SharedBudget = () => true, now: () => number = Date.now): (event: string) => RateVerdict {
  const start = now();
  const packets = new TokenBucket(RATE_LIMITS.packets, start);
  const chat = new TokenBucket(RATE_LIMITS.chat, start);
  const syncs = new TokenBucket(RATE_LIMITS.syncs, start);
  let lastNotice = Number.NEGATIVE_INFINITY;
  const refusal = (event: string): [RateBudget, string] | undefined => {
    const time = now();
    if (!packets.take(time)) return ['socket-messages', `too many messages: at most ${RATE_LIMITS.packets.perSecond} a second`];
    if (event === 'chat' && !chat.take(time)) return ['socket-chat', `too many chat messages: at most ${RATE_LIMITS.chat.perSecond} a second`];
    if (event === 'sync' && !syncs.take(time)) return ['socket-syncs', 'too many syncs: reload the match less often'];
    if (!shared('messages')) return ['address-messages', 'too many messages from your address'];
    if (event === 'chat' && !shared('chat')) return ['address-chat', 'too many chat messages from your address'];
    if (event === 'sync' && !shared('syncs')) return ['address-syncs', 'too many match loads from your address'];
    return undefined;
  };
  return (event) => {
    const refused = refusal(event);
    if (refused === undefined) return { pass: true };
    const [budget, why] = refused;
    const time = now();
    if (time - lastNotice < 1000) return { pass: false, budget };
    lastNotice = time;
    return { pass: false, budget, notice: notice(event, why) };
  };
}
