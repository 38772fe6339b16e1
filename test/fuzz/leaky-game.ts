import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { GameModule } from '../../games/kit/game-module.ts';

interface LeakyState {
  coins: Record<string, { shown: string }>;
  score: number;
  turns: number;
}

/**
 * A game with one hole of each kind the fuzz looks for, each behind a check that passes the
 * legal arguments: so the fuzz is seen to find every kind, whatever today's games still hold.
 */
function createLeakyGame(): Game<LeakyState> {
  return {
    name: 'leaky',
    minPlayers: 2,
    maxPlayers: 2,
    disableUndo: true,
    setup: () => ({ coins: { 0: { shown: 'heads' }, 1: { shown: 'heads' } }, score: 0, turns: 0 }),
    endIf: ({ G }) => (G.turns >= 4 ? { done: true } : undefined),
    moves: {
      // Looks the coin up by the client's string: "__proto__" finds Object.prototype.
      flip: ({ G }, target: string) => {
        if (!G.coins[target]) return INVALID_MOVE;
        G.coins[target].shown = 'tails';
      },
      // Trusts its argument to be a number it can take the square root of.
      boom: (_, n: unknown) => {
        if (typeof n === 'number' && n < 0) throw new Error(`no square root of ${n}`);
        return n === 1 ? undefined : INVALID_MOVE;
      },
      // Refuses, but leaves a mark in the ctx it was given first.
      sneak: ({ ctx }, n: unknown) => {
        if (n === 1) return undefined;
        (ctx as unknown as Record<string, unknown>).numPlayers = 99;
        return INVALID_MOVE;
      },
      // Checks only the upper bound: a negative score breaks the invariant.
      score: ({ G }, n: unknown) => (typeof n === 'number' && n <= 1 ? { ...G, score: G.score + n } : INVALID_MOVE),
      pass: ({ G, events }) => {
        events.endTurn();
        return { ...G, turns: G.turns + 1 };
      },
    },
    ai: {
      enumerate: () => [
        { move: 'flip', args: ['0'] },
        { move: 'boom', args: [1] },
        { move: 'sneak', args: [1] },
        { move: 'score', args: [1] },
        { move: 'pass', args: [] },
      ],
    },
  };
}

export const leakyModule = {
  id: 'leaky',
  title: 'Leaky',
  setupOptions: () => [],
  createGame: createLeakyGame,
  invariants: (G: LeakyState) => (G.score < 0 ? [`the score is ${G.score}, below 0`] : []),
} as unknown as GameModule<unknown, LeakyState>;
