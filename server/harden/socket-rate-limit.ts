import { FULL_BUCKET, taken, type BucketEmptyAt } from '../edge/token-bucket.ts';
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
 * not earn a flood of notices back. Every live socket keeps one, so it is kept small: each
 * budget one number (token-bucket.ts), the chat budget and the last notice none until first
 * used (a bucket made at its first use is full, as an unused one would be by then, and most
 * sockets never chat or flood).
 */
export class SocketRate {
  private packets = FULL_BUCKET;
  private syncs = FULL_BUCKET;
  private chat: BucketEmptyAt | undefined;
  private lastNotice: number | undefined;

  constructor(private readonly address: string | undefined) {}

  judge(event: string, shared: SharedBudget, now = Date.now()): RateVerdict {
    const refused = this.refusal(event, shared, now);
    if (refused === undefined) return PASS;
    const [budget, why] = refused;
    if (this.lastNotice !== undefined && now - this.lastNotice < 1000) return { pass: false, budget };
    this.lastNotice = now;
    return { pass: false, budget, notice: notice(event, why) };
  }

  private refusal(event: string, shared: SharedBudget, now: number): [RateBudget, string] | undefined {
    const packets = taken(this.packets, RATE_LIMITS.packets, now);
    if (packets === undefined) return ['socket-messages', `too many messages: at most ${RATE_LIMITS.packets.perSecond} a second`];
    this.packets = packets;
    if (event === 'chat') {
      const chat = taken(this.chat ?? FULL_BUCKET, RATE_LIMITS.chat, now);
      if (chat === undefined) return ['socket-chat', `too many chat messages: at most ${RATE_LIMITS.chat.perSecond} a second`];
      this.chat = chat;
    }
    if (event === 'sync') {
      const syncs = taken(this.syncs, RATE_LIMITS.syncs, now);
      if (syncs === undefined) return ['socket-syncs', 'too many syncs: reload the match less often'];
      this.syncs = syncs;
    }
    const { address } = this;
    if (address === undefined) return undefined;
    if (!shared('messages', address)) return ['address-messages', 'too many messages from your address'];
    if (event === 'chat' && !shared('chat', address)) return ['address-chat', 'too many chat messages from your address'];
    if (event === 'sync' && !shared('syncs', address)) return ['address-syncs', 'too many match loads from your address'];
    return undefined;
  }
}
