import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { fuzzGame } from './fuzz-game.ts';
import { leakyModule } from './leaky-game.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());

// The fuzz passing on the shipped games means something only if it fails where it should.
describe('the hostile-move fuzz finds each kind of hole', () => {
  it('in a game with one of each: pollution, a throw, a refusal that changes its input, a broken invariant', () => {
    const run = fuzzGame(prepareGame(leakyModule, {}), 'finds', 2);
    const kinds = run.findings.kinds();
    expect([...(kinds.get('polluted') ?? [])]).toEqual(['flip']);
    expect(kinds.get('threw')).toContain('boom');
    expect([...(kinds.get('refused-but-changed') ?? [])]).toEqual(['sneak']);
    expect([...(kinds.get('invariant') ?? [])]).toEqual(['score']);
    expect(run.findings.lines().find((l) => l.startsWith('polluted'))).toMatch(/Object\.prototype\.shown added \("tails"\), when seat \d \(may act\), for which flip is legal sent flip\("__proto__"\)/);
    // Nothing it found is left behind in the process.
    expect(Object.hasOwn(Object.prototype, 'shown')).toBe(false);
  });
});
