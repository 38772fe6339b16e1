import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WriteWays } from '../../games/kit/engine/write-ways.ts';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { robots } from '../../games/robots/index.ts';
import { content } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

// A power runs on a state of its own (script/power-runner.ts) and its steps replace the hands
// and spreads they change (script/zones.ts), so no move or hook writes to the frozen G the lean
// engine hands it: a discard whose power fired, or a decision's answer, wrote there, and the
// engine then ran every discard and every answer on a copy of G and of its script state (the
// paused run's frames and scopes copied and frozen again at each answer).
describe('ROBOTS! moves write nothing to the G they are given', () => {
  it.each([
    [2, 'classic'],
    [5, 'singularity'],
  ])('%i players, %s: every move and hook runs on the frozen G, powers and decisions included', (players, variant) => {
    const record = vi.spyOn(WriteWays.prototype, 'record');
    const prepared = prepareGame(robots, content);
    const kinds = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const played = playGame(prepared, { numPlayers: players, setupData: { variant }, seed: `replaced-${players}-${seed}`, maxMoves: 20000 });
      expect(played.failure, JSON.stringify(played.failure)).toBeUndefined();
      for (const m of played.moves) kinds.add(m.move);
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['decide', 'discard', 'drawFromFactory', 'extend', 'layDown', 'takeFromHeap']));
    const notPlain = record.mock.calls.filter(([, way]) => way !== 'plain').map(([name, way]) => `${name} ${way}`);
    expect(record.mock.calls.length).toBeGreaterThan(1000);
    expect(notPlain).toEqual([]);
  });
});
