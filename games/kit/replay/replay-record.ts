import type { State } from 'boardgame.io';
import type { GameModule } from '../game-module.ts';
import { loggedActions, type LoggedAction } from './logged-actions.ts';
import { replayGame, type ReplayResult, type ReplaySetup } from './replay-game.ts';
import { essentials, stateDifferences, type StateDifference } from './state-diff.ts';

/** A match as recorded (by the store or in a fixture): enough to play it again. */
export interface RecordedMatch {
  module: GameModule<any, any>;
  content: unknown;
  setup: ReplaySetup;
  log: readonly unknown[];
  /** The state the match started from, when the record kept it (`essentials`). */
  initial?: Record<string, unknown>;
  /** The state the match reached (`essentials`). */
  final: Record<string, unknown>;
}

export interface ReplayReport {
  result: ReplayResult;
  actions: LoggedAction[];
  /** Where a fresh setup departs from the recorded one: the content or the seed is not the match's. */
  setupDifferences: StateDifference[];
  /** Where the replay's last state departs from the recorded final state. */
  finalDifferences: StateDifference[];
  /** Every action replayed as logged, to the recorded state. */
  same: boolean;
}

/** The seed the random plugin was set up with: boardgame.io keeps it beside the PRNG state. */
export function seedOf(initialState: State): string | undefined {
  const seed = (initialState.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  return seed === undefined ? undefined : String(seed);
}

/**
 * Replays a recorded match through the reducer on the game built from its content and
 * compares: the setup with the recorded initial state, each action with its log entries
 * (replayGame), the last state with the recorded final one. Differences are capped at `limit`.
 */
export function replayRecorded(match: RecordedMatch, options: { limit?: number; upTo?: number } = {}): ReplayReport {
  const limit = options.limit ?? 20;
  const { module, content } = match;
  const actions = loggedActions(match.log);
  const result = replayGame(module.createGame(content), match.setup, actions, {
    upTo: options.upTo,
    invariants: (state) => module.invariants(state.G, state.ctx, content),
  });
  const setupDifferences = match.initial ? stateDifferences(match.initial, essentials(result.initial), limit) : [];
  const finalDifferences = stateDifferences(match.final, essentials(result.state), limit);
  const same = !result.divergence && result.played === actions.length && setupDifferences.length === 0 && finalDifferences.length === 0;
  return { result, actions, setupDifferences, finalDifferences, same };
}
