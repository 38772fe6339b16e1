import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkMoveArgs } from '../../games/kit/rules/check-move-args.ts';
import { declaredMove, moveNames } from '../../games/kit/rules/move-names.ts';
import { playGame, prepareGame, statesOfRecord } from '../../games/kit/simulate/play-game.ts';
import { enginesOf, expectRefused as expectBothRefuse, shown } from '../support/move-refusals.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { moveArgs } from '../../games/three-laws/move-args.ts';
import type { PlayerID, ThreeLawsState, ThreeLawsView } from '../../games/three-laws/state.ts';
import { attempt, content, game, keepAll, play, prepared, queryAll, revealAll, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** Two factions in play (android, ai; not robot), ranks 1 to 4; round 2 of 4 under Short Questions. */
const FOUR = ['android-1', 'android-2', 'ai-1', 'ai-2'];
const table = (lawsInForce = ['short-questions']) => start(prepared({ cards: FOUR, round: 2, lawsInForce }));
const asking = () => table();
const answering = () => play(table(), ['0', 'ask', '2', 'Top rank?']);
const transferring = () => queryAll(table());
const offered = () => play(transferring(), ['0', 'giveKeys', '1']);
/** Seat 3 called Error on a short question: a wrong call, open to accusation. */
const accusing = () => play(answering(), ['3', 'callError', 'r2-1']);
/** Be Kind is the players' to judge: seat 3's call on seat 2's answer goes to seats 0 and 1's vote. */
const voting = () => play(table(['be-kind', 'short-questions']), ['0', 'ask', '2', 'Top rank?'], ['2', 'answer', 'No, never.'], ['3', 'callError', 'r2-2']);
const revealing = () => keepAll(transferring());
const roundOver = () => revealAll(revealing());

/** Names an object's prototype holds: a client's string must never reach them. */
const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const LONG = 'x'.repeat(100_000);
/** What a hostile client builds: `__proto__` as an own key (as JSON.parse makes it), nested and array-like lists. */
const objects = (): unknown[] => [{}, JSON.parse('{"__proto__": {"polluted": true}}'), [], [[['deep']]], { length: 1, 0: 'x' }];
const NUMBERS = [0, -0, 1.5, -1, NaN, Infinity, -Infinity, 1e308];
const NOT_TEXT = [...NUMBERS, true, null, undefined, ...objects()];
/** Never an id of anything: names of the prototype's keys, empty and long strings, numbers, booleans, objects. */
const NOT_IDS = [...PROTO_NAMES, '', LONG, ...NOT_TEXT];

const use = (id: string, params: unknown) => ({ id, params });
const template = (t: unknown): unknown[] => ['1', 'Q?', t];

interface Case {
  move: string;
  player: PlayerID;
  state: () => State<ThreeLawsState>;
  /** Accepted here: what the hostile ones are measured against. */
  legal: unknown[];
  /** Each an argument list the declaration refuses (`bad-argument`). */
  hostile: unknown[][];
  /** Argument lists that pass the declaration, left to the move's rule to refuse. */
  byRule?: unknown[][];
  /** Argument lists of the wrong length besides one extra (`argument-count`). */
  counts?: unknown[][];
}

const CASES: Case[] = [
  {
    move: 'ask',
    player: '0',
    state: asking,
    legal: ['1', 'Is my rank 2 or more?', use('rank-at-least', { rank: 2 })],
    hostile: [
      ...[...NOT_IDS, '7', '-1', ['1']].map((target) => [target, 'Top rank?']),
      ...[...NOT_TEXT, 'q'.repeat(241), ['Top rank?']].map((text) => ['1', text]),
      ...[
        'same-faction',
        ['same-faction'],
        42,
        true,
        {},
        { id: 'same-faction' },
        { params: {} },
        use('__proto__', {}),
        use('constructor', {}),
        use('nope', {}),
        { ...use('same-faction', { player: '2' }), extra: 1 },
        JSON.parse('{"id": "same-faction", "params": {"player": "2"}, "__proto__": {"polluted": true}}'),
        use('same-faction', JSON.parse('{"__proto__": {"polluted": true}}')),
        use('same-faction', { player: '__proto__' }),
        use('same-faction', { player: '9' }),
        use('same-faction', { player: 2 }),
        use('same-faction', { player: '2', nope: 1 }),
        use('same-faction', { constructor: '2' }),
        use('same-faction', ['2']),
        use('same-faction', null),
        ...[1.5, 0, 5, -1, '2', NaN, Infinity, -0, null].map((rank) => use('rank-at-least', { rank })),
        // Robot is a faction of the content, not of this match.
        ...['robot', 'constructor', 'toString', '', 3].map((faction) => use('count-faction', { faction })),
      ].map(template),
    ],
    byRule: [
      ['1', ''],
      ['1', '   '],
      // The one asked is no third player; a slot of another template; a slot this template lacks.
      template(use('same-faction', { player: '1' })),
      template(use('same-faction', { rank: 2 })),
      template(use('highest-rank', { player: '2' })),
    ],
    counts: [['1']],
  },
  {
    move: 'answer',
    player: '2',
    state: answering,
    legal: ['Yes'],
    hostile: [...NOT_TEXT, 'a'.repeat(241), LONG, ['Yes']].map((text) => [text]),
    byRule: [[''], ['  ']],
  },
  {
    move: 'giveKeys',
    player: '0',
    state: transferring,
    legal: ['1'],
    hostile: [...NOT_IDS, '9', '-1', '01', ['1']].map((to) => [to]),
    byRule: [['0']],
  },
  { move: 'keepKeys', player: '0', state: transferring, legal: [], hostile: [] },
  { move: 'acceptKeys', player: '1', state: offered, legal: [], hostile: [] },
  { move: 'refuseKeys', player: '1', state: offered, legal: [], hostile: [] },
  {
    move: 'callError',
    player: '1',
    state: answering,
    legal: ['r2-1'],
    // An act not made yet, one of another round, and anything but an id of this round's acts.
    hostile: [...NOT_IDS, 'r2-2', 'r1-1', 'R2-1', ['r2-1']].map((id) => [id]),
  },
  { move: 'accuse', player: '1', state: accusing, legal: [], hostile: [] },
  { move: 'voteOnCall', player: '0', state: voting, legal: [true], hostile: ['true', 'yes', 'false', 1, 0, NaN, null, undefined, '__proto__', [true], ...objects()].map((v) => [v]) },
  { move: 'reveal', player: '0', state: revealing, legal: [], hostile: [] },
  {
    move: 'nameSeat',
    player: '0',
    state: asking,
    legal: ['Ada'],
    hostile: [...NOT_TEXT, 'n'.repeat(41), LONG, ['Ada']].map((name) => [name]),
    byRule: [[''], ['   ']],
  },
  { move: 'ready', player: '0', state: roundOver, legal: [], hostile: [] },
];

const refusalOf = (state: State<ThreeLawsState>, move: string, player: PlayerID | null, args: unknown[]) =>
  declaredMove(game, move)!.violation({ G: state.G, playerID: player, ctx: state.ctx }, args);

const engines = enginesOf('three-laws');

/** Both engines refuse the move and leave the state as it was, by value (test/support/move-refusals.ts). */
const expectRefused = (state: State<ThreeLawsState>, c: Pick<Case, 'move' | 'player'>, args: unknown[], what: string): void =>
  expectBothRefuse(engines, state, c.move, args, c.player, false, what);

describe('every move of 3 Laws declares its arguments, and the engine refuses any other before its rule runs', () => {
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

  it('the declarations are the moves the game has, and the moves carry them', () => {
    const declared = moveArgs(content);
    expect([...moveNames(game)].sort()).toEqual(Object.keys(declared).sort());
    for (const name of Object.keys(declared)) expect(declaredMove(game, name)!.args, name).toBe(declared[name]);
  });

  it.each(CASES.map((c) => [c.move, c] as const))('%s: hostile arguments are refused with bad-argument and change nothing', (_label, c) => {
    const state = c.state();
    expect(attempt(state, c.player, c.move, c.legal).accepted, `${c.move}${shown(c.legal)}`).toBe(true);
    for (const args of c.hostile) {
      const what = `${c.move}${shown(args)} by ${c.player}`;
      expect(refusalOf(state, c.move, c.player, args)?.code, what).toBe('bad-argument');
      expectRefused(state, c, args, what);
    }
    for (const args of c.byRule ?? []) {
      const what = `${c.move}${shown(args)} by ${c.player}`;
      expect(checkMoveArgs(moveArgs(content)[c.move], args, { G: state.G, playerID: c.player, seats: state.ctx.playOrder }), what).toBeUndefined();
      expect(refusalOf(state, c.move, c.player, args), what).toBeDefined();
      expectRefused(state, c, args, what);
    }
  });

  it.each(CASES.map((c) => [c.move, c] as const))('%s: a wrong number of arguments is refused with argument-count and changes nothing', (_label, c) => {
    const state = c.state();
    for (const args of [[...c.legal, 'extra'], [...c.legal, undefined], ...(c.legal.length > 0 ? [[]] : []), ...(c.counts ?? [])]) {
      const what = `${c.move}${shown(args)}`;
      expect(refusalOf(state, c.move, c.player, args)?.code, what).toBe('argument-count');
      expectRefused(state, c, args, what);
    }
  });

  it('a question without a template may leave it out or send null, as a table does', () => {
    for (const args of [['1', 'Top rank?'], ['1', 'Top rank?', null], ['1', 'Top rank?', undefined]]) expect(attempt(asking(), '0', 'ask', args).accepted, shown(args)).toBe(true);
  });

  it('no hostile argument reached a built-in prototype', () => {
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("every move enumerate.ts offers passes the server's whole check", () => {
  const random = prepareGame({ ...threeLaws, botPolicy: undefined }, content);

  it.each([4, 8])('%i players: at every state of a random game, for every seat', (n) => {
    const record = playGame(random, { numPlayers: n, setupData: { start: 'round-1' }, seed: `move-args-${n}`, maxMoves: 5000 });
    expect(record.failure).toBeUndefined();
    let offered = 0;
    for (const state of statesOfRecord(random, record) as State<ThreeLawsState>[]) {
      for (const p of state.ctx.playOrder) {
        const view = game.playerView!({ G: state.G, ctx: state.ctx, playerID: p }) as unknown as ThreeLawsView;
        for (const m of game.ai!.enumerate(view as unknown as ThreeLawsState, state.ctx, p) as { move: string; args: unknown[] }[]) {
          offered++;
          expect(refusalOf(state, m.move, p, m.args), `${m.move}${shown(m.args)} by ${p}`).toBeUndefined();
        }
      }
    }
    expect(offered).toBeGreaterThan(record.moves.length);
  });
});
