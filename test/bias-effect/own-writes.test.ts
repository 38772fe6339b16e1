import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { countedOnce } from '../../games/bias-effect/rules/own-writes.ts';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { clonePlain } from '../../games/kit/clone-plain.ts';
import { deepFreeze } from '../../games/kit/content/deep-freeze.ts';
import { actionOf, nextAction, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { botRng } from '../../games/kit/simulate/seeds.ts';
import { content } from './support.ts';

const prepared = prepareGame(biasEffect, content);

/** The moves a round's rules run in: the lean engine calls each first on the state's own G, frozen. */
const ROUND_MOVES = new Set(['trade', 'bid', 'control', 'playAlgorithm', 'pass']);

/** Every (state, action) of a bot game whose action is one of ROUND_MOVES. */
function roundMoves(numPlayers: number, seed: string): { state: State<BiasState>; move: string; playerID: string; args: unknown[] }[] {
  const rng = botRng(seed);
  let state = InitializeGame({ game: { ...prepared.game, seed }, numPlayers }) as State<BiasState>;
  const found: { state: State<BiasState>; move: string; playerID: string; args: unknown[] }[] = [];
  while (state.ctx.gameover === undefined) {
    const action = nextAction(prepared, state, rng)!;
    if (ROUND_MOVES.has(action.move)) found.push({ state, move: action.move, playerID: action.playerID, args: action.args });
    const result = prepared.step(state, actionOf(action));
    if ('rejected' in result) throw new Error(`${action.move} refused: ${result.rejected}`);
    state = result.state as State<BiasState>;
  }
  return found;
}

/** A move's context with what its rules call: a shuffle that keeps the order, events that do nothing. */
const contextOf = (G: BiasState, state: State<BiasState>, playerID: string) => ({
  G,
  ctx: state.ctx,
  playerID,
  random: { Shuffle: <T>(items: T[]): T[] => [...items] },
  events: { setActivePlayers: () => {}, endTurn: () => {} },
  log: { setMetadata: () => {} },
});

describe('the round\'s moves on a frozen G', () => {
  it.each([2, 5])('%i players: every trade, bid, control, card played and pass returns the next G without writing to the frozen one, equal to the same move written in place', (n) => {
    const moves = roundMoves(n, `own-writes-${n}`);
    expect(new Set(moves.map((m) => m.move))).toEqual(ROUND_MOVES);
    for (const { state, move, playerID, args } of moves) {
      const frozen = deepFreeze(clonePlain(state.G));
      const before = clonePlain(frozen);
      const fn = (prepared.game.moves![move] as { move: Function }).move;
      const next = fn(contextOf(frozen, state, playerID), ...args);
      expect(frozen).toEqual(before);
      const inPlace = clonePlain(state.G);
      const written = fn(contextOf(inPlace, state, playerID), ...args) ?? inPlace;
      expect(next, `${move}(${JSON.stringify(args)}) by ${playerID}`).toEqual(written);
      expect(Object.keys(next)).toEqual(Object.keys(written));
      expect(Object.keys(next.round)).toEqual(Object.keys(written.round));
    }
  });

  it.each([2, 5])('%i players: a move that changes no chips or no hand shares the frozen record of them; one that does writes its own copy', (n) => {
    const seen = { chips: { shared: 0, own: 0 }, hands: { shared: 0, own: 0 } };
    for (const { state, move, playerID, args } of roundMoves(n, `own-writes-share-${n}`)) {
      const frozen = deepFreeze(clonePlain(state.G));
      const next = (prepared.game.moves![move] as { move: Function }).move(contextOf(frozen, state, playerID), ...args) as BiasState;
      for (const part of ['chips', 'hands'] as const) {
        const changed = frozen.players.some((p) => (next[part][p] as unknown) !== frozen[part][p]);
        if (changed) expect(next[part], `${move} ${part}`).not.toBe(frozen[part]);
        else expect(next[part], `${move} ${part}`).toBe(frozen[part]);
        seen[part][changed ? 'own' : 'shared'] += 1;
      }
    }
    for (const part of ['chips', 'hands'] as const) expect(Math.min(seen[part].shared, seen[part].own), part).toBeGreaterThan(0);
  });

  it('a sealed choice that is not the last changes the step alone and shares every other part', () => {
    const [first] = roundMoves(3, 'own-writes-sealed').filter((m) => m.move === 'bid');
    const fn = (prepared.game.moves!.bid as { move: Function }).move;
    const frozen = deepFreeze(clonePlain(first.state.G));
    const next = fn(contextOf(frozen, first.state, first.playerID), ...first.args) as BiasState;
    for (const key of Object.keys(frozen) as (keyof BiasState)[]) {
      if (key === 'step') expect(next.step).not.toBe(frozen.step);
      else expect(next[key], key).toBe(frozen[key]);
    }
  });
});

describe('countedOnce', () => {
  it('adds one to a count, or starts it, in a new record, leaving the old one and the order of its keys', () => {
    const record = Object.freeze({ b: 2, a: 1 });
    expect(countedOnce(record, 'a')).toEqual({ b: 2, a: 2 });
    expect(Object.keys(countedOnce(record, 'c'))).toEqual(['b', 'a', 'c']);
    expect(countedOnce(record, 'c').c).toBe(1);
    expect(record).toEqual({ b: 2, a: 1 });
  });
});
