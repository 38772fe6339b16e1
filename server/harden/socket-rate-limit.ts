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
export type SharedBudget = (kind: 'messages' | 'chat' | 'syncs', address: string) => boolean;

/** A refusal names the budget it spent (server/observe/server-metrics.ts's BUDGET_NAMES). */
export type RateVerdict = { pass: true } | { pass: false; budget: RateBudget; notice?: DropNotice };

export type RateBudget = 'socket-messages' | 'socket-chat' | 'socket-syncs' | 'address-messages' | 'address-chat' | 'address-syncs';

const notice = (event: string, message: string): DropNotice => ({ event, code: 'rate-limited', message: `${message}; this one was dropped` });

const PASS: RateVerdict = { pass: true };

/**
 * One socket's budget, then its address's (none for the server's own bots: no `address`). A
 * message over either is dropped; the sender is told at most once a second, so a flood does
 * not earn a flood of notices back. The chat budget is made at the first chat line: full
 * then, as it would have been had it waited since the connection, and most sockets never chat.
 */
export class SocketRate {
  private readonly packets: TokenBucket;
  private readonly syncs: TokenBucket;
  private chat: TokenBucket | undefined;
  private lastNotice = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly address: string | undefined,
    private readonly shared: SharedBudget = () => true,
    private readonly now: () => number = Date.now,
  ) {
    const start = now();
    this.packets = new TokenBucket(RATE_LIMITS.packets, start);
    this.syncs = new TokenBucket(RATE_LIMITS.syncs, start);
  }

  judge(event: string): RateVerdict {
    const refused = this.refusal(event);
    if (refused === undefined) return PASS;
    const [budget, why] = refused;
    const time = this.now();
    if (time - this.lastNotice < 1000) return { pass: false, budget };
    this.lastNotice = time;
    return { pass: false, budget, notice: notice(event, why) };
  }

  private refusal(event: string): [RateBudget, string] | undefined {
    const time = this.now();
    if (!this.packets.take(time)) return ['socket-messages', `too many messages: at most ${RATE_LIMITS.packets.perSecond} a second`];
    if (event === 'chat' && !(this.chat ??= new TokenBucket(RATE_LIMITS.chat, time)).take(time)) return ['socket-chat', `too many chat messages: at most ${RATE_LIMITS.chat.perSecond} a second`];
    if (event === 'sync' && !this.syncs.take(time)) return ['socket-syncs', 'too many syncs: reload the match less often'];
    const { address } = this;
    if (address === undefined) return undefined;
    if (!this.shared('messages', address)) return ['address-messages', 'too many messages from your address'];
    if (event === 'chat' && !this.shared('chat', address)) return ['address-chat', 'too many chat messages from your address'];
    if (event === 'sync' && !this.shared('syncs', address)) return ['address-syncs', 'too many match loads from your address'];
    return undefined;
  }
}
