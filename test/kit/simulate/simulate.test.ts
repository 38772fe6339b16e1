import { describe, expect, it } from 'vitest';
import { playGame, prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { runSimulation, type SimulationReport } from '../../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../../games/kit/simulate/seeds.ts';
import { formatReportJson, formatReportText } from '../../../games/kit/simulate/format-report.ts';
import { tinyContent, tinyModule, type TinyOptions } from './fixtures/tiny-game.ts';

function simulate(options: TinyOptions, games: number, seed = 'test', setups = [{ length: 'short' }, { length: 'long' }]) {
  return runSimulation({
    prepared: prepareGame(tinyModule(options), tinyContent),
    numPlayers: 3,
    setups,
    seeds: gameSeeds(seed, games),
    runSeed: seed,
    maxMoves: 200,
  });
}

const withoutSpeed = ({ speed, ...rest }: SimulationReport) => rest;

describe('runSimulation on a sound game', () => {
  it('plays every game to its end and reports outcomes by setup', () => {
    const report = simulate({}, 200);
    expect(report.failure).toBeUndefined();
    expect(report.gamesPlayed).toBe(200);
    expect(report.outcomes.map((o) => [o.setup, o.games])).toEqual([
      [{ length: 'short' }, 100],
      [{ length: 'long' }, 100],
    ]);
    for (const group of report.outcomes) {
      expect(group.outcomes.reduce((sum, o) => sum + o.count, 0)).toBe(100);
      expect(group.outcomes.reduce((sum, o) => sum + o.percent, 0)).toBeCloseTo(100);
      expect(group.outcomes.every((o) => /^player [0-2] wins$/.test(o.label))).toBe(true);
    }
    // Reaching 5 takes at least 3 additions, reaching 12 at least 6.
    expect(report.length!.min).toBeGreaterThanOrEqual(3);
    expect(report.length!.p95).toBeLessThanOrEqual(report.length!.max);
    expect(report.totalMoves).toBeGreaterThan(200 * 3);
    expect(report.speed.gamesPerSecond).toBeGreaterThan(0);
    expect(report.speed.peakHeapBytes).toBeGreaterThan(0);
  });

  it('plays a turn-based game, passing with endTurn', () => {
    const report = simulate({ turnBased: true }, 50);
    expect(report.failure).toBeUndefined();
    expect(report.gamesPlayed).toBe(50);
  });

  it('gives the same report for the same seed, and another for another seed', () => {
    expect(withoutSpeed(simulate({}, 100, 'same'))).toEqual(withoutSpeed(simulate({}, 100, 'same')));
    expect(withoutSpeed(simulate({}, 100, 'other'))).not.toEqual(withoutSpeed(simulate({}, 100, 'same')));
  });

  it("replays every 50th game of a short run through boardgame.io's reducer, and about ten spread over a long one", () => {
    expect(simulate({}, 120).crossChecked).toEqual({ every: 50, games: 3 });
    expect(simulate({}, 1500).crossChecked).toEqual({ every: 150, games: 10 });
  });

  it('replays one game move for move from its seed', () => {
    const prepared = prepareGame(tinyModule(), tinyContent);
    const options = { numPlayers: 4, setupData: { length: 'short' }, seed: 'replay-7', maxMoves: 200 };
    const first = playGame(prepared, options);
    expect(first.moves.length).toBeGreaterThan(0);
    expect(playGame(prepareGame(tinyModule(), tinyContent), options)).toEqual(first);
  });
});

describe('runSimulation on broken games', () => {
  it('stops at a broken invariant with the seed, setup, moves and a command that replays it', () => {
    const report = simulate({ breaksAt: 4 }, 50, 'inv');
    const failure = report.failure!;
    expect(failure.failure.kind).toBe('invariant');
    expect(failure.failure.broken).toEqual([expect.stringMatching(/^total reached [45]$/)]);
    expect(failure.seed).toBe(`inv-${failure.gameIndex}`);
    expect(failure.gameIndex).toBe(0);
    expect(report.gamesPlayed).toBe(0);

    const text = formatReportText(report);
    expect(text).toContain('FAILED: game 0 (seed inv-0): invariant');
    expect(text).toContain('broken invariant: total reached');
    expect(text).toContain('setupData: {"length":"short"}');
    expect(text).toContain(`moves (${failure.moves.length}):`);
    expect(text).toContain('reproduce: tablewright simulate tiny --players 3 --option length=short --max-moves 200 --game-seed inv-0');
    expect(JSON.parse(formatReportJson(report)).failure.reproduce).toContain('--game-seed inv-0');

    const again = playGame(prepareGame(tinyModule({ breaksAt: 4 }), tinyContent), {
      numPlayers: 3,
      setupData: failure.setupData,
      seed: failure.seed,
      maxMoves: 200,
    });
    expect(again.moves).toEqual(failure.moves);
    expect(again.failure).toEqual(failure.failure);
  });

  it('reports a game that never ends as cannot-end, at the move cap', () => {
    const failure = simulate({ endless: true }, 5).failure!;
    expect(failure.failure.kind).toBe('cannot-end');
    expect(failure.moves).toHaveLength(200);
  });

  it('reports a game where no one can move and nothing ended', () => {
    const failure = simulate({ offersNothing: true }, 5).failure!;
    expect(failure.failure.kind).toBe('no-legal-move');
    expect(failure.moves).toHaveLength(0);
  });

  it('reports a move offered by enumerate that the engine refuses', () => {
    const report = simulate({ offersIllegal: true }, 20, 'ill');
    const failure = report.failure!;
    expect(failure.failure.kind).toBe('illegal-move');
    expect(failure.failure.message).toMatch(/enumerate offered add\(3\) by player [0-2], which the engine rejected/);
    expect(failure.moves.at(-1)).toMatchObject({ move: 'add', args: [3] });
  });

  it('reports a move that throws, with the seed', () => {
    const module = tinyModule();
    const throwing = {
      ...module,
      createGame: (content: typeof tinyContent) => {
        const game = module.createGame(content);
        return { ...game, moves: { ...game.moves, add: () => { throw new Error('boom'); } } };
      },
    };
    const report = runSimulation({
      prepared: prepareGame(throwing, tinyContent),
      numPlayers: 2,
      setups: [{ length: 'short' }],
      seeds: gameSeeds('throw', 30),
      runSeed: 'throw',
    });
    expect(report.failure!.failure).toMatchObject({ kind: 'error', message: expect.stringContaining('boom') });
    expect(formatReportText(report)).toContain('seed throw-');
  });
});

describe('what the simulator hands the game module', () => {
  it('checks invariants against the content the game was built from', () => {
    const otherContent = { targets: { short: 6, long: 13 } };
    const prepared = { ...prepareGame(tinyModule(), tinyContent), content: otherContent };
    const record = playGame(prepared, { numPlayers: 3, setupData: { length: 'short' }, seed: 'content-1', maxMoves: 200 });
    expect(record.failure).toMatchObject({ kind: 'invariant', broken: ["target 5 is not one of the content's"] });
    expect(playGame(prepareGame(tinyModule(), tinyContent), { numPlayers: 3, setupData: { length: 'short' }, seed: 'content-1', maxMoves: 200 }).failure).toBeUndefined();
  });

  it("sums the module's tally over the finished games, keeping what never happened, and prints it as its own table", () => {
    const report = simulate({ tallies: true }, 40, 'tally');
    expect(report.failure).toBeUndefined();
    expect(report.tally!.title).toBe('Endings');
    const rows = Object.fromEntries(report.tally!.rows.map((r) => [r.label, r]));
    expect(rows.finished).toEqual({ label: 'finished', total: 40, perGame: 1, games: 40, sumSquares: 40 });
    expect(rows.overshot.total).toBeGreaterThan(0);
    expect(rows.overshot.total).toBeLessThan(40);
    expect(rows['never happens']).toEqual({ label: 'never happens', total: 0, perGame: 0, games: 0, sumSquares: 0 });
    const text = formatReportText(report);
    expect(text).toMatch(/\nEndings\n\s+total\s+per game\s+games\n\s+finished\s+40\s+1\.00\s+40\n/);
    expect(text).toMatch(/never happens\s+0\s+0\.00\s+0\s+never\n/);
    expect(JSON.parse(formatReportJson(report)).tally.rows).toHaveLength(3);
  });

  it('reports no tally for a module that keeps none', () => {
    const report = simulate({}, 5);
    expect(report.tally).toBeNull();
    expect(formatReportText(report)).not.toContain('per game');
  });
});
