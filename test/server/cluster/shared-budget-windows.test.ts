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

  describe.each([
    ['inside one window', 30_000, '203.0.113.7'],
    ['across the end of a window: spending told just before it ends is still taken after', WINDOW_MS - 50, '203.0.113.8'],
  ])('%s', (_, start, ADDRESS) => {
    it('what one process spent is taken from the other\'s budget after a round of each', async () => {
      clock = 7 * WINDOW_MS + start;
      const [a, b] = [serverProcess(`a-${start}`), serverProcess(`b-${start}`)];
      for (let i = 0; i < 3; i++) expect(a.budgets.take('creates', ADDRESS)).toBe(true);
      await b.round();
      for (let i = 0; i < 3; i++) expect(b.budgets.take('creates', ADDRESS)).toBe(true);
      await a.round();
      await b.round();
      clock += 100;
      await a.round();
      await b.round();
      // Six spent between them, 0.01 back since: one budget of six has none left on either.
      expect(a.budgets.ready('creates', ADDRESS), 'a has heard of b\'s three').toBe(false);
      expect(b.budgets.ready('creates', ADDRESS), 'b has heard of a\'s three').toBe(false);
    });
  });

  it('a process that first meets an address just after a window ended takes what the other spent in it', async () => {
    const ADDRESS = '203.0.113.9';
    clock = 9 * WINDOW_MS - 50;
    const [a, b] = [serverProcess('a-end'), serverProcess('b-end')];
    for (let i = 0; i < 3; i++) expect(a.budgets.take('creates', ADDRESS)).toBe(true);
    await a.round();
    clock += 100;
    for (let i = 0; i < 3; i++) expect(b.budgets.take('creates', ADDRESS)).toBe(true);
    await b.round();
    await a.round();
    // Six spent between them, 0.01 back since: one budget of six has none left on either.
    expect(b.budgets.ready('creates', ADDRESS), 'b has heard of a\'s three from the window before').toBe(false);
    expect(a.budgets.ready('creates', ADDRESS), 'a has heard of b\'s three').toBe(false);
  });

  it('what the other spent in the window before counts less what has come back since it ended', async () => {
    const ADDRESS = '203.0.113.10';
    clock = 11 * WINDOW_MS - 1000;
    const [a, b] = [serverProcess('a-late'), serverProcess('b-late')];
    for (let i = 0; i < 6; i++) expect(a.budgets.take('creates', ADDRESS)).toBe(true);
    await a.round();
    // 45 s into the next window one budget would have 4.6 back, 3.6 after b's creation. b, which
    // meets the address now, holds a's six less the 4.5 back since the window ended against it:
    // three more, not four (five had it not read the window before; none had it held all six).
    clock = 11 * WINDOW_MS + 45_000;
    expect(b.budgets.take('creates', ADDRESS)).toBe(true);
    await b.round();
    const more = Array.from({ length: 5 }, () => b.budgets.take('creates', ADDRESS));
    expect(more).toEqual([true, true, true, false, false]);
  });
});
