import { Redis } from 'ioredis';
import { waitFor } from './raw-socket.ts';

// What server/cluster/shared-budgets.ts keeps in Redis: when each process last began a round of
// telling the others what each address spent, and each process's open sockets by address.
const PROCESSES = 'tablewright:processes';
const socketsKey = (process: string) => `tablewright:sockets:${process}`;

/**
 * The rounds in which server processes share their per-address budgets, watched in their Redis.
 * A test waits on the processes' own rounds rather than a guess at how long one takes.
 */
export function budgetRounds(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const began = async (): Promise<Map<string, number>> => {
    const flat = await redis.zrange(PROCESSES, 0, '-1', 'WITHSCORES');
    return new Map(flat.flatMap((v, i) => (i % 2 ? [] : [[v, Number(flat[i + 1])] as [string, number]])));
  };

  /** Every process has finished a round it began after `since`: it has begun the one after. */
  const roundsAfter = async (since: number, processes: string[]) => {
    const first = await waitFor(async () => {
      const now = await began();
      return processes.every((p) => (now.get(p) ?? 0) > since) && now;
    }, `${processes.length} processes to begin a round of sharing their budgets`);
    await waitFor(async () => {
      const now = await began();
      return processes.every((p) => (now.get(p) ?? 0) > first.get(p)!);
    }, `${processes.length} processes to finish a round of sharing their budgets`);
  };

  return {
    /**
     * Resolves once what every process had spent before the call is known to every other: each
     * has finished a round that told Redis, and then one that read it back.
     */
    async toldEachOther(): Promise<void> {
      const processes = [...(await began()).keys()];
      await roundsAfter(Date.now(), processes);
      await roundsAfter(Date.now(), processes);
    },
    /** The open sockets as the processes last told them, every address and process together. */
    async openSockets(): Promise<number> {
      const processes = [...(await began()).keys()];
      const counts = await Promise.all(processes.map((p) => redis.hvals(socketsKey(p))));
      return counts.flat().reduce((sum, n) => sum + Number(n), 0);
    },
    close: () => redis.quit(),
  };
}
