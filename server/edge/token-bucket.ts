/** A budget of `burst` at once, refilled at `perSecond`: the shape of every limit the server keeps. */
export interface Rate {
  burst: number;
  perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: Rate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Takes `n` tokens spent elsewhere (another process's share of the same budget), into debt if need be. */
  debit(n: number, now: number): void {
    this.refill(now);
    this.tokens -= n;
  }

  /** Seconds until a token is there again (0 when one is). */
  wait(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : (1 - this.tokens) / this.rate.perSecond;
  }

  /** Whether the bucket is back to its full burst: an idle client's state can then be forgotten. */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.rate.burst;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.last) / 1000) * this.rate.perSecond);
    this.last = now;
  }
}
