import { KeyedBuckets } from './keyed-buckets.ts';
import type { Rate } from './token-bucket.ts';
import { perMinute, perSecond, type ServerLimits } from './limits.ts';

export const ADDRESS_BUDGETS = ['connects', 'messages', 'syncs', 'chat', 'creates', 'requests'] as const;

export type AddressBudget = (typeof ADDRESS_BUDGETS)[number];

/**
 * Other processes' use of the same budgets (shared-budgets.ts): told of what this one spends and
 * of its open sockets, it answers how many sockets each address has open elsewhere.
 */
export interface BudgetShare {
  spent(kind: AddressBudget, address: string): void;
  socketsChanged(address: string, open: number): void;
  socketsElsewhere(address: string): number;
}

/**
 * What each address may still do: a budget per kind of request, shared by every socket and
 * request from that address, and a count of its open socket connections. A client that opens
 * a fresh socket, or a hundred, gets no fresh budget. With a BudgetShare, the budgets are the
 * address's across every process, and so is its count of sockets.
 */
export class AddressBudgets {
  private readonly rates: Record<AddressBudget, Rate>;
  private readonly buckets: Record<AddressBudget, KeyedBuckets>;
  private readonly sockets = new Map<string, number>();
  private readonly sweeper: ReturnType<typeof setInterval>;
  private share: BudgetShare | undefined;
  private refused: (budget: `address-${AddressBudget}` | 'address-sockets') => void = () => {};

  constructor(
    readonly limits: ServerLimits,
    now: () => number = Date.now,
  ) {
    this.rates = {
      connects: perMinute(limits.connectsPerMinute),
      messages: perSecond(limits.messagesPerSecond),
      syncs: perMinute(limits.syncsPerMinute),
      chat: perSecond(limits.chatPerSecond),
      creates: perMinute(limits.createsPerMinute),
      requests: perSecond(limits.requestsPerSecond),
    };
    this.buckets = Object.fromEntries(ADDRESS_BUDGETS.map((kind) => [kind, new KeyedBuckets(this.rates[kind], now)])) as Record<AddressBudget, KeyedBuckets>;
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  /** From now on the budgets are shared with the other processes `share` speaks for. */
  shareWith(share: BudgetShare): void {
    this.share = share;
  }

  /** Hears every refusal, by budget (the server's log and metrics). */
  onRefused(listener: (budget: `address-${AddressBudget}` | 'address-sockets') => void): void {
    this.refused = listener;
  }

  take(kind: AddressBudget, address: string): boolean {
    if (!this.buckets[kind].take(address)) {
      this.refused(`address-${kind}`);
      return false;
    }
    this.share?.spent(kind, address);
    return true;
  }

  /** Whether the address may spend one of this kind now, spending nothing; a no is a refusal. */
  ready(kind: AddressBudget, address: string): boolean {
    if (this.buckets[kind].ready(address)) return true;
    this.refused(`address-${kind}`);
    return false;
  }

  /** Tokens the address spent through other processes, taken from its budget here. */
  spentElsewhere(kind: AddressBudget, address: string, n: number): void {
    this.buckets[kind].debit(address, n);
  }

  /** The addresses that used a kind of budget lately. */
  activeAddresses(kind: AddressBudget): IterableIterator<string> {
    return this.buckets[kind].keys();
  }

  retryAfter(kind: AddressBudget, address: string): number {
    return this.buckets[kind].retryAfter(address);
  }

  /** Counts one more open socket connection; false, and not counted, when the address has its fill. */
  openSocket(address: string): boolean {
    const open = this.sockets.get(address) ?? 0;
    if (open + (this.share?.socketsElsewhere(address) ?? 0) >= this.limits.socketsPerAddress) {
      this.refused('address-sockets');
      return false;
    }
    this.sockets.set(address, open + 1);
    this.share?.socketsChanged(address, open + 1);
    return true;
  }

  closeSocket(address: string): void {
    const open = (this.sockets.get(address) ?? 1) - 1;
    if (open > 0) this.sockets.set(address, open);
    else this.sockets.delete(address);
    this.share?.socketsChanged(address, Math.max(0, open));
  }

  /** The address's open sockets, on every process that shares the budgets. */
  /** Whether the address already holds its sockets (here and, sharing budgets, elsewhere); a yes is a refusal. */
  socketsFull(address: string): boolean {
    if (this.openSockets(address) < this.limits.socketsPerAddress) return false;
    this.refused('address-sockets');
    return true;
  }

  openSockets(address: string): number {
    return (this.sockets.get(address) ?? 0) + (this.share?.socketsElsewhere(address) ?? 0);
  }

  /** The rate of a kind of budget, as each address's bucket has it. */
  rate(kind: AddressBudget): Rate {
    return this.rates[kind];
  }

  /** Forgets the budgets of addresses that have been quiet long enough to be full again. */
  sweep(): void {
    for (const buckets of Object.values(this.buckets)) buckets.sweep();
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
