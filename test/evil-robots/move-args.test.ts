import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MOVE_ARGS } from '../../games/evil-robots/moves.ts';
import type { EvilState } from '../../games/evil-robots/state.ts';
import { declaredMove } from '../../games/kit/rules/move-names.ts';
import { enginesOf, expectRefused } from '../support/move-refusals.ts';
import { dealt, game, prepared as preparedState, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const engines = enginesOf('evil-robots');

/** Seat 1's turn with tokens to spend, a coin of its own and others' to turn. */
const turn = () => start(dealt(preparedState({ players: 4, hands: { 1: { left: 'fx-zero-tax', right: 'fx-winner' } } }), { power: { 1: 4 }, tokens: { 1: 5 }, turn: '1' }));

/**
 * Both engines refuse the move and leave the state as it was, by value, and Object.prototype
 * gains nothing (test/support/move-refusals.ts); answers the declaration's refusal code.
 */
function refusal(state: State<EvilState>, playerID: string | null, move: string, args: unknown[]): string | undefined {
  expectRefused(engines, state, move, args, playerID, false, `${move}(${JSON.stringify(args).slice(0, 60)}) by ${playerID}`);
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
