import { TokenBucket, type Rate } from './token-bucket.ts';

/** One token bucket per key (an address, a match), forgotten once it has refilled. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(this.rate)));
    return bucket.take(this.now());
  }

  /** Whether the key has a token now, taking none. */
  ready(key: string): boolean {
    return (this.buckets.get(key)?.wait(this.now()) ?? 0) === 0;
  }

  /** Takes `n` tokens spent elsewhere from the key's bucket. */
  debit(key: string, n: number): void {
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(this.rate)));
    bucket.debit(n, this.now());
  }

  /** The keys with a bucket: those that acted lately. */
  keys(): IterableIterator<string> {
    return this.buckets.keys();
  }

  /** Whole seconds until `key` may act again, for a Retry-After header. */
  retryAfter(key: string): number {
    return Math.max(1, Math.ceil(this.buckets.get(key)?.wait(this.now()) ?? 0));
  }

  /** Drops the buckets that are full again: a key that comes back starts from a full bucket anyway. */
  sweep(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}
