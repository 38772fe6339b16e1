import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MOVE_ARGS, moveViolation, type AyarMove } from '../../games/are-you-a-robot/move-checks.ts';
import { modeOf } from '../../games/are-you-a-robot/modes.ts';
import { roleOf } from '../../games/are-you-a-robot/rules/table.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { checkMoveArgs } from '../../games/kit/rules/check-move-args.ts';
import { declaredMove, moveNames } from '../../games/kit/rules/move-names.ts';
import { enginesOf, expectRefused } from '../support/move-refusals.ts';
import { game, moveAction, newMatch, randomPlay, reducer } from './random-play.ts';
import { content } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

type Match = State<AyarState>;
const MOVES = Object.keys(MOVE_ARGS) as AyarMove[];
const engines = enginesOf('are-you-a-robot');

/** Strings a client may send where a seat is wanted: Object.prototype's names, near misses, a long one. */
const HOSTILE_STRINGS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '9', '-1', '0 ', '', 'x'.repeat(100_000)];
/** Other types: numbers of every odd kind, objects, lists, an object carrying a `__proto__` key. */
const NOT_STRINGS: unknown[] = [0, -0, 1.5, NaN, Infinity, -Infinity, 1e308, null, true, {}, [], ['0'], [[[['0']]]], JSON.parse('{"__proto__":{"polluted":true}}')];

interface Hostile {
  args: unknown[];
  code: 'bad-argument' | 'argument-count';
}

/** Every hostile argument list for a move, and the refusal its declaration must give. */
function hostileArgs(move: AyarMove, seats: string[]): Hostile[] {
  if (MOVE_ARGS[move].length === 0) return [['0'], [undefined], ['__proto__'], [null, null]].map((args) => ({ args, code: 'argument-count' }));
  return [
    { args: [], code: 'argument-count' },
    { args: [seats[1], seats[2]], code: 'argument-count' },
    { args: [seats[1], undefined], code: 'argument-count' },
    { args: [undefined], code: 'bad-argument' },
    ...[...HOSTILE_STRINGS, ...NOT_STRINGS].map((value) => ({ args: [value], code: 'bad-argument' as const })),
  ];
}

/**
 * Sends every move with hostile arguments from every seat and a spectator, to both engines:
 * each must be refused, by its declaration, and leave the match as it was.
 */
function expectAllRefused(state: Match) {
  const mode = modeOf(content, state.G.mode);
  let sent = 0;
  for (const move of MOVES) {
    const declared = declaredMove(game, move)!;
    for (const { args, code } of hostileArgs(move, state.G.players)) {
      for (const playerID of [...state.G.players, null]) {
        const label = `${move}(${JSON.stringify(args)?.slice(0, 40)}) by ${playerID}`;
        const refusal = declared.violation({ G: state.G, playerID, ctx: state.ctx }, args);
        expect(refusal?.code, label).toBe(code);
        // The bots and the table ask the same whole check, of the state or of the player's own view.
        expect(moveViolation(state.G, mode, playerID, move, args), label).toEqual(refusal);
        expect(moveViolation(viewFor(state.G, playerID), mode, playerID, move, args), label).toEqual(refusal);
        // boardgame.io refuses a player out of the game itself; anyone else reaches the move.
        expectRefused(engines, state, move, args, playerID, playerID === null || !state.G.eliminated.includes(playerID), label);
        sent++;
      }
    }
  }
  return sent;
}

/** The first state one legal move leads to from `state` where `holds`, the game still on. */
function oneMoveTo(state: Match, holds: (G: AyarState) => boolean): Match {
  for (const p of state.G.players) {
    for (const m of game.ai!.enumerate(state.G, state.ctx, p) as { move: string; args: unknown[] }[]) {
      const next = reducer(state, moveAction(m.move, m.args, p) as never) as Match;
      if (next.ctx.gameover === undefined && holds(next.G)) return next;
    }
  }
  throw new Error('no legal move leads there');
}

describe('move arguments (games/are-you-a-robot/move-checks.ts)', () => {
  it('declares every move of the game, and nothing else', () => {
    expect([...moveNames(game)].sort()).toEqual([...MOVES].sort());
    for (const move of MOVES) expect(declaredMove(game, move)?.args).toBe(MOVE_ARGS[move]);
  });

  it('refuses hostile arguments to every move, from every seat and a spectator, before any rule, and changes nothing', () => {
    let sent = 0;
    sent += expectAllRefused(newMatch(3, 'basic', 'hostile-basic'));
    sent += expectAllRefused(oneMoveTo(newMatch(4, 'schrodinger', 'hostile-offers'), (G) => G.offers.length > 0));
    sent += expectAllRefused(oneMoveTo(newMatch(6, 'extended', 'hostile-extended'), (G) => G.eliminated.length > 0));
    expect(sent).toBeGreaterThan(1500);
  });

  it('refuses a seat that is not in this match, even one that is in a larger one', () => {
    const s = newMatch(3, 'basic', 'small');
    expect(declaredMove(game, 'zap')!.violation({ G: s.G, playerID: '0', ctx: s.ctx }, ['3'])).toEqual({
      code: 'bad-argument',
      message: 'target: "3" is not a seat of this match.',
    });
  });

  it('every move enumerate offers passes its declaration and its whole check, in every mode', () => {
    let checked = 0;
    for (const [mode, n] of [['basic', 3], ['schrodinger', 4], ['extended', 7]] as const) {
      for (const state of [0, 1, 2, 3, 4, 5].flatMap((seed) => randomPlay(n, mode, `offered-${mode}-${seed}`, 60))) {
        for (const p of state.G.players) {
          for (const m of game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p) as { move: AyarMove; args: unknown[] }[]) {
            const declared = declaredMove(game, m.move)!;
            expect(checkMoveArgs(declared.args, m.args, { G: state.G, playerID: p, seats: state.ctx.playOrder })).toBeUndefined();
            expect(declared.violation({ G: state.G, playerID: p, ctx: state.ctx }, m.args)).toBeUndefined();
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('reads a seat’s team by own key only, and offers no move to a player id that is not an active seat', () => {
    const s = newMatch(3, 'basic', 'own-keys');
    for (const key of ['__proto__', 'constructor', 'toString']) {
      expect(roleOf(s.G, key)).toBeUndefined();
      expect(game.ai!.enumerate(s.G, s.ctx, key)).toEqual([]);
    }
  });
});
