import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedBudgets } from '../../../server/cluster/shared-budgets.ts';
import { AddressBudgets } from '../../../server/edge/address-budgets.ts';
import { DEFAULT_LIMITS } from '../../../server/edge/limits.ts';
import { freshRedisDatabase, type SharedDatabase } from '../../support/shared-stores.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';

/** createsPerMinute = 6: a burst of 6, one back every 10 s; its counters are per 60 s window. */
const LIMITS = { ...DEFAULT_LIMITS, createsPerMinute: 6 };
const WINDOW_MS = 60_000;

describeWithRedis('budgets shared by two processes, round by round', () => {
  let db: SharedDatabase;
  const redises: Redis[] = [];
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    db = await freshRedisDatabase();
  });
  afterAll(async () => {
    for (const redis of redises) redis.disconnect();
    await db.stop();
  });

  /** A process's budgets and its share, whose rounds the test runs itself, on the test's clock. */
  function serverProcess(name: string) {
    const redis = new Redis(db.url, { maxRetriesPerRequest: 1 });
    redises.push(redis);
    const budgets = new AddressBudgets(LIMITS, now);
    const share = new SharedBudgets(redis, budgets, name, now);
    share.close();
    return { budgets, round: () => share.sync() };
  }
  type ServerProcess = ReturnType<typeof serverProcess>;

  /** `count` creations by the address, each allowed where it is made. */
  const create = (where: ServerProcess, address: string, count: number) => {
    for (let i = 0; i < count; i++) expect(where.budgets.take('creates', address), `creation ${i + 1} of ${count}`).toBe(true);
  };

  /** Six spent between them and only moments back since: one budget of six has none left on either. */
  const noneLeft = (a: ServerProcess, b: ServerProcess, address: string) => {
    expect(a.budgets.ready('creates', address), "a has heard of b's creations").toBe(false);
    expect(b.budgets.ready('creates', address), "b has heard of a's creations").toBe(false);
  };

  describe.each([
    ['inside one window', 30_000, '203.0.113.7'],
    ['across the end of a window: spending told just before it ends is still taken after', WINDOW_MS - 50, '203.0.113.8'],
  ])('%s', (_, start, ADDRESS) => {
    it('what one process spent is taken from the other\'s budget after a round of each', async () => {
      clock = 7 * WINDOW_MS + start;
      const [a, b] = [serverProcess(`a-${start}`), serverProcess(`b-${start}`)];
      create(a, ADDRESS, 3);
      await b.round();
      create(b, ADDRESS, 3);
      await a.round();
      await b.round();
      clock += 100;
      await a.round();
      await b.round();
      noneLeft(a, b, ADDRESS);
    });
  });

  it('a process that first meets an address just after a window ended takes what the other spent in it', async () => {
    const ADDRESS = '203.0.113.9';
    clock = 9 * WINDOW_MS - 50;
    const [a, b] = [serverProcess('a-end'), serverProcess('b-end')];
    create(a, ADDRESS, 3);
    await a.round();
    clock += 100;
    create(b, ADDRESS, 3);
    await b.round();
    await a.round();
    noneLeft(a, b, ADDRESS);
  });

  it('what the other spent in the window before counts less what has come back since it ended', async () => {
    const ADDRESS = '203.0.113.10';
    clock = 11 * WINDOW_MS - 1000;
    const [a, b] = [serverProcess('a-late'), serverProcess('b-late')];
    create(a, ADDRESS, 6);
    await a.round();
    // 45 s into the next window one budget would have 4.6 back, 3.6 after b's creation. b, which
    // meets the address now, holds a's six less the 4.5 back since the window ended against it:
    // three more, not four (five had it not read the window before; none had it held all six).
    clock = 11 * WINDOW_MS + 45_000;
    create(b, ADDRESS, 1);
    await b.round();
    const more = Array.from({ length: 5 }, () => b.budgets.take('creates', ADDRESS));
    expect(more).toEqual([true, true, true, false, false]);
  });
});
