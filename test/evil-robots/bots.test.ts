import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evilBotPolicy } from '../../games/evil-robots/bots/policy.ts';
import { isLegal, stateFromView } from '../../games/evil-robots/enumerate.ts';
import { evilRobots } from '../../games/evil-robots/index.ts';
import type { EvilGameover, EvilState, Face, PlayerID } from '../../games/evil-robots/state.ts';
import { playGame, prepareGame, type GameRecord } from '../../games/kit/simulate/play-game.ts';
import { content, play, prepared, roundEnd, seen, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** The bot's choice for `p`, from p's view only; the rng is a fresh Math.random each time, to show it does not matter. */
const choose = (state: State<EvilState>, p: PlayerID) => evilBotPolicy(seen(state, p), state.ctx, p, content, Math.random);

/** Five players; Good (seats 0, 1, 3) wins and splits the 6. */
const split = () => roundEnd({ coins: { 0: [H, H], 1: [H, H], 2: [T, T], 3: [H, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 } });

describe('the Evil Robots bot', () => {
  it('accepts an even split and refuses a short one', () => {
    const even = play(split(), ['0', 'proposeSplit', { 0: 2, 1: 2, 3: 2 }]);
    expect(choose(even, '1')).toEqual({ kind: 'move', move: 'answerSplit', args: [true] });
    expect(choose(even, '3')).toEqual({ kind: 'move', move: 'answerSplit', args: [true] });
    const short = play(split(), ['0', 'proposeSplit', { 0: 4, 1: 1, 3: 1 }]);
    expect(choose(short, '1')).toEqual({ kind: 'move', move: 'answerSplit', args: [false] });
    // A winner with no proposal to answer proposes one whose shares differ by 1 at most (or keeps 1 more for itself).
    const first = choose(split(), '0');
    expect(first?.move).toBe('proposeSplit');
    const shares = Object.values(first!.args[0] as Record<string, number>);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(6);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(2);
  });

  it('claims the top card when it is worth it, and never the first as the Dealer', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const state = start(undefined, { numPlayers: 5, seed });
      expect(state.G.step).toMatchObject({ kind: 'offer', first: true });
      for (const p of ['1', '2', '3', '4']) expect(choose(state, p), `seat ${p}, seed ${seed}`).toEqual({ kind: 'move', move: 'claim', args: [true] });
      expect(choose(state, '0')?.move).not.toBe('claim');
    }
    // With as many cards worth something as players still without one, any card is worth it.
    const late = start(prepared({ players: 5 }));
    const G = structuredClone(late.G);
    G.stack = G.stack.map((c, i) => (i === 0 ? c : { ...c, value: 0 }));
    expect(choose(start(G), '3')).toEqual({ kind: 'move', move: 'claim', args: [true] });
  });

  it('acts only when the step is its own: a turn, a reveal moment or a decision waits for its player', () => {
    const state = start(prepared({ players: 5 }));
    const taken = play(state, ['1', 'claim', true], ['2', 'claim', false], ['3', 'claim', false], ['4', 'claim', false]);
    expect(taken.G.step).toEqual({ kind: 'turn', player: '1' });
    for (const p of ['0', '2', '3', '4']) expect(choose(taken, p)).toBeUndefined();
    expect(choose(taken, '1')).toBeDefined();
  });
});

/** Plays a game with the bots. */
function games(players: number, label: string, n: number): GameRecord[] {
  const ready = prepareGame(evilRobots, content);
  return Array.from({ length: n }, (_, i) => playGame(ready, { numPlayers: players, setupData: {}, seed: `${label}-${players}-${i}`, maxMoves: 20000 }));
}

describe('Evil Robots bots play whole games', () => {
  it.each([3, 4, 5, 6, 7, 8, 9])('%i bots make only legal moves and finish, every invariant kept after every move', (players) => {
    for (const record of games(players, 'bots', 3)) {
      // playGame stops at the first move the engine rejects, or the first invariant broken.
      expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
      const over = record.gameover as EvilGameover;
      expect(over.winners.length).toBeGreaterThan(0);
      expect(['good', 'evil']).toContain(over.path);
      const kinds = new Set(record.moves.map((m) => m.move));
      for (const kind of ['claim', 'endTurn', 'keepRobots', 'choosePath']) expect(kinds, `${players} players`).toContain(kind);
    }
  });

  it('every move a bot chose was legal on its own view', () => {
    const ready = prepareGame(evilRobots, content);
    for (const players of [3, 6]) {
      const record = playGame(ready, { numPlayers: players, setupData: {}, seed: `views-${players}`, maxMoves: 20000 });
      expect(record.failure).toBeUndefined();
      // Replayed on boardgame.io's reducer, each move is checked with the validators on the seat's view.
      let state = start(undefined, { numPlayers: players, seed: record.seed });
      for (const m of record.moves) {
        expect(isLegal(stateFromView(seen(state, m.playerID)), content, m.playerID, m.move, m.args), `${m.move}(${JSON.stringify(m.args)}) by ${m.playerID}`).toBe(true);
        state = play(state, [m.playerID, m.move, ...m.args]);
      }
      expect(state.ctx.gameover).toEqual(record.gameover);
    }
  });

  it('the same seed replays the same game, bot choices included', () => {
    const ready = prepareGame(evilRobots, content);
    const once = playGame(ready, { numPlayers: 4, setupData: {}, seed: 'again', maxMoves: 20000 });
    const twice = playGame(ready, { numPlayers: 4, setupData: {}, seed: 'again', maxMoves: 20000 });
    expect(twice.moves).toEqual(once.moves);
  });
});
