import { beforeAll, describe, expect, it, vi } from 'vitest';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { content } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// Random legal moves from enumerate.ts (the game's own bots have their tests elsewhere): every
// kind of move, Errors right and wrong, accusations and votes, with the invariants after each.
const random = prepareGame({ ...threeLaws, botPolicy: undefined }, content);

describe('random games', () => {
  it.each([4, 5, 6, 7, 8])('%i players: random legal moves of every kind end the game, every invariant kept after every move', (n) => {
    const kinds = new Set<string>();
    for (const setupData of [{ start: 'round-1' }, { start: 'round-2' }]) {
      const record = playGame(random, { numPlayers: n, setupData, seed: `random-${n}-${setupData.start}`, maxMoves: 5000 });
      expect(record.failure).toBeUndefined();
      expect(record.gameover).toMatchObject({ winner: expect.any(String) });
      for (const m of record.moves) kinds.add(m.move);
    }
    expect([...kinds].sort()).toEqual(Object.keys(random.game.moves!).sort());
  });
});
