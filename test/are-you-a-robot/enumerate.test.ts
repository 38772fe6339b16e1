import { beforeAll, describe, expect, it, vi } from 'vitest';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import { engineAccepts, game, randomPlay } from './random-play.ts';
import { refused } from './support.ts';

const MOVES = ['zap', 'offerHandshake', 'withdrawHandshake', 'acceptHandshake', 'declineHandshake', 'declareRevolution'];
const key = (m: { move: string; args: unknown[] }) => `${m.move}(${m.args.map((a) => JSON.stringify(a)).join(',')})`;
/** What each move is tried with: every seat, a seat not in the match, none. */
const argsFor = (move: string, seats: string[]): unknown[][] =>
  ['withdrawHandshake', 'declareRevolution'].includes(move) ? [[]] : [...seats.map((p) => [p]), ['99'], [undefined]];
/** Every third state of a random game, and its last. */
const sampled = <T>(states: T[]): T[] => states.filter((_, i) => i % 3 === 0 || i === states.length - 1);

const setups: [string, number][] = [
  ['basic', 3],
  ['schrodinger', 2],
  ['schrodinger', 3],
  ['schrodinger', 4],
  ['extended', 5],
  ['extended', 7],
  ['extended', 10],
];

describe('ai.enumerate', () => {
  // The engine logs every rejected probe; the assertions say what matters.
  beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('lists exactly the moves the engine accepts, from the full state and from the view alike', () => {
    let checked = 0;
    for (const [mode, n] of setups) {
      for (let s = 0; s < 6; s++) {
        const states = randomPlay(n, mode, `${mode}-${n}-${s}`);
        for (const state of sampled(states)) {
          const seats = state.G.players;
          for (const p of seats) {
            const fromState = game.ai!.enumerate(state.G, state.ctx, p).map(key as any).sort();
            const fromView = game.ai!.enumerate(viewFor(state.G, p) as any, state.ctx, p).map(key as any).sort();
            const legal = MOVES.flatMap((move) =>
              argsFor(move, seats)
                .filter((args) => engineAccepts(state, move, args, p))
                .map((args) => key({ move, args })),
            ).sort();
            expect(fromView).toEqual(fromState);
            expect(fromState).toEqual(legal);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  // One game per setup: checking every probe of all six costs four times the test above.
  it('every move it leaves out is refused cleanly: both engines leave the state as it was', () => {
    let checked = 0;
    for (const [mode, n] of setups) {
      for (const state of sampled(randomPlay(n, mode, `${mode}-${n}-0`))) {
        for (const p of state.G.players) {
          for (const move of MOVES) {
            for (const args of argsFor(move, state.G.players)) {
              if (engineAccepts(state, move, args, p)) continue;
              refused(state, p, move, ...args);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('returns nothing for an eliminated player or after the game ended', () => {
    const states = randomPlay(6, 'extended', 'out-check', 200);
    const withOut = states.find((s) => s.G.eliminated.length > 0)!;
    expect(withOut).toBeDefined();
    expect(game.ai!.enumerate(withOut.G, withOut.ctx, withOut.G.eliminated[0])).toEqual([]);
    const last = states.at(-1)!;
    if (last.ctx.gameover) for (const p of last.G.players) expect(game.ai!.enumerate(last.G, last.ctx, p)).toEqual([]);
  });

  it('never offers a Robot a zap, nor a Human the revolution', () => {
    const [start] = randomPlay(8, 'extended', 'roles', 0);
    for (const p of start.G.players) {
      const moves = game.ai!.enumerate(viewFor(start.G, p) as any, start.ctx, p).map((m: any) => m.move);
      if (start.G.roles[p] === 'robot') expect(moves).not.toContain('zap');
      else expect(moves).not.toContain('declareRevolution');
    }
  });
});
