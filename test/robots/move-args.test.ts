import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkMoveArgs } from '../../games/kit/rules/check-move-args.ts';
import { declaredMove, moveNames } from '../../games/kit/rules/move-names.ts';
import { decideViolation, MOVE_ARGS, moveViolation, type RobotsMove } from '../../games/robots/move-checks.ts';
import { handOf } from '../../games/robots/rules/table.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import { robotsZones } from '../../games/robots/script/zones.ts';
import type { PlayerID, RobotsState } from '../../games/robots/state.ts';
import { enginesOf, expectRefused } from '../support/move-refusals.ts';
import { pending, type Match } from './power-support.ts';
import { randomPlay } from './random-play.ts';
import { act, content, game, play, prepared, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

type Move = RobotsMove | 'decide';
const MOVES: Move[] = [...(Object.keys(MOVE_ARGS) as RobotsMove[]), 'decide'];
const engines = enginesOf('robots');

/** Strings a client may send where an id is wanted: Object.prototype's names, near misses, an unknown card, a long one. */
const HOSTILE_STRINGS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'red-99', 'RED-2', ' s1', '', 'x'.repeat(100_000)];
/** Other types, lists left out (an empty list is a valid list of cards). */
const NOT_STRINGS: unknown[] = [0, -0, 1.5, NaN, Infinity, -Infinity, 1e308, null, true, {}, JSON.parse('{"__proto__":{"polluted":true}}')];
const NOT_IDS: unknown[] = [...HOSTILE_STRINGS, ...NOT_STRINGS, undefined, ['red-2'], [[['red-2']]]];

/** Player 1's run, player 2's set, player 0's run; player 0 to draw, holding a laser and a card for each spread of another. */
const table = () =>
  prepared({
    hands: { '0': ['blue-14', 'red-9', 'purple-11', 'gray-2'], '1': ['gray-13'], '2': ['purple-9'] },
    heap: ['green-2', 'green-3'],
    spreads: [
      spread('s1', '1', 'run', [['red-4', '0'], 'red-5', 'red-6', 'red-7', ['red-8', '2']]),
      spread('s2', '2', 'set', ['red-11', 'blue-11', 'gray-11', 'green-11']),
      spread('s3', '0', 'run', ['purple-4', 'purple-5', 'purple-6']),
    ],
  });

/** The states every move is attacked in: each stage a move can be sent in. */
const STATES: Record<string, () => Match> = {
  'the draw': () => start(table()),
  'the play': () => play(start(table()), ['0', 'drawFromFactory']),
  'the ROBOTS! call': () => play(start(table()), ['0', 'drawFromFactory'], ['0', 'discard', 'red-9']),
  'a power’s decision': () => play(start(table()), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-14']),
};

interface Hostile {
  args: unknown[];
  code: 'bad-argument' | 'argument-count';
}

const bad = (...lists: unknown[][]): Hostile[] => lists.map((args) => ({ args, code: 'bad-argument' }));
const count = (...lists: unknown[][]): Hostile[] => lists.map((args) => ({ args, code: 'argument-count' }));

/**
 * Every hostile argument list for a move sent by `sender` in `s`, with the refusal its
 * declaration must give. Cards "from another zone" are the Scrap Heap's, a spread's, and
 * another player's hand; an empty list of cards stands in wherever the cards are not under
 * attack, since it is a list of the sender's cards whoever sends it.
 */
function hostileArgs(s: Match, move: Move, sender: PlayerID | null): Hostile[] {
  const G = s.G;
  const heapCard = G.heap[0];
  const spreadCard = G.spreads[0].cards[0].card;
  const othersCard = G.players.filter((p) => p !== sender).flatMap((p) => G.hands[p])[0];
  const own = sender === null ? [] : handOf(G, sender);
  const strangers = [heapCard, spreadCard, othersCard];
  // Lists of cards that are never all the sender's, or more than a hand holds.
  const badLists: unknown[] = [
    ...NOT_STRINGS,
    ...HOSTILE_STRINGS,
    ...HOSTILE_STRINGS.map((id) => [id]),
    ...NOT_STRINGS.map((value) => [value]),
    ...strangers.map((card) => [card]),
    [undefined],
    [[own[0] ?? heapCard]],
    [own[0] ?? heapCard, own[0] ?? heapCard],
    [...own, heapCard],
    new Array(10_000).fill(own[0] ?? heapCard),
  ];
  const ends: unknown[] = ['middle', 'LOW', '__proto__', 'constructor', 0, 1.5, NaN, true, {}, ['low']];
  switch (move) {
    case 'drawFromFactory':
      return count([heapCard], [undefined], ['__proto__']);
    case 'takeFromHeap':
    case 'discard': {
      const zone = move === 'discard' ? strangers : [...own, spreadCard, othersCard];
      return [...count([], [heapCard, heapCard]), ...bad(...[...NOT_IDS, ...zone].map((id) => [id]))];
    }
    case 'layDown':
      return [
        ...count([], ['run'], ['run', [], 'low']),
        ...bad(...[...NOT_IDS, 'RUN', 'pair'].map((kind) => [kind, []])),
        ...bad(...badLists.map((cards) => ['set', cards])),
      ];
    case 'extend':
      return [
        ...count([], ['s1'], ['s1', [], 'low', 'high']),
        ...bad(...[...NOT_IDS, 's99', 'S1'].map((id) => [id, []])),
        ...bad(...badLists.map((cards) => ['s1', cards])),
        ...bad(...ends.map((end) => ['s1', [], end])),
      ];
    case 'callRobots':
      return [...count([], ['s1', 'low', 'high']), ...bad(...[...NOT_IDS, 's99', heapCard].map((id) => [id])), ...bad(...ends.map((end) => ['s1', end]))];
    case 'decide': {
      const options = G.scripts.running?.pending?.options ?? [];
      const option = options[0] ?? heapCard;
      return [
        ...count([], [[option], 'x']),
        ...bad(...[...NOT_STRINGS, ...HOSTILE_STRINGS].map((answer) => [answer])),
        ...bad(...[...HOSTILE_STRINGS, ...NOT_STRINGS, othersCard, [option]].map((id) => [[id]])),
        ...bad([[option, option]], [options.length > 1 ? options : [option, heapCard]]),
      ];
    }
  }
}

/** Whether boardgame.io reaches the move itself for the sender (a spectator's action runs as the current player's). */
function reaches(s: Match, move: Move, sender: PlayerID | null): boolean {
  const stage = s.ctx.activePlayers?.[sender ?? s.ctx.currentPlayer];
  return stage !== undefined && Object.hasOwn(game.turn!.stages![stage].moves ?? {}, move);
}

/** The table's and the bots' check of a move, of the full state or of a view. */
const tableCheck = (G: RobotsState | ReturnType<typeof viewFor>, sender: PlayerID | null, move: Move, args: unknown[]) =>
  move === 'decide' ? decideViolation(G, sender, args) : moveViolation(content, G, sender, move, args);

describe('move arguments (games/robots/move-checks.ts)', () => {
  it('declares every move of the game, the kit’s decide included, and nothing else', () => {
    expect([...moveNames(game)].sort()).toEqual([...MOVES].sort());
    for (const move of Object.keys(MOVE_ARGS) as RobotsMove[]) expect(declaredMove(game, move)?.args).toBe(MOVE_ARGS[move]);
  });

  // A spectator's `decide` is checked but not sent: boardgame.io 0.50.2's reducer finds a spectator's move in the current
  // player's stage, then runs the top-level move of that name, and counts a stage-only move it cannot find as made (a new
  // _stateID, G unchanged). The server's master refuses a spectator's move before its reducer: not an active player.
  for (const [name, make] of Object.entries(STATES)) {
    it(`at ${name}: refuses hostile arguments to every move, from every seat and a spectator, before any rule, and changes nothing`, () => {
      const s = make();
      let sent = 0;
      for (const move of MOVES) {
        const declared = declaredMove(game, move)!;
        for (const sender of [...s.G.players, null]) {
          for (const { args, code } of hostileArgs(s, move, sender)) {
            const label = `${move}(${JSON.stringify(args)?.slice(0, 60)}) by ${sender}`;
            const refusal = declared.violation({ G: s.G, playerID: sender, ctx: s.ctx }, args);
            expect(refusal?.code, label).toBe(code);
            expect(tableCheck(s.G, sender, move, args), label).toEqual(refusal);
            expect(tableCheck(viewFor(s.G, sender), sender, move, args), label).toEqual(refusal);
            if (sender !== null || move !== 'decide') expectRefused(engines, s, move, args, sender, reaches(s, move, sender), label);
            sent++;
          }
        }
      }
      expect(sent).toBeGreaterThan(1000);
    });
  }

  it('the states attacked are the ones named: a draw, a play, an open call, a pending decision', () => {
    const [draw, playing, call, decision] = Object.values(STATES).map((make) => make());
    expect(draw.G.turn).toMatchObject({ player: '0', step: 'draw' });
    expect(playing.G.turn).toMatchObject({ player: '0', step: 'play' });
    expect(call.G.claimable).toEqual({ card: 'red-9', discardedBy: '0' });
    expect(pending(decision)).toMatchObject({ player: '0', max: 1 });
  });

  it('takes a set’s left-out end as null, the way a client’s left-out argument arrives over the wire', () => {
    const playing = STATES['the play']();
    expect(act(playing, '0', 'extend', 's2', ['purple-11'], null).ok).toBe(true);
    const call = play(playing, ['0', 'discard', 'purple-11']);
    expect(call.G.claimable?.card).toBe('purple-11');
    expect(act(call, '2', 'callRobots', 's2', null).ok).toBe(true);
  });

  it('every move enumerate offers passes its declaration and its whole check, the power decisions included', () => {
    const kinds = new Set<string>();
    for (const [n, variant] of [[2, 'classic'], [4, 'singularity']] as const) {
      for (const state of randomPlay(n, `offered-${n}`, 500, { variant })) {
        for (const p of Object.keys(state.ctx.activePlayers ?? {})) {
          for (const m of game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p) as { move: Move; args: unknown[] }[]) {
            const declared = declaredMove(game, m.move)!;
            expect(checkMoveArgs(declared.args, m.args, { G: state.G, playerID: p, seats: state.ctx.playOrder })).toBeUndefined();
            expect(declared.violation({ G: state.G, playerID: p, ctx: state.ctx }, m.args)).toBeUndefined();
            kinds.add(m.move);
          }
        }
      }
    }
    expect([...kinds].sort()).toEqual([...MOVES].sort());
  });

  it('reads and writes a hand by own key only', () => {
    const G = table();
    const zones = robotsZones(content);
    for (const key of ['__proto__', 'constructor', 'toString']) {
      expect(handOf(G, key)).toEqual([]);
      expect(zones.read(G, { zone: 'hand', of: key })).toEqual([]);
      expect(() => zones.write(G, { zone: 'hand', of: key }, ['red-2'])).toThrow(/no player/);
      expect(Object.getPrototypeOf(G.hands)).toBe(Object.prototype);
      expect(game.ai!.enumerate(G, start(G).ctx, key)).toEqual([]);
    }
  });
});
