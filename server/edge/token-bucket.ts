/** A budget of `burst` at once, refilled at `perSecond`: the shape of every limit the server keeps. */
export interface Rate {
  burst: number;
  perSecond: number;
}

/**
 * A bucket as one number: the time (ms) at which it was, or would have been, empty. Its tokens
 * at `now` are what refilled since, at most the burst, so a bucket never used (FULL_BUCKET) is
 * full at any time. A budget held per connection or per socket keeps this number alone, not a
 * bucket object with its rate and two numbers (docs/server.md, heap per live match).
 */
export type BucketEmptyAt = number;

export const FULL_BUCKET: BucketEmptyAt = Number.NEGATIVE_INFINITY;

export const tokensAt = (emptyAt: BucketEmptyAt, rate: Rate, now: number): number => Math.min(rate.burst, ((now - emptyAt) / 1000) * rate.perSecond);

/** The bucket once `n` tokens are spent at `now`, into debt if need be. */
export const spent = (emptyAt: BucketEmptyAt, rate: Rate, now: number, n = 1): BucketEmptyAt => now - ((tokensAt(emptyAt, rate, now) - n) / rate.perSecond) * 1000;

/** The bucket with one token taken at `now`, or undefined when it has none. */
export const taken = (emptyAt: BucketEmptyAt, rate: Rate, now: number): BucketEmptyAt | undefined =>
  tokensAt(emptyAt, rate, now) < 1 ? undefined : spent(emptyAt, rate, now);

export class TokenBucket {
  private emptyAt = FULL_BUCKET;

  constructor(private readonly rate: Rate) {}

  /** Takes one token if there is one. */
  take(now: number): boolean {
    const after = taken(this.emptyAt, this.rate, now);
    if (after === undefined) return false;
    this.emptyAt = after;
    return true;
  }

  /** Takes `n` tokens spent elsewhere (another process's share of the same budget), into debt if need be. */
  debit(n: number, now: number): void {
    this.emptyAt = spent(this.emptyAt, this.rate, now, n);
  }

  /** Seconds until a token is there again (0 when one is). */
  wait(now: number): number {
    const tokens = tokensAt(this.emptyAt, this.rate, now);
    return tokens >= 1 ? 0 : (1 - tokens) / this.rate.perSecond;
  }

  /** Whether the bucket is back to its full burst: an idle client's state can then be forgotten. */
  full(now: number): boolean {
    return tokensAt(this.emptyAt, this.rate, now) >= this.rate.burst;
  }
}
