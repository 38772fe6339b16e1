import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../games/kit/game-module.ts';
import { prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { playOnThreads, runSimulationOnWorkers, SimulationThreads } from '../../../games/kit/simulate/run-on-workers.ts';
import { runSimulation, type SimulationReport } from '../../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../../games/kit/simulate/seeds.ts';
import type { ThreadPlan, WorkerCount } from '../../../games/kit/simulate/thread-plan.ts';
import { addsSeen, tinyContent } from './fixtures/tiny-game.ts';
import * as tinyModules from './fixtures/tiny-modules.ts';

const MODULES_URL = new URL('./fixtures/tiny-modules.ts', import.meta.url).href;

function config(name: keyof typeof tinyModules, games: number, seed: string) {
  return {
    prepared: prepareGame(tinyModules[name] as GameModule<any, any>, tinyContent),
    numPlayers: 3,
    setups: [{ length: 'short' }, { length: 'long' }],
    seeds: gameSeeds(seed, games),
    runSeed: seed,
    maxMoves: 200,
  };
}

function onWorkers(name: keyof typeof tinyModules, games: number, seed: string, workers: WorkerCount) {
  return runSimulationOnWorkers(config(name, games, seed), { url: MODULES_URL, exportName: name }, workers);
}

const withoutSpeed = ({ speed, ...rest }: SimulationReport) => rest;

/** A plan that wants the given worker counts in turn, one per look, round and round: threads come and go mid-run. */
class ScriptedThreads implements ThreadPlan {
  looks = 0;
  /** The most chunks that were out on workers at one look: more than none shows the workers played. */
  mostInFlight = 0;
  constructor(private readonly script: number[]) {}
  tick(_mainGames: number, _gamesLeft: number, inFlight: number): number {
    this.mostInFlight = Math.max(this.mostInFlight, inFlight);
    return this.script[this.looks++ % this.script.length];
  }
  used() {
    return { count: 3, why: 'scripted' };
  }
}

describe('the simulator on worker threads', () => {
  it('gives a sound run the report one core gives, for 2 and 3 workers', async () => {
    const oneCore = runSimulation(config('tallyingTiny', 300, 'par'));
    expect(oneCore.failure).toBeUndefined();
    expect(oneCore.gamesPlayed).toBe(300);
    for (const workers of [2, 3]) {
      const report = await onWorkers('tallyingTiny', 300, 'par', workers);
      expect(withoutSpeed(report)).toEqual(withoutSpeed(oneCore));
      expect(report.speed.movesPerSecond).toBeGreaterThan(0);
    }
  }, 60_000);

  it('gives the same report for 1, 2 and auto threads, and when the threads come and go mid-run', async () => {
    const games = 3000;
    const oneCore = runSimulation(config('tallyingTiny', games, 'come-and-go'));
    expect(oneCore.gamesPlayed).toBe(games);
    for (const workers of [1, 2, 'auto'] as const) {
      expect(withoutSpeed(await onWorkers('tallyingTiny', games, 'come-and-go', workers))).toEqual(withoutSpeed(oneCore));
    }
    const source = { url: MODULES_URL, exportName: 'tallyingTiny' };
    // Auto's own threads, loading early (before any run) and kept for the next run.
    const threads = new SimulationThreads('auto', source, { early: true });
    try {
      expect(threads.threads).toBe(availableParallelism() - 1);
      expect(threads.warm).toBe(false);
      // A first run plays on the workers, so that the scripted one does not end before they are ready.
      await playOnThreads(config('tallyingTiny', 40, 'warm'), source, 3, new ScriptedThreads([1]), threads);
      expect(threads.warm).toBe(true);
      const plan = new ScriptedThreads([0, 0, 1, 2, 2, 0, 1, 0, 0, 2]);
      const report = await playOnThreads(config('tallyingTiny', games, 'come-and-go'), source, 3, plan, threads);
      expect(plan.looks).toBeGreaterThan(10);
      expect(plan.mostInFlight).toBeGreaterThan(0);
      expect(withoutSpeed(report)).toEqual(withoutSpeed(oneCore));
    } finally {
      await threads.destroy();
    }
  }, 120_000);

  it('reports the first failed game by index, as one core does, with the games before it counted', async () => {
    const oneCore = runSimulation(config('unluckyTiny', 400, 'unlucky'));
    const failure = oneCore.failure!;
    expect(failure.failure).toMatchObject({ kind: 'invariant', broken: [expect.stringMatching(/^every secret is [1-6]$/)] });
    // A failure well inside the run: the chunks before it are added up, those after it dropped.
    expect(failure.gameIndex).toBeGreaterThan(10);
    expect(oneCore.gamesPlayed).toBe(failure.gameIndex);
    const report = await onWorkers('unluckyTiny', 400, 'unlucky', 2);
    expect(withoutSpeed(report)).toEqual(withoutSpeed(oneCore));
  }, 60_000);

  it('reports a game that threw with the same message and stack as one core', async () => {
    const oneCore = runSimulation(config('throwingTiny', 400, 'unlucky'));
    expect(oneCore.failure!.failure).toMatchObject({ kind: 'error', message: expect.stringMatching(/every secret is/) });
    expect(oneCore.failure!.failure.stack).toMatch(/at add \(.*tiny-game\.ts:\d+:\d+\)/);
    const report = await onWorkers('throwingTiny', 400, 'unlucky', 2);
    const { stack, ...failure } = report.failure!.failure;
    const { stack: oneCoreStack, ...oneCoreFailure } = oneCore.failure!.failure;
    expect({ ...report.failure, failure }).toEqual({ ...oneCore.failure, failure: oneCoreFailure });
    // The game's own frames; below them, vitest's thread maps library files through source maps where tsx's does not.
    const gameFrames = (text?: string) => text!.split('\n').slice(0, 2);
    expect(gameFrames(stack)).toEqual(gameFrames(oneCoreStack));
  }, 60_000);

  it('cross-checks once every game is played, on one core and on workers, and ends the report at a game found apart', async () => {
    // A check steps each add through both engines in turn: from a thread's first check on, it only checked.
    const checkedLast = () => {
      const checking = addsSeen.slice(addsSeen.indexOf('reference') - 1);
      return checking.length > 2 && checking.every((engine, i) => engine === (i % 2 === 0 ? 'lean' : 'reference'));
    };
    addsSeen.length = 0;
    const oneCore = runSimulation(config('driftingTiny', 400, 'apart'));
    expect(oneCore.failure).toMatchObject({ gameIndex: 300, failure: { kind: 'engine', message: expect.stringMatching(/^the simulator's engine disagrees with boardgame\.io: after action 1 /) } });
    expect(oneCore.failure!.moves.length).toBeGreaterThan(0);
    expect(oneCore.gamesPlayed).toBe(300);
    expect(oneCore.crossChecked).toEqual({ every: 50, games: 6 });
    expect(checkedLast()).toBe(true);
    addsSeen.length = 0;
    const report = await onWorkers('driftingTiny', 400, 'apart', 2);
    expect(withoutSpeed(report)).toEqual(withoutSpeed(oneCore));
    expect(checkedLast()).toBe(true);
  }, 60_000);

  it('plays on this thread with one worker, or one game', async () => {
    const single = await onWorkers('tallyingTiny', 1, 'one', 4);
    expect(withoutSpeed(single)).toEqual(withoutSpeed(runSimulation(config('tallyingTiny', 1, 'one'))));
  });
});
