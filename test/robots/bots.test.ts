import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { playGame, prepareGame, type GameRecord } from '../../games/kit/simulate/play-game.ts';
import { robotsBotPolicy } from '../../games/robots/bots/policy.ts';
import { enumerateMoves } from '../../games/robots/enumerate.ts';
import { robots } from '../../games/robots/index.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { PlayerID, RobotsGameover, RobotsState } from '../../games/robots/state.ts';
import { pending } from './power-support.ts';
import { content, play, prepared, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** The bot's move for `p`, from p's view only. */
const choose = (state: State<RobotsState>, p: PlayerID) => robotsBotPolicy(viewFor(state.G, p), state.ctx, p, content);
const move = (name: string, ...args: unknown[]) => ({ kind: 'move', move: name, args });

/** Player 0 to play, after the draw. */
const playing = { player: '0', step: 'play' as const };

describe('the ROBOTS! bot', () => {
  it('discards the card that ties least to its hand, and asks again gives the same card', () => {
    const s = start(prepared({ hands: { '0': ['red-5', 'red-6', 'blue-5', 'green-9'], '1': ['gray-2'], '2': ['gray-3'] }, turn: playing }));
    expect(choose(s, '0')).toEqual(move('discard', 'green-9'));
    expect(choose(s, '0')).toEqual(choose(s, '0'));
    // With no card tied to another, the one costing most points goes.
    const lone = start(prepared({ hands: { '0': ['red-2', 'blue-9', 'green-star'], '1': ['gray-2'], '2': ['gray-3'] }, turn: playing }));
    expect(choose(lone, '0')).toEqual(move('discard', 'green-star'));
  });

  it('never lets a wild go while it holds another card', () => {
    const s = start(prepared({ hands: { '0': ['wild-1', 'green-9'], '1': ['gray-2'], '2': ['gray-3'] }, turn: playing }));
    expect(choose(s, '0')).toEqual(move('discard', 'green-9'));
  });

  it('keeps a Laser while the only spreads it could blast are its own, and lets it go once an opponent has one', () => {
    const hand = { '0': ['purple-14', 'green-9', 'red-2'], '1': ['gray-2'], '2': ['gray-3'] };
    const own = [spread('s1', '0', 'run', ['blue-4', 'blue-5', 'blue-6'])];
    // Both lone cards; the Laser costs more points, so it would go first.
    expect(choose(start(prepared({ hands: hand, turn: playing })), '0')).toEqual(move('discard', 'purple-14'));
    expect(choose(start(prepared({ hands: hand, spreads: own, turn: playing })), '0')).toEqual(move('discard', 'green-9'));
    const theirs = [...own, spread('s2', '1', 'set', ['gray-7', 'red-7', 'green-7'])];
    expect(choose(start(prepared({ hands: hand, spreads: theirs, turn: playing })), '0')).toEqual(move('discard', 'purple-14'));
  });

  it('lays down its biggest play first', () => {
    const hand = ['red-5', 'red-6', 'red-7', 'red-8', 'blue-3', 'green-3', 'gray-3', 'purple-9'];
    const s = start(prepared({ hands: { '0': hand, '1': ['gray-2'], '2': ['gray-4'] }, turn: playing }));
    expect(choose(s, '0')).toEqual(move('layDown', 'run', ['red-5', 'red-6', 'red-7', 'red-8']));
  });

  it('takes the top of the Scrap Heap when it plays at once, and draws from the Factory when it does not', () => {
    const hand = { '0': ['red-5', 'red-6', 'blue-9'], '1': ['gray-2'], '2': ['gray-3'] };
    expect(choose(start(prepared({ hands: hand, heap: ['green-2', 'red-7'] })), '0')).toEqual(move('takeFromHeap', 'red-7'));
    expect(choose(start(prepared({ hands: hand, heap: ['purple-4', 'green-2'] })), '0')).toEqual(move('drawFromFactory'));
  });

  it('digs into the Scrap Heap for a card that plays at once, taking the cards above it', () => {
    const s = start(prepared({ hands: { '0': ['red-5', 'red-6', 'blue-9'], '1': ['gray-2'], '2': ['gray-3'] }, heap: ['purple-4', 'red-7', 'green-2', 'gray-12'] }));
    expect(choose(s, '0')).toEqual(move('takeFromHeap', 'red-7'));
  });

  it('calls ROBOTS! on a discard it can claim', () => {
    const table = [spread('s1', '1', 'run', ['blue-4', 'blue-5', 'blue-6'])];
    const s = play(start(prepared({ hands: { '0': ['blue-7', 'gray-2', 'gray-3'], '1': ['red-9'], '2': ['green-2'] }, spreads: table, turn: playing })), ['0', 'discard', 'blue-7']);
    expect(s.G.claimable).toEqual({ card: 'blue-7', discardedBy: '0' });
    expect(choose(s, '2')).toEqual(move('callRobots', 's1', 'high'));
  });

  it('blasts a card out of a spread of an opponent with the Laser, one that breaks the spread, never its own', () => {
    const table = [spread('s1', '0', 'run', ['red-2', 'red-3', 'red-4']), spread('s2', '1', 'set', ['blue-6', 'green-6', 'gray-6']), spread('s3', '2', 'run', ['gray-2', 'gray-3', 'gray-4', 'gray-5'])];
    const s = play(start(prepared({ hands: { '0': ['purple-14', 'red-9', 'blue-9'], '1': ['red-12'], '2': ['green-2'] }, spreads: table, turn: playing })), ['0', 'discard', 'purple-14']);
    expect(pending(s)?.player).toBe('0');
    const blast = choose(s, '0');
    expect(blast?.move).toBe('decide');
    expect((blast!.args[0] as string[]).every((card) => ['blue-6', 'green-6', 'gray-6'].includes(card))).toBe(true);
  });

  it('throws its deadwood away with the two discards of Extra Parts, and pulls a card that ties to its hand out of the Scrap Heap with Recycle', () => {
    const parts = play(start(prepared({ hands: { '0': ['gray-10', 'red-5', 'red-6', 'green-9'], '1': ['red-12'], '2': ['green-2'] }, factoryTop: ['red-7', 'red-8'], turn: playing })), ['0', 'discard', 'gray-10']);
    expect(pending(parts)?.options).toEqual(expect.arrayContaining(['red-5', 'red-8', 'green-9']));
    expect(choose(parts, '0')).toEqual(move('decide', ['green-9']));
    const recycle = play(start(prepared({ hands: { '0': ['gray-12', 'red-5', 'red-6', 'green-9'], '1': ['red-3'], '2': ['green-2'] }, heap: ['blue-2', 'red-7', 'purple-8'], turn: playing })), ['0', 'discard', 'gray-12']);
    expect(choose(recycle, '0')).toEqual(move('decide', ['red-7']));
  });

  it('moves only when the step is its own, and every move it chooses is one enumerate lists', () => {
    const s = start(prepared({ hands: { '0': ['red-5', 'red-6', 'blue-9'], '1': ['gray-2'], '2': ['gray-3'] }, heap: ['red-7'] }));
    expect(choose(s, '1')).toBeUndefined();
    expect(choose(s, '2')).toBeUndefined();
    const listed = enumerateMoves(content, viewFor(s.G, '0'), s.ctx, '0').map((m) => JSON.stringify([m.move, m.args]));
    const chosen = choose(s, '0')!;
    expect(listed).toContain(JSON.stringify([chosen.move, chosen.args]));
  });
});

const ready = prepareGame(robots, content);

/** The bot in `bots`' seats, random legal play (a uniform pick from enumerate, seeded) in the others. */
const againstRandom = (bots: readonly PlayerID[]) =>
  prepareGame(
    {
      ...robots,
      botPolicy: (view, ctx, p, c, rng) => {
        if (bots.includes(p)) return robotsBotPolicy(view, ctx, p, c);
        const options = enumerateMoves(c, view, ctx, p);
        const pick = options[Math.floor(rng() * options.length)];
        return pick && { kind: 'move', move: pick.move, args: pick.args };
      },
    },
    content,
  );

const played = (prepared: typeof ready, players: number, label: string, n: number): GameRecord[] =>
  Array.from({ length: n }, (_, i) =>
    playGame(prepared, { numPlayers: players, setupData: { variant: i % 2 ? 'classic' : 'singularity' }, seed: `${label}-${players}-${i}`, maxMoves: 5000 }),
  );

describe('ROBOTS! bots play whole games', () => {
  it.each([2, 3, 4, 5])('%i bots make only legal moves and finish, every invariant kept after every move', (players) => {
    for (const record of played(ready, players, 'bots', 2)) {
      // playGame stops at the first move the engine refuses, or the first invariant broken.
      expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
      expect((record.gameover as RobotsGameover).reason).toBe('target-reached');
    }
  });

  it('beats random legal play in nine games of ten or more, from either seat, in shorter games', () => {
    const won = (records: GameRecord[], seat: PlayerID) => records.filter((r) => (r.gameover as RobotsGameover).winner === seat).length;
    const first = played(againstRandom(['0']), 2, 'first', 20);
    const second = played(againstRandom(['1']), 2, 'second', 20);
    const randomOnly = played(againstRandom([]), 2, 'first', 20);
    for (const record of [...first, ...second, ...randomOnly]) expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
    // Random play against itself splits about evenly; 36 of 40 by chance alone would be a one-in-ten-million event.
    expect(won(first, '0') + won(second, '1')).toBeGreaterThanOrEqual(36);
    const length = (records: GameRecord[]) => records.reduce((total, r) => total + r.movesPlayed, 0);
    expect(length(played(ready, 2, 'first', 20))).toBeLessThan(length(randomOnly) * 0.8);
  });
});
