import { isDeepStrictEqual } from 'node:util';
import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MOVE_ARGS } from '../../games/evil-robots/moves.ts';
import type { EvilState } from '../../games/evil-robots/state.ts';
import { clonePlain } from '../../games/kit/clone-plain.ts';
import { declaredMove } from '../../games/kit/rules/move-names.ts';
import { preparedFixture } from '../support/fixture-games.ts';
import { dealt, game, prepared as preparedState, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const prepared = preparedFixture('evil-robots');
const ENGINES = { "boardgame.io's reducer": prepared.reference, 'the lean engine': prepared.step };

/** Seat 1's turn with tokens to spend, a coin of its own and others' to turn. */
const turn = () => start(dealt(preparedState({ players: 4, hands: { 1: { left: 'fx-zero-tax', right: 'fx-winner' } } }), { power: { 1: 4 }, tokens: { 1: 5 }, turn: '1' }));

/** What decides the rest of a match: a refusal must leave all of it as it was. */
const decisive = (state: State) => ({ G: state.G, ctx: state.ctx, _stateID: state._stateID, plugins: Object.fromEntries(Object.entries(state.plugins).map(([name, plugin]) => [name, plugin.data])) });

/**
 * Plays a move on boardgame.io's reducer and on the lean engine and answers the declaration's
 * refusal code, after checking that each engine refused it and that the state each was given
 * still equals, by value, a copy taken before (a refusal may hand back the very object it was
 * given), and that Object.prototype gained nothing.
 */
function refusal(state: State<EvilState>, playerID: string | null, move: string, args: unknown[]): string | undefined {
  const before = clonePlain(decisive(state));
  for (const [engine, step] of Object.entries(ENGINES)) {
    const result = step(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID: playerID as string } });
    const what = `${move}(${JSON.stringify(args).slice(0, 60)}) by ${playerID} on ${engine}`;
    expect('rejected' in result, `${what} was taken`).toBe(true);
    expect(isDeepStrictEqual(decisive(state), before), `${what} changed the state`).toBe(true);
    expect(Object.keys(Object.prototype), `${what} wrote Object.prototype`).toEqual([]);
  }
  return declaredMove(game, move)!.violation({ G: state.G, playerID, ctx: state.ctx }, args)?.code;
}

const HOSTILE = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', NaN, Infinity, -0, 1e308, 0.5, '1e3', null, [['1']], JSON.parse('{"__proto__": {"shown": "heads"}}'), 'x'.repeat(10_000)];

describe('Evil Robots: every move declares its arguments, and the engine refuses any other before its rule runs', () => {
  it('flipCoin("__proto__") on your own turn is refused and writes nothing anywhere (it once wrote Object.prototype.shown)', () => {
    expect(refusal(turn(), '1', 'flipCoin', ['__proto__'])).toBe('bad-argument');
    expect(refusal(turn(), '1', 'flipCoin', ['__proto__', 'hidden'])).toBe('bad-argument');
    expect(refusal(turn(), '1', 'flipCoin', ['constructor'])).toBe('bad-argument');
    expect(({} as Record<string, unknown>).shown).toBeUndefined();
  });

  it('every move, with every hostile value in each argument and with too many arguments, is refused with the state unchanged', () => {
    const state = turn();
    for (const [move, specs] of Object.entries(MOVE_ARGS)) {
      for (let at = 0; at < Math.max(1, specs.length); at++) {
        for (const value of HOSTILE) {
          const args = specs.map((spec) => (spec.kind === 'seat' ? '2' : spec.kind === 'boolean' ? true : spec.kind === 'choice' ? spec.values[0] : 0));
          args[at] = value;
          const code = refusal(state, '1', move, args);
          if (specs.length > 0) expect(code, `${move}(${JSON.stringify(args).slice(0, 60)})`).toMatch(/^(bad-argument|argument-count)$/);
        }
        expect(refusal(state, '1', move, [...specs.map(() => '1'), 'extra'])).toBe('argument-count');
      }
    }
  });

  it('a spectator and a seat that does not exist are refused the same way, whatever they send', () => {
    for (const playerID of [null, '__proto__', '9']) expect(refusal(turn(), playerID as string | null, 'flipCoin', ['2'])).toBeDefined();
  });
});
