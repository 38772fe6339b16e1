import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { prepareGame, playGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulation } from '../../games/kit/simulate/run-simulation.ts';
import { formatReportText } from '../../games/kit/simulate/format-report.ts';
import { robots } from '../../games/robots/index.ts';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import { moveViolation } from '../../games/robots/move-checks.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import { act, content, game, play, prepared, ROBOTS_FIXTURE_ROOT, start } from './support.ts';
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

  it('enumerate offers every card of the Scrap Heap the rules let the player take, and no other', () => {
    const seen = { deeper: 0, barredDeeper: 0, closed: 0 };
    for (const n of [2, 3, 5]) {
      for (const state of randomPlay(n, `heap-${n}`, 400)) {
        const p = state.G.turn.player;
        if (state.G.turn.step !== 'draw' || state.G.scripts.running || state.G.heap.length < 2) continue;
        const taken = (game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p) as { move: string; args: unknown[] }[]).filter((m) => m.move === 'takeFromHeap').map((m) => m.args[0]);
        const allowed = state.G.heap.filter((card) => moveViolation(content, state.G, p, 'takeFromHeap', [card]) === undefined);
        expect(taken).toEqual(allowed);
        if (allowed.length === 0) seen.closed++;
        if (allowed.length > 1) seen.deeper++;
        if (allowed.length > 0 && allowed.length < state.G.heap.length) seen.barredDeeper++;
      }
    }
    expect(seen.deeper).toBeGreaterThan(5);
    expect(seen.barredDeeper).toBeGreaterThan(5);
    expect(seen.closed).toBeGreaterThan(0);
  });

  it('enumerate never offers a discard the rules bar (a power card picked up this turn, a Recycle under a Force Field), and offers them when every card is barred', () => {
    const discards = (state: ReturnType<typeof start>, p: string) =>
      (game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p) as { move: string; args: unknown[] }[]).filter((m) => m.move === 'discard').map((m) => m.args[0]);
    const taken = play(start(prepared({ hands: { '0': ['gray-9', 'red-2'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['green-2', 'purple-12'] })), ['0', 'takeFromHeap', 'purple-12']);
    expect(discards(taken, '0')).toEqual(['gray-9', 'red-2']);
    const onlyTaken = play(start(prepared({ hands: { '0': ['red-2', 'red-3'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['green-2', 'red-4', 'blue-11', 'purple-12'] })), ['0', 'takeFromHeap', 'red-4'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']]);
    expect(discards(onlyTaken, '0')).toEqual(['blue-11', 'purple-12']);
    const hands = { '0': ['green-13', 'gray-2', 'gray-3'], '1': ['purple-12', 'gray-9'], '2': ['purple-8'] };
    const shielded = play(start(prepared({ hands, heap: ['green-2'], factoryTop: ['purple-3', 'red-12'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13'], ['1', 'drawFromFactory']);
    expect(discards(shielded, '1')).toEqual(['gray-9']);
    const onlyRecycles = play(start(prepared({ hands: { ...hands, '1': ['purple-12'] }, heap: ['green-2'], factoryTop: ['purple-3', 'red-12'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13'], ['1', 'drawFromFactory']);
    expect(discards(onlyRecycles, '1')).toEqual(['purple-12', 'red-12']);
  });

  it('offers every kind of move over a game: draws, takes, spreads, extensions, discards, claims and power decisions', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 4; g++) {
      for (const state of randomPlay(3, `kinds-${g}`, 500)) {
        for (const p of Object.keys(state.ctx.activePlayers ?? {})) {
          for (const m of game.ai!.enumerate(viewFor(state.G, p) as never, state.ctx, p) as { move: string }[]) kinds.add(m.move);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['callRobots', 'decide', 'discard', 'drawFromFactory', 'extend', 'layDown', 'takeFromHeap']);
  });

  it('keeps all 74 cards and every invariant through random games', () => {
    for (const n of [2, 4]) {
      for (const state of randomPlay(n, `inv-${n}`, 400)) expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
    }
  });

  it('random bots fire every power, Singularity included, and every invariant holds through them', () => {
    const fired: Record<string, number> = {};
    let decisions = 0;
    for (const [variant, seed] of [['classic', 'p1'], ['singularity', 'p2'], ['singularity', 'p3']]) {
      const states = randomPlay(4, `powers-${seed}`, 1500, { variant });
      for (const state of states) {
        expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
        if (state.G.scripts.running) decisions++;
      }
      for (const [power, n] of Object.entries(states.at(-1)!.G.powersFired)) fired[power] = (fired[power] ?? 0) + n;
    }
    for (const power of content.powers.powers) expect(fired[power.id], power.id).toBeGreaterThan(0);
    expect(decisions).toBeGreaterThan(20);
  });

  it('the invariants catch a power left running with no decision to wait for', () => {
    const [state] = randomPlay(3, 'waiting', 0);
    const stuck = { ...state.G, scripts: { ...state.G.scripts, running: { id: 1, frames: [], scopes: [], pending: null, restore: null, tag: 'recycle' } } };
    expect(robotsInvariants(content, stuck, state.ctx)).toContain('a power is running with no decision to wait for');
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

  it('the kit simulator plays whole games with the ROBOTS! bots to the end, no invariant broken', () => {
    const { games, errors } = loadGames(ROBOTS_FIXTURE_ROOT, [robots]);
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

  it('the simulator reports how often each power fired, per power and per copy, and names a power no card carried (the Singularity in Classic)', () => {
    const prepared = prepareGame(robots, content);
    const report = runSimulation({ prepared, numPlayers: 4, setups: [{ variant: 'classic' }], seeds: ['t1', 't2', 't3'], runSeed: 'tally' });
    expect(report.failure).toBeUndefined();
    expect(report.tally).toEqual({ title: 'Powers fired', rows: [] });
    const carried = content.powers.powers.map((p) => p.id).filter((id) => id !== 'singularity');
    expect(report.cards!.rows.map((r) => r.id)).toEqual(carried);
    for (const row of report.cards!.rows) {
      expect(row.copies, row.id).toEqual([5]);
      expect(row.figures[0].total, row.id).toBeGreaterThan(0);
      expect(row.figures[0].perCopy, row.id).toBeCloseTo(row.figures[0].total / 3 / 5);
    }
    expect(report.cards!.absent).toEqual(['singularity']);
    expect(formatReportText(report)).toContain('    not in play in these games (no copy in their setups): singularity\n');
  });
});
