import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { WriteWays, type Way } from '../../games/kit/engine/write-ways.ts';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { content } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

// The rules replace what they change from G's own fields down (rules/replace.ts), so the lean
// engine copies none of G's parts for them: a move that wrote inside a part (a coin's face, a
// hand's slot, a count in the stats) made it copy and freeze every entry of that part at every
// call. Here the engine's copy of the parts a move writes is made as strict as can be: G's top
// level and the scripts' (the interpreter's own record), every other object frozen. A move that
// wrote inside a part throws there and is run again on a whole copy of G, which is counted.
describe('Evil Robots moves replace the parts of G they change', () => {
  it.each([3, 9])('%i players: after its first call, no move needs a whole copy of G', (players) => {
    const draft = WriteWays.prototype.draft;
    vi.spyOn(WriteWays.prototype, 'draft').mockImplementation(function (this: WriteWays, name: string, way: Way, G: any) {
      return way === 'part' ? { ...G, scripts: { ...G.scripts } } : draft.call(this, name, way, G);
    });
    const record = vi.spyOn(WriteWays.prototype, 'record');
    const prepared = prepareGame({ ...evilRobots, botPolicy: undefined }, content);
    const kinds = new Set<string>();
    for (const seed of ['a', 'b', 'c']) {
      const played = playGame(prepared, { numPlayers: players, setupData: {}, seed: `replaced-${players}-${seed}`, maxMoves: 20000 });
      expect(played.failure, JSON.stringify(played.failure)).toBeUndefined();
      for (const m of played.moves) kinds.add(m.move);
    }
    const copies = new Map<string, number>();
    for (const [name, way] of record.mock.calls) if (way === 'copy') copies.set(name, (copies.get(name) ?? 0) + 1);
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    for (const kind of kinds) expect({ kind, atMostItsFirst: (copies.get(kind) ?? 0) <= 1 }).toEqual({ kind, atMostItsFirst: true });
  });
});
