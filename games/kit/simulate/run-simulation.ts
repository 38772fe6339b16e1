import { playGame, type GameRecord, type PreparedGame } from './play-game.ts';
import type { SetupData } from './setup-choices.ts';
import { lengthStats, outcomeCounts, sumTallies, type LengthStats, type OutcomeCount, type TallyRow } from './statistics.ts';

/**
 * A guard against a game that cannot end, far above any real game: a 5-player ROBOTS! match
 * of random bots lasts about 800 moves, rarely 2,000 (powers and their decisions included).
 */
export const DEFAULT_MAX_MOVES = 5000;

export interface SimulationConfig {
  prepared: PreparedGame;
  numPlayers: number;
  /** Game i is played with setups[i % setups.length]. */
  setups: SetupData[];
  /** One per game: the match seed and the root of the bots' choices. */
  seeds: string[];
  /** The run's seed, reported so the run can be repeated. */
  runSeed: string;
  maxMoves?: number;
}

export interface SetupOutcomes {
  setup: SetupData;
  games: number;
  outcomes: OutcomeCount[];
}

/** A failed game, with everything needed to replay it. */
export interface SimulationFailure extends GameRecord {
  failure: NonNullable<GameRecord['failure']>;
  gameIndex: number;
}

export interface SimulationReport {
  game: string;
  players: number;
  seed: string;
  maxMoves: number;
  gamesRequested: number;
  gamesPlayed: number;
  totalMoves: number;
  outcomes: SetupOutcomes[];
  /** Moves per finished game. */
  length: LengthStats | null;
  /** The game's own counters (GameModule.tally) summed over the finished games, or null if it keeps none. */
  tally: { title: string; rows: TallyRow[] } | null;
  /** Measurements of this machine and run: the only part a seed does not reproduce. */
  speed: { seconds: number; gamesPerSecond: number; movesPerSecond: number; peakHeapBytes: number };
  failure?: SimulationFailure;
}

const HEAP_SAMPLE_EVERY = 32;

/** Plays the games in order and stops at the first failure. */
export function runSimulation(config: SimulationConfig): SimulationReport {
  const maxMoves = config.maxMoves ?? DEFAULT_MAX_MOVES;
  const { module } = config.prepared;
  const labels = config.setups.map(() => [] as string[]);
  const lengths: number[] = [];
  const tallies: Record<string, number>[] = [];
  let totalMoves = 0;
  let failure: SimulationFailure | undefined;
  let peakHeapBytes = process.memoryUsage().heapUsed;
  const started = performance.now();

  for (let index = 0; index < config.seeds.length; index++) {
    const which = index % config.setups.length;
    const record = playGame(config.prepared, {
      numPlayers: config.numPlayers,
      setupData: config.setups[which],
      seed: config.seeds[index],
      maxMoves,
    });
    totalMoves += record.moves.length;
    if (record.failure) {
      failure = { ...record, failure: record.failure, gameIndex: index };
      break;
    }
    labels[which].push(module.outcomeLabel(record.gameover));
    lengths.push(record.moves.length);
    if (record.tally) tallies.push(record.tally);
    if (index % HEAP_SAMPLE_EVERY === 0) peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
  }

  const seconds = (performance.now() - started) / 1000;
  peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
  return {
    game: module.id,
    players: config.numPlayers,
    seed: config.runSeed,
    maxMoves,
    gamesRequested: config.seeds.length,
    gamesPlayed: lengths.length,
    totalMoves,
    outcomes: config.setups.map((setup, i) => ({ setup, games: labels[i].length, outcomes: outcomeCounts(labels[i]) })),
    length: lengthStats(lengths),
    tally: module.tally ? { title: module.tallyTitle ?? 'Tally', rows: sumTallies(tallies, lengths.length) } : null,
    speed: {
      seconds,
      gamesPerSecond: seconds > 0 ? lengths.length / seconds : 0,
      movesPerSecond: seconds > 0 ? totalMoves / seconds : 0,
      peakHeapBytes,
    },
    failure,
  };
}
