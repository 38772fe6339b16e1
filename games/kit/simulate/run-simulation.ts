import { CardCounts, type CardTable } from './card-tally.ts';
import { PeakHeap } from './peak-heap.ts';
import { checkRecord, endsRun, keptOfRecord, needsCheck, playUnchecked, type GameRecord, type PlayOptions, type PreparedGame } from './play-game.ts';
import type { SeatResult } from '../seat-result.ts';
import { lengthHistogram, seatStatistics, type LengthBin, type SeatStatistics } from './seat-statistics.ts';
import type { SetupData } from './setup-choices.ts';
import type { ThreadsUsed } from './thread-plan.ts';
import { lengthStats, outcomeCounts, sumTallies, type LengthStats, type OutcomeCount, type TallyRow } from './statistics.ts';

/**
 * A guard against a game that cannot end, far above any real game: a 5-player ROBOTS! match
 * of random bots lasts about 800 moves, rarely 2,000 (powers and their decisions included).
 */
export const DEFAULT_MAX_MOVES = 5000;

/**
 * About this many games of a run, spread evenly over it and never closer than every 50th, are
 * replayed through boardgame.io's own reducer and compared move by move with the lean engine that
 * played them (games/kit/engine/); a failed game always is. A replay costs ten of the lean
 * engine's games: at every 50th game it was 14% of a 2,000-game ROBOTS! report. The replays
 * wait until the games are played (playUnchecked says why).
 */
const CROSS_CHECKS_PER_RUN = 10;

/** The gap between two cross-checked games of a run of `games`: game 0 is one. */
export function crossCheckEvery(games: number): number {
  return Math.max(50, Math.ceil(games / CROSS_CHECKS_PER_RUN));
}

/** Whether game `index` of a run of `runGames` is one of those cross-checked. */
export const checkChosen = (index: number, runGames: number): boolean => index % crossCheckEvery(runGames) === 0;

/** Whether game `index` of a run of `runGames` is cross-checked once the run's games are played: chosen, or failed (needsCheck). */
export const gameNeedsCheck = (record: GameRecord, index: number, runGames: number): boolean => needsCheck(record, checkChosen(index, runGames));

/** Game `index` of a run of `runGames` as the run keeps it until checked and tallied (keptOfRecord). */
export const keptOfGame = (record: GameRecord, index: number, runGames: number): GameRecord => keptOfRecord(record, checkChosen(index, runGames));

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
  lengthHistogram: LengthBin[];
  /** The game's own counters (GameModule.tally) summed over the finished games, or null if it keeps none; card counters are in `cards`. */
  tally: { title: string; rows: TallyRow[] } | null;
  /** The tally's card counters per design and per copy (GameModule.cardTally), or null if the game counts no cards. */
  cards: CardTable | null;
  /** Win rates and scores by seat and role over the finished games (GameModule.seatResults), or null if the game gives none. */
  seats: SeatStatistics | null;
  /** How many of the games were replayed through boardgame.io's reducer and found identical, move by move. */
  crossChecked: { every: number; games: number };
  /** Measurements of this machine and run: the only part a seed does not reproduce. */
  speed: { seconds: number; gamesPerSecond: number; movesPerSecond: number; peakHeapBytes: number; threads: ThreadsUsed };
  /** The failure that ended the run: games after it were not played or not counted. */
  failure?: SimulationFailure;
  /** The content folder the run read (`--content`), when not the project's: a failure's reproduce line names it. */
  content?: string;
  /** Games that failed without ending the run (a card script that ran away): how many, and the first few in full. */
  failedGames: { count: number; first: SimulationFailure[] };
}

const ONE_THREAD: ThreadsUsed = { count: 1, why: 'one thread' };

/** Failed games kept in full in a report (each holds its moves); the rest are counted. */
export const FAILURES_KEPT = 5;

/** The options of game `index` of a run, played with `seed`: the run's setups take turns. */
export function gameOptions(config: Pick<SimulationConfig, 'numPlayers' | 'setups' | 'maxMoves'>, index: number, seed: string): PlayOptions {
  return {
    numPlayers: config.numPlayers,
    setupData: config.setups[index % config.setups.length],
    seed,
    maxMoves: config.maxMoves ?? DEFAULT_MAX_MOVES,
  };
}

/**
 * Adds up played games in game-index order, as a one-core run plays them, whoever played
 * them: the first failure ends the run and games after it do not count.
 */
export class SimulationTally {
  private readonly labels: string[][];
  private readonly lengths: number[] = [];
  private readonly tallies: Record<string, number>[] = [];
  private readonly seats: SeatResult[][] = [];
  private totalMoves = 0;
  private crossChecked = 0;
  private failure: SimulationFailure | undefined;
  private readonly failedGames: SimulationReport['failedGames'] = { count: 0, first: [] };
  private readonly cards: CardCounts | undefined;

  constructor(private readonly config: SimulationConfig) {
    this.labels = config.setups.map(() => []);
    const { module, content } = config.prepared;
    if (module.cardTally) this.cards = new CardCounts(module.cardTally, content, config.setups, config.numPlayers);
  }

  /** Counts game `index` (the games must come in order); false once a game has ended the run. */
  add(index: number, record: GameRecord): boolean {
    if (this.failure) return false;
    this.totalMoves += record.movesPlayed;
    if (checkChosen(index, this.config.seeds.length) && record.failure?.kind !== 'engine') this.crossChecked++;
    if (record.failure) {
      const failed = { ...record, failure: record.failure, gameIndex: index };
      if (endsRun(record)) {
        this.failure = failed;
        return false;
      }
      this.failedGames.count++;
      if (this.failedGames.first.length < FAILURES_KEPT) this.failedGames.first.push(failed);
      return true;
    }
    this.labels[index % this.config.setups.length].push(this.config.prepared.module.outcomeLabel(record.gameover));
    this.lengths.push(record.movesPlayed);
    if (record.tally) this.tallies.push(record.tally);
    this.cards?.add(index % this.config.setups.length, record.tally);
    if (record.seats) this.seats.push(record.seats);
    return true;
  }

  report(seconds: number, peakHeapBytes: number, threads: ThreadsUsed = ONE_THREAD): SimulationReport {
    const { config, labels, lengths, totalMoves } = this;
    const { module } = config.prepared;
    const rows = module.tally ? sumTallies(this.tallies, lengths.length) : [];
    const split = this.cards?.table(rows);
    return {
      game: module.id,
      players: config.numPlayers,
      seed: config.runSeed,
      maxMoves: config.maxMoves ?? DEFAULT_MAX_MOVES,
      gamesRequested: config.seeds.length,
      gamesPlayed: lengths.length,
      totalMoves,
      outcomes: config.setups.map((setup, i) => ({ setup, games: labels[i].length, outcomes: outcomeCounts(labels[i]) })),
      length: lengthStats(lengths),
      lengthHistogram: lengthHistogram(lengths),
      tally: module.tally ? { title: module.tallyTitle ?? 'Tally', rows: split?.rest ?? rows } : null,
      cards: split?.cards ?? null,
      seats: module.seatResults ? seatStatistics(this.seats, module) : null,
      crossChecked: { every: crossCheckEvery(config.seeds.length), games: this.crossChecked },
      speed: {
        seconds,
        gamesPerSecond: seconds > 0 ? lengths.length / seconds : 0,
        movesPerSecond: seconds > 0 ? totalMoves / seconds : 0,
        peakHeapBytes,
        threads,
      },
      failure: this.failure,
      failedGames: this.failedGames,
    };
  }
}

/**
 * Plays the games in order on this thread and stops at the first failure that ends the run;
 * then checks the games chosen and the failed one, in order, and counts the games up to the
 * first that ends the run.
 */
export function runSimulation(config: SimulationConfig): SimulationReport {
  const heap = new PeakHeap();
  const started = performance.now();
  const records = playInOrder(config, () => heap.afterGame());
  checkInOrder(config, records);
  const tally = new SimulationTally(config);
  records.every((record, index) => tally.add(index, record));
  const seconds = (performance.now() - started) / 1000;
  return tally.report(seconds, heap.bytes());
}

/**
 * The run's games played unchecked on this thread, up to the first that ends the run or that
 * `stop` (called after each) stops at; each as keptOfRecord keeps it, or `whole`.
 */
export function playInOrder(config: SimulationConfig, stop: (record: GameRecord) => boolean | void, { whole = false } = {}): GameRecord[] {
  const records: GameRecord[] = [];
  const runGames = config.seeds.length;
  for (let index = 0; index < runGames; index++) {
    const record = playUnchecked(config.prepared, gameOptions(config, index, config.seeds[index]));
    records.push(whole ? record : keptOfGame(record, index, runGames));
    if (endsRun(record) || stop(record)) break;
  }
  return records;
}

/** Cross-checks a run's records on this thread (checkRecord), in place, up to the first found apart from boardgame.io. */
export function checkInOrder(config: SimulationConfig, records: GameRecord[]): void {
  for (const [index, record] of records.entries()) {
    if (!gameNeedsCheck(record, index, config.seeds.length)) continue;
    records[index] = checkRecord(config.prepared, record, true);
    if (records[index].failure?.kind === 'engine') return;
  }
}
