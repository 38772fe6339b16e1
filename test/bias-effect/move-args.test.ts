import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { MOVE_ARGS } from '../../games/bias-effect/moves.ts';
import type { BiasState, BiasView, PlayerID } from '../../games/bias-effect/state.ts';
import { checkMoveArgs } from '../../games/kit/rules/check-move-args.ts';
import { declaredMove, moveNames } from '../../games/kit/rules/move-names.ts';
import { playGame, prepareGame, statesOfRecord } from '../../games/kit/simulate/play-game.ts';
import { enginesOf, expectRefused as expectBothRefuse, shown } from '../support/move-refusals.ts';
import { attempt, bidAll, content, game, one, pendingOf, play, prepared, start, tieRound, tradeAll } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = {
  0: [one('fixture-gain'), one('fixture-take')],
  1: [one('fixture-gain', 2), one('fixture-take', 2)],
  2: [one('fixture-draw'), one('fixture-lose')],
};
const table = () => start(prepared({ identities: ['left', 'right', 'moderate'], hands, lifeTop: [one('fixture-quiet')] }));
const trading = table;
const bidding = () => tradeAll(table());
const controlling = () => bidAll(bidding(), { 0: 1 });
/** Seat 0's Algorithm turn: everyone bid 0, the Belief was deleted, a quiet Life card. */
const playing = () => tieRound(table());
/** Seat 0 played Take: the card waits on seat 0 to choose seat 1 or 2. */
const deciding = () => play(playing(), ['0', 'playAlgorithm', one('fixture-take')]);

/** Names an object's prototype holds: a client's string must never reach them. */
const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const LONG = 'x'.repeat(100_000);
/** What a hostile client builds: `__proto__` as an own key (as JSON.parse makes it), nested and array-like lists. */
const objects = (): unknown[] => [{}, JSON.parse('{"__proto__": {"polluted": true}}'), [], [[['deep']]], { length: 1, 0: 'x' }];
const NUMBERS = [0, -0, 1.5, -1, NaN, Infinity, -Infinity, 1e308];
/** Never an id of anything: names of the prototype's keys, empty and long strings, numbers, booleans, objects. */
const NOT_IDS = [...PROTO_NAMES, '', LONG, 'nope#1', ...NUMBERS, true, false, undefined, ...objects()];

interface Case {
  move: string;
  player: PlayerID | null;
  state: () => State<BiasState>;
  /** Accepted here: what the hostile ones are measured against. */
  legal: unknown[];
  /** Each an argument list the declaration refuses (`bad-argument`). */
  hostile: unknown[][];
  /** Argument lists that pass the declaration, left to the move's rule to refuse. */
  byRule?: unknown[][];
}

const one_ = (values: unknown[]): unknown[][] => values.map((v) => [v]);

const CASES: Case[] = [
  {
    move: 'trade',
    player: '0',
    state: trading,
    legal: [one('fixture-gain')],
    // Seat 1's card, a card still in the deck, and anything else but a card of the sender's hand or null.
    hostile: one_([one('fixture-gain', 2), one('fixture-draw', 2), ...NOT_IDS, [one('fixture-gain')]]),
  },
  { move: 'trade', player: null, state: trading, legal: [], hostile: [[one('fixture-gain')], [one('fixture-gain', 2)]] },
  { move: 'closeTrade', player: '0', state: trading, legal: [], hostile: [] },
  {
    move: 'bid',
    player: '0',
    state: bidding,
    legal: [5],
    hostile: one_(['1', '__proto__', 'constructor', 6, -1, -0, 0.5, NaN, Infinity, -Infinity, 1e308, Number.MAX_SAFE_INTEGER + 2, null, true, undefined, ...objects()]),
  },
  { move: 'bid', player: null, state: bidding, legal: [], hostile: [[1]], byRule: [[0]] },
  { move: 'closeBids', player: '0', state: bidding, legal: [], hostile: [] },
  {
    move: 'control',
    player: '0',
    state: controlling,
    legal: ['program'],
    hostile: one_([...PROTO_NAMES, 'keep', 'Program', ' program', '', LONG, 0, null, true, undefined, ['program'], ...objects()]),
  },
  {
    move: 'playAlgorithm',
    player: '0',
    state: playing,
    legal: [one('fixture-gain')],
    hostile: one_([one('fixture-draw'), one('fixture-draw', 2), null, ...NOT_IDS, [one('fixture-gain')]]),
  },
  { move: 'pass', player: '0', state: playing, legal: [], hostile: [] },
  {
    move: 'decide',
    player: '0',
    state: deciding,
    legal: [['2']],
    // The options are seats 1 and 2, one of them: not the sender, not both, not twice, not a bare string.
    hostile: one_(['2', ['0'], ['1', '2'], ['2', '2'], ['__proto__'], ['constructor'], [2], [null], [['2']], [LONG], LONG, null, undefined, {}, { length: 1, 0: '2' }, JSON.parse('{"__proto__": ["2"]}')]),
    // A list of the right kind but too short is the rule's to refuse: it says how many to choose.
    byRule: [[[]]],
  },
];

/** Extra and missing arguments: one past the declared count, and, for a move that takes one, none. */
const countsOf = (c: Case): unknown[][] => [[...c.legal, 'extra'], [...c.legal, undefined], ...(c.legal.length > 0 ? [[]] : [])];

const refusalOf = (state: State<BiasState>, c: Pick<Case, 'move' | 'player'>, args: unknown[]) =>
  declaredMove(game, c.move)!.violation({ G: state.G, playerID: c.player, ctx: state.ctx }, args);

const engines = enginesOf('bias-effect');

/** Both engines refuse the move and leave the state as it was, by value (test/support/move-refusals.ts). */
const expectRefused = (state: State<BiasState>, c: Pick<Case, 'move' | 'player'>, args: unknown[], what: string): void =>
  expectBothRefuse(engines, state, c.move, args, c.player, false, what);

describe('every move of Bias Effect declares its arguments, and the engine refuses any other before its rule runs', () => {
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

  it('the declarations are the moves the game has, and the moves carry them', () => {
    expect([...moveNames(game)].sort()).toEqual(Object.keys(MOVE_ARGS).sort());
    for (const name of Object.keys(MOVE_ARGS).filter((n) => n !== 'decide')) expect(declaredMove(game, name)!.args, name).toBe(MOVE_ARGS[name]);
  });

  it.each(CASES.map((c) => [`${c.move} by ${c.player ?? 'a spectator'}`, c] as const))('%s: hostile arguments are refused with bad-argument and change nothing', (_label, c) => {
    const state = c.state();
    if (c.player !== null) expect(attempt(state, c.player, c.move, c.legal).accepted, `${c.move}${shown(c.legal)}`).toBe(true);
    for (const args of c.hostile) {
      const what = `${c.move}${shown(args)} by ${c.player}`;
      expect(refusalOf(state, c, args)?.code, what).toBe('bad-argument');
      expectRefused(state, c, args, what);
    }
    for (const args of c.byRule ?? []) {
      const what = `${c.move}${shown(args)} by ${c.player}`;
      expect(checkMoveArgs(MOVE_ARGS[c.move], args, { G: state.G, playerID: c.player, seats: state.ctx.playOrder }), what).toBeUndefined();
      expect(refusalOf(state, c, args), what).toBeDefined();
      expectRefused(state, c, args, what);
    }
  });

  it.each(CASES.filter((c) => c.player !== null).map((c) => [c.move, c] as const))('%s: a wrong number of arguments is refused with argument-count and changes nothing', (_label, c) => {
    const state = c.state();
    for (const args of countsOf(c)) {
      const what = `${c.move}${shown(args)}`;
      expect(refusalOf(state, c, args)?.code, what).toBe('argument-count');
      expectRefused(state, c, args, what);
    }
  });

  it('no hostile argument reached a built-in prototype', () => {
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("every move enumerate.ts offers passes the server's whole check", () => {
  const random = prepareGame({ ...biasEffect, botPolicy: undefined }, content);

  it.each([2, 5])('%i players: at every state of a random game, for every seat', (n) => {
    const record = playGame(random, { numPlayers: n, setupData: {}, seed: `move-args-${n}`, maxMoves: 5000 });
    expect(record.failure).toBeUndefined();
    let offered = 0;
    for (const state of statesOfRecord(random, record) as State<BiasState>[]) {
      for (const p of state.ctx.playOrder) {
        const view = game.playerView!({ G: state.G, ctx: state.ctx, playerID: p }) as unknown as BiasView;
        for (const m of game.ai!.enumerate(view as unknown as BiasState, state.ctx, p) as { move: string; args: unknown[] }[]) {
          offered++;
          expect(refusalOf(state, { move: m.move, player: p }, m.args), `${m.move}${shown(m.args)} by ${p}`).toBeUndefined();
        }
      }
    }
    expect(offered).toBeGreaterThan(record.moves.length);
  });
});
