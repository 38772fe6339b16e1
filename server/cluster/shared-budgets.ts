import type { Redis } from 'ioredis';
import { ADDRESS_BUDGETS, type AddressBudget, type AddressBudgets, type BudgetShare } from '../edge/address-budgets.ts';

/** How often a process tells the others what each address spent, and hears what they spent. */
const SYNC_MS = 200;
/** A process's socket counts vanish once it has not told them for this long (it died). */
const SOCKETS_TTL_MS = 5000;

const PROCESSES = 'tablewright:processes';
const spentKey = (kind: AddressBudget, window: number, address: string) => `tablewright:spent:${kind}:${window}:${address}`;
const socketsKey = (process: string) => `tablewright:sockets:${process}`;

/**
 * The per-address budgets of several processes as one. Each process keeps its own token
 * buckets, so a request is judged at once, without a round trip; every 200 ms it adds what each
 * address spent here to a counter in Redis, and takes what the counter grew by elsewhere from
 * its own bucket for that address. An address spread over processes so gets the budget of
 * one, give or take what it can spend in 200 ms. Each process also keeps its count of open
 * sockets per address in Redis, told every round and dropped 5 s after a process stops
 * telling it (it died), and counts the others' in the address's cap.
 *
 * The counters are per window of the time a bucket takes to refill from empty: a process that
 * meets an address (or a new window) takes all the window's spending elsewhere so far, which is
 * at most a bucket's worth older than it need be, and, meeting the address, the window before's
 * less what has come back since it ended; it reads the window that ended all through the next,
 * for what others told it late. If Redis is away, each process keeps its own budgets alone.
 */
export class SharedBudgets implements BudgetShare {
  /** What each address spent here since the last round, by kind. */
  private readonly pending = new Map<AddressBudget, Map<string, number>>(ADDRESS_BUDGETS.map((kind) => [kind, new Map()]));
  /** Each counter's total when this process last read it. */
  private readonly seen = new Map<string, number>();
  private readonly sockets = new Map<string, number>();
  private elsewhere = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval>;
  private syncing = false;

  constructor(
    private readonly redis: Redis,
    private readonly budgets: AddressBudgets,
    private readonly process: string,
    private readonly now: () => number = Date.now,
  ) {
    budgets.shareWith(this);
    this.timer = setInterval(() => void this.sync().catch(() => undefined), SYNC_MS);
    this.timer.unref();
  }

  spent(kind: AddressBudget, address: string): void {
    const pending = this.pending.get(kind)!;
    pending.set(address, (pending.get(address) ?? 0) + 1);
  }

  socketsChanged(address: string, open: number): void {
    if (open > 0) this.sockets.set(address, open);
    else this.sockets.delete(address);
  }

  socketsElsewhere(address: string): number {
    return this.elsewhere.get(address) ?? 0;
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** One round: what was spent here goes out, what was spent elsewhere comes in. */
  async sync(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    try {
      await Promise.all([this.syncSpending(), this.syncSockets()]);
    } finally {
      this.syncing = false;
    }
  }

  private async syncSpending(): Promise<void> {
    const counters: { kind: AddressBudget; address: string; key: string; sent: number; refilled: number }[] = [];
    const batch = this.redis.pipeline();
    const now = this.now();
    for (const kind of ADDRESS_BUDGETS) {
      const { burst, perSecond } = this.budgets.rate(kind);
      const windowMs = Math.ceil((burst / perSecond) * 1000);
      const window = Math.floor(now / windowMs);
      const pending = this.pending.get(kind)!;
      for (const address of new Set([...this.budgets.activeAddresses(kind), ...pending.keys()])) {
        const key = spentKey(kind, window, address);
        const sent = pending.get(address) ?? 0;
        counters.push({ kind, address, key, sent, refilled: 0 });
        batch.incrby(key, sent).pexpire(key, 2 * windowMs);
        // Another process may add to the window that ended after this one last read it (its round
        // began before the end): the window before is read too, all through the next one. A
        // process that meets the address only in this window reads the one before as well, or an
        // address could spend a budget on one process as a window ends and another on the next
        // as it begins: what was spent there elsewhere counts, less what has come back since.
        const before = spentKey(kind, window - 1, address);
        const readBefore = this.seen.has(before);
        if (readBefore || !this.seen.has(key)) {
          const refilled = readBefore ? 0 : ((now - window * windowMs) / 1000) * perSecond;
          counters.push({ kind, address, key: before, sent: 0, refilled });
          batch.incrby(before, 0).pexpire(before, 2 * windowMs);
        }
      }
      pending.clear();
    }
    if (!counters.length) return this.seen.clear();
    const replies = (await batch.exec()) ?? [];
    const still = new Set<string>();
    counters.forEach(({ kind, address, key, sent, refilled }, i) => {
      const [error, total] = replies[2 * i] ?? [];
      if (error || typeof total !== 'number') return;
      still.add(key);
      const others = total - (this.seen.get(key) ?? 0) - sent - refilled;
      this.seen.set(key, total);
      if (others > 0) this.budgets.spentElsewhere(kind, address, others);
    });
    for (const key of this.seen.keys()) if (!still.has(key)) this.seen.delete(key);
  }

  private async syncSockets(): Promise<void> {
    const now = Date.now();
    const mine = socketsKey(this.process);
    // All of this process's counts at once, each time: a Redis that came back empty has them again.
    const batch = this.redis.multi().del(mine);
    if (this.sockets.size) batch.hset(mine, Object.fromEntries(this.sockets));
    batch.pexpire(mine, SOCKETS_TTL_MS).zadd(PROCESSES, now, this.process).zremrangebyscore(PROCESSES, 0, now - SOCKETS_TTL_MS);
    batch.zrangebyscore(PROCESSES, now - SOCKETS_TTL_MS, '+inf');
    const replies = (await batch.exec()) ?? [];
    const live = (replies.at(-1)?.[1] as string[] | undefined) ?? [];
    const others = live.filter((p) => p !== this.process);
    const reads = this.redis.pipeline();
    for (const other of others) reads.hgetall(socketsKey(other));
    const counts = others.length ? ((await reads.exec()) ?? []) : [];
    const elsewhere = new Map<string, number>();
    for (const [error, fields] of counts) {
      if (error) continue;
      for (const [address, open] of Object.entries(fields as Record<string, string>)) elsewhere.set(address, (elsewhere.get(address) ?? 0) + Number(open));
    }
    this.elsewhere = elsewhere;
  }
}
