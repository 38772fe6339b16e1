import { KeyedBuckets } from './keyed-buckets.ts';
import { perMinute, perSecond, type ServerLimits } from './limits.ts';

export type AddressBudget = 'connects' | 'messages' | 'syncs' | 'chat' | 'creates' | 'requests';

/**
 * What each address may still do: a budget per kind of request, shared by every socket and
 * request from that address, and a count of its open socket connections. A client that opens
 * a fresh socket, or a hundred, gets no fresh budget.
 */
export class AddressBudgets {
  private readonly buckets: Record<AddressBudget, KeyedBuckets>;
  private readonly sockets = new Map<string, number>();
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(
    readonly limits: ServerLimits,
    now: () => number = Date.now,
  ) {
    this.buckets = {
      connects: new KeyedBuckets(perMinute(limits.connectsPerMinute), now),
      messages: new KeyedBuckets(perSecond(limits.messagesPerSecond), now),
      syncs: new KeyedBuckets(perMinute(limits.syncsPerMinute), now),
      chat: new KeyedBuckets(perSecond(limits.chatPerSecond), now),
      creates: new KeyedBuckets(perMinute(limits.createsPerMinute), now),
      requests: new KeyedBuckets(perSecond(limits.requestsPerSecond), now),
    };
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  take(kind: AddressBudget, address: string): boolean {
    return this.buckets[kind].take(address);
  }

  retryAfter(kind: AddressBudget, address: string): number {
    return this.buckets[kind].retryAfter(address);
  }

  /** Counts one more open socket connection; false, and not counted, when the address has its fill. */
  openSocket(address: string): boolean {
    const open = this.sockets.get(address) ?? 0;
    if (open >= this.limits.socketsPerAddress) return false;
    this.sockets.set(address, open + 1);
    return true;
  }

  closeSocket(address: string): void {
    const open = (this.sockets.get(address) ?? 1) - 1;
    if (open > 0) this.sockets.set(address, open);
    else this.sockets.delete(address);
  }

  openSockets(address: string): number {
    return this.sockets.get(address) ?? 0;
  }

  /** Forgets the budgets of addresses that have been quiet long enough to be full again. */
  sweep(): void {
    for (const buckets of Object.values(this.buckets)) buckets.sweep();
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
