/** Every attacker socket binds this source address; Linux routes all of 127.0.0.0/8 to lo. */
export const ATTACKER_ADDRESS = '127.0.0.2';

export interface AttackTarget {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  /** Epoch ms by which the attack stops sending. */
  deadline: number;
}

/** One phase: attacks until its deadline (or its own bound) and says, line by line, what got through. */
export type Attack = (target: AttackTarget) => Promise<string[]>;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export const before = (deadline: number) => Date.now() < deadline;

/** Counts of outcomes by label, shown as `400×12, 429×3`. */
export class Tally {
  private readonly counts = new Map<string, number>();

  static of(labels: string[]): Tally {
    const tally = new Tally();
    for (const label of labels) tally.add(label);
    return tally;
  }

  add(label: string | number, n = 1): void {
    this.counts.set(String(label), (this.counts.get(String(label)) ?? 0) + n);
  }

  /** Adds another tally's counts to this one's. */
  merge(other: Tally): this {
    for (const [label, n] of other.counts) this.add(label, n);
    return this;
  }

  get(label: string | number): number {
    return this.counts.get(String(label)) ?? 0;
  }

  toString(): string {
    return [...this.counts].map(([label, n]) => `${label}×${n}`).join(', ') || 'none';
  }
}

/** `median M, max X` of some counts, or `none` when there are none. */
export function spread(values: number[]): string {
  if (values.length === 0) return 'none';
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)}`;
}

/** Runs `work` on each item with at most `limit` at once. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
