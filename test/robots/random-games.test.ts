import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { prepareGame, playGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulation } from '../../games/kit/simulate/run-simulation.ts';
import { robots } from '../../games/robots/index.ts';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import { act, content, game } from './support.ts';
import { randomPlay } from './random-play.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('random games', () => {
  it('enumerate lists only moves the engine accepts, the same from the full state and from the view', () => {
    let checked = 0;
    for (const n of [2, 3, 5]) {
      const states = randomPlay(n, `enum-${n}`, 300);
      for (const state of states.filter((_, i) => i % 4 === 0)) {
        for (const p of state.G.players) {
          const fromView = game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p);
          expect(game.ai!.enumerate(state.G, state.ctx, p)).toEqual(fromView);
          for (const m of fromView as { move: string; args: unknown[] }[]) {
            expect(act(state, p, m.move, ...m.args).ok, `${m.move}(${JSON.stringify(m.args)}) by ${p}`).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('offers every kind of move over a game: draws, takes, spreads, extensions, discards and claims', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 4; g++) {
      for (const state of randomPlay(3, `kinds-${g}`, 500)) {
        for (const p of Object.keys(state.ctx.activePlayers ?? {})) {
          for (const m of game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p) as { move: string }[]) kinds.add(m.move);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['callRobots', 'discard', 'drawFromFactory', 'extend', 'layDown', 'takeFromHeap']);
  });

  it('keeps all 74 cards and every invariant through random games', () => {
    for (const n of [2, 4]) {
      for (const state of randomPlay(n, `inv-${n}`, 400)) expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
    }
  });

  it('the invariants catch a lost card, a duplicated card and a wrong score', () => {
    const [state] = randomPlay(3, 'broken', 0);
    const lost = { ...state.G, factory: state.G.factory.slice(1) };
    expect(robotsInvariants(content, lost, state.ctx)).toContain(`${state.G.factory[0]} is missing`);
    const twice = { ...state.G, heap: [...state.G.heap, state.G.factory[0]] };
    expect(robotsInvariants(content, twice, state.ctx)).toContain(`${state.G.factory[0]} is in two places`);
    const score = { ...state.G, scores: { ...state.G.scores, '0': 5 } };
    expect(robotsInvariants(content, score, state.ctx)).toContain('player 0 has 5 points, the hands add up to 0');
  });

  it('the kit simulator plays whole games with random bots to the end, no invariant broken', () => {
    const { games, errors } = loadGames('content');
    expect(errors).toEqual([]);
    const loaded = games.find((g) => g.module.id === 'robots')!;
    const prepared = prepareGame(robots, loaded.content);
    const record = playGame(prepared, { numPlayers: 4, setupData: { variant: 'singularity' }, seed: 'sim-1', maxMoves: 1000 });
    expect(record.failure).toBeUndefined();
    expect(robots.outcomeLabel(record.gameover)).toMatch(/^seat \d wins\/target-reached$/);
    const report = runSimulation({ prepared, numPlayers: 3, setups: [{ variant: 'classic' }], seeds: ['a', 'b', 'c', 'd', 'e', 'f'], runSeed: 'test' });
    expect(report.failure).toBeUndefined();
    expect(report.gamesPlayed).toBe(6);
  });
});
