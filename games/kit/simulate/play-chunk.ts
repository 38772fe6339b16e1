import type { GameModule } from '../game-module.ts';
import { importShippedGame } from '../../shipped-game.ts';
import { checkedAndKept, endsRun, playUnchecked, prepareGame, type GameRecord, type PreparedGame } from './play-game.ts';
import { PeakHeap } from './peak-heap.ts';
import { gameOptions, keptOfGame } from './run-simulation.ts';
import type { SetupData } from './setup-choices.ts';

/** Where a worker thread finds the game module: a shipped game by id, or a named export of a module file. */
export type ModuleSource = { gameId: string } | { url: string; exportName: string };

/** A run of consecutive games for one worker thread: plain data, cloned across the thread boundary. */
export interface ChunkTask {
  /** Tells the run apart, so a thread builds the game once per run. */
  runId: string;
  source: ModuleSource;
  content: unknown;
  numPlayers: number;
  /** The run's setups, all of them: game i is played with setups[i % setups.length]. */
  setups: SetupData[];
  maxMoves: number;
  /** How many games the whole run plays (which of them are cross-checked depends on it). */
  runGames: number;
  /** The index in the run of the chunk's first game. */
  first: number;
  /** The seeds of the chunk's games, in order. */
  seeds: string[];
}

export interface ChunkResult {
  /** One per game played, unchecked (keptOfRecord), in order; the last is the chunk's first game that ended the run, if any. */
  records: GameRecord[];
  peakHeapBytes: number;
}

/** A game of a run to cross-check on a worker once the run's games are played (checkGame): one whose check was chosen, or that failed. */
export interface CheckTask {
  runId: string;
  source: ModuleSource;
  content: unknown;
  record: GameRecord;
}

let cached: { runId: string; prepared: PreparedGame } | undefined;

export async function loadModule(source: ModuleSource): Promise<GameModule<any, any>> {
  if ('gameId' in source) {
    const shipped = await importShippedGame(source.gameId);
    if (!shipped) throw new Error(`no shipped game '${source.gameId}'`);
    return shipped;
  }
  const found = (await import(source.url))[source.exportName];
  if (!found) throw new Error(`${source.url} exports no '${source.exportName}'`);
  return found;
}

async function preparedFor(task: Pick<ChunkTask, 'runId' | 'source' | 'content'>): Promise<PreparedGame> {
  if (cached?.runId !== task.runId) cached = { runId: task.runId, prepared: prepareGame(await loadModule(task.source), task.content) };
  return cached.prepared;
}

/** Plays a chunk's games in order, unchecked, as runSimulation would, and stops at the first failure that ends the run. */
export async function playChunk(task: ChunkTask): Promise<ChunkResult> {
  const prepared = await preparedFor(task);
  const records: GameRecord[] = [];
  const heap = new PeakHeap();
  for (let i = 0; i < task.seeds.length; i++) {
    const index = task.first + i;
    const record = playUnchecked(prepared, gameOptions(task, index, task.seeds[i]));
    records.push(keptOfGame(record, index, task.runGames));
    heap.afterGame();
    if (endsRun(record)) break;
  }
  return { records, peakHeapBytes: heap.bytes() };
}

/** A game cross-checked against boardgame.io's reducer (checkRecord), as a run keeps it. */
export async function checkGame(task: CheckTask): Promise<GameRecord> {
  return checkedAndKept(await preparedFor(task), task.record);
}
