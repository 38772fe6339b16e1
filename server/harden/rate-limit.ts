import type { DropNotice } from './drop-notice.ts';

interface Rate {
  burst: number;
  perSecond: number;
}

export const RATE_LIMITS = {
  /** Any message. A person sends a move or a sync now and then; a script sends thousands,
   *  each a store read, and its moves queue up ahead of everyone else's in the match. */
  packets: { burst: 40, perSecond: 20 },
  /** Chat: people type. A script posting hundreds a second drowns the table talk. */
  chat: { burst: 10, perSecond: 2 },
};

/** A token bucket: `burst` messages at once, then `perSecond` on average. */
class Bucket {
  private tokens: number;
  private last: number;

  constructor(private readonly rate: Rate, now: number) {
    this.tokens = rate.burst;
    this.last = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.last) / 1000) * this.rate.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export type RateVerdict = { pass: true } | { pass: false; notice?: DropNotice };

/**
 * One socket's budget. A message over it is dropped; the sender is told at most once a
 * second, so a flood does not earn a flood of notices back.
 */
export function socketRateLimiter(now: () => number = Date.now): (event: string) => RateVerdict {
  const start = now();
  const packets = new Bucket(RATE_LIMITS.packets, start);
  const chat = new Bucket(RATE_LIMITS.chat, start);
  let lastNotice = Number.NEGATIVE_INFINITY;
  return (event) => {
    const time = now();
    const allowed = packets.take(time) && (event !== 'chat' || chat.take(time));
    if (allowed) return { pass: true };
    if (time - lastNotice < 1000) return { pass: false };
    lastNotice = time;
    const what = event === 'chat' ? `${RATE_LIMITS.chat.perSecond} chat messages` : `${RATE_LIMITS.packets.perSecond} messages`;
    return { pass: false, notice: { event, code: 'rate-limited', message: `too many messages: at most ${what} a second; this one was dropped` } };
  };
}
