import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import type { EvilGameover } from '../../games/evil-robots/state.ts';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { content } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// Random legal moves from enumerate.ts (the game's own bots have their tests in bots.test.ts):
// claims, offers, turns, Reveal and Endgame cards with their questions, splits, the clean-up and
// the path, with every invariant (Influence, tokens, cards, coins, the winners) checked after each move.
const random = prepareGame({ ...evilRobots, botPolicy: undefined }, content);

/** Every move a random bot may make; closing a timed step is left to the table. */
const MOVES = ['answerSplit', 'choosePath', 'chooseClaimant', 'claim', 'decide', 'endTurn', 'flipCoin', 'giveZero', 'keepRobots', 'offer', 'passReveal', 'proposeSplit', 'reveal', 'swap'];

describe('random games', () => {
  it.each([3, 4, 6, 9])('%i players: random legal moves end the game, every invariant kept after every move', (n) => {
    const kinds = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd']) {
      const record = playGame(random, { numPlayers: n, setupData: {}, seed: `random-${n}-${seed}`, maxMoves: 20000 });
      expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
      const over = record.gameover as EvilGameover;
      expect(over.winners.length).toBeGreaterThan(0);
      expect(Math.max(...Object.values(over.influence))).toBeGreaterThanOrEqual(content.rules.endgameAt);
      for (const m of record.moves) kinds.add(m.move);
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(MOVES.filter((m) => !['decide', 'offer', 'chooseClaimant'].includes(m))));
    expect([...kinds].every((k) => MOVES.includes(k))).toBe(true);
  });

  it('over all the tables, every kind of move comes up', () => {
    const kinds = new Set<string>();
    for (const n of [3, 5, 7]) for (const seed of ['x']) for (const m of playGame(random, { numPlayers: n, setupData: {}, seed: `all-${n}-${seed}`, maxMoves: 20000 }).moves) kinds.add(m.move);
    expect([...kinds].sort()).toEqual([...MOVES].sort());
  });
});
