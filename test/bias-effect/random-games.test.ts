import { beforeAll, describe, expect, it, vi } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { content } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// Random legal moves from enumerate.ts (the game's own bots have their tests elsewhere): trades,
// bids, control, cards and their questions, with every invariant checked after each move.
const random = prepareGame({ ...biasEffect, botPolicy: undefined }, content);

/** Every move a random bot may make; closing a sealed step after its deadline is left to the table. */
const BOT_MOVES = ['bid', 'control', 'decide', 'pass', 'playAlgorithm', 'trade'];

describe('random games', () => {
  it.each([2, 3, 4, 5])('%i players: random legal moves of every kind end the game, every invariant kept after every move', (n) => {
    const kinds = new Set<string>();
    for (const seed of ['a', 'b', 'c']) {
      const record = playGame(random, { numPlayers: n, setupData: {}, seed: `random-${n}-${seed}`, maxMoves: 5000 });
      expect(record.failure).toBeUndefined();
      expect(record.gameover).toMatchObject({ winners: expect.any(Array), reason: expect.stringMatching(/^(autonomy|no-winner)$/) });
      for (const m of record.moves) kinds.add(m.move);
    }
    expect([...kinds].sort()).toEqual(BOT_MOVES);
  });
});
