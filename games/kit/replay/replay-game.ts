import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { describeAction, type LoggedAction } from './logged-actions.ts';
import { canonicalJson } from './state-diff.ts';

/** What boardgame.io built the match from: with the same game and log, the same match again. */
export interface ReplaySetup {
  numPlayers: number;
  setupData?: unknown;
  seed: string;
}

/** The first action the replay could not play as the match played it. */
export interface Divergence {
  /** 0-based position of the action among the log's actions. */
  action: number;
  /** 0-based position of its first entry in the log. */
  entry: number;
  described: string;
  problem: string;
  /** The replay stopped here: the engine refused the action, or the game threw. */
  stopped: boolean;
}

export interface ReplayResult {
  initial: State;
  /** The state after the last action played. */
  state: State;
  /** How many actions were played. */
  played: number;
  divergence?: Divergence;
  /** Invariants the game module reports broken, at the first state that broke them. */
  broken?: { after: number; messages: string[] };
}

export interface ReplayOptions {
  /** Play only the first `upTo` actions (a test that looks at the state before the bug). */
  upTo?: number;
  /** The game module's invariants, checked at setup and after every action. */
  invariants?: (state: State) => string[];
}

export type Reducer = ReturnType<typeof CreateGameReducer>;
type WithTransients = State & { transients?: { error?: { type: string } }; deltalog?: unknown[] };

/** The new state, or why this action does not replay as logged. */
export function replayStep(reducer: Reducer, state: State, logged: LoggedAction): { next?: State; problem?: string; stopped?: boolean } {
  if (state._stateID !== logged.stateID) {
    return {
      problem: `the log has it played on state ${logged.stateID} but the replay is at state ${state._stateID} (an accepted action left no log entry, or entries are missing)`,
      stopped: true,
    };
  }
  let result: WithTransients;
  try {
    result = reducer(state, logged.action as Parameters<Reducer>[1]) as WithTransients;
  } catch (error) {
    return { problem: `the game threw: ${error instanceof Error ? error.message : String(error)}`, stopped: true };
  }
  const { transients, deltalog, ...next } = result;
  if (transients?.error || next._stateID === state._stateID) {
    return { problem: `the engine refused it (${transients?.error?.type ?? 'state unchanged'})`, stopped: true };
  }
  const replayed = canonicalJson(JSON.parse(JSON.stringify(deltalog ?? [])));
  if (replayed !== canonicalJson(logged.entries)) {
    return { next, problem: `it logged ${replayed} where the match logged ${canonicalJson(logged.entries)}` };
  }
  return { next };
}

/**
 * Replays logged actions through boardgame.io's own reducer from a fresh setup with the
 * match's seed. Each action must be played on the state the log says, be accepted, and log
 * what the match logged; the first one that does not is the divergence. A refused action
 * stops the replay; any other divergence plays on, so the final state shows its effect.
 */
export function replayGame(game: Game, setup: ReplaySetup, actions: readonly LoggedAction[], options: ReplayOptions = {}): ReplayResult {
  const reducer = CreateGameReducer({ game });
  const initial = InitializeGame({ game: { ...game, seed: setup.seed }, numPlayers: setup.numPlayers, setupData: setup.setupData });
  // The reducer changes some of ctx in place (each seat's move count): keep the setup as it was.
  const result: ReplayResult = { initial: structuredClone(initial), state: initial, played: 0 };
  const check = (after: number) => {
    const messages = options.invariants?.(result.state) ?? [];
    if (messages.length > 0) result.broken ??= { after, messages };
  };
  check(0);
  const count = Math.min(options.upTo ?? actions.length, actions.length);
  for (let i = 0; i < count; i++) {
    const { next, problem, stopped = false } = replayStep(reducer, result.state, actions[i]);
    if (problem) {
      result.divergence ??= { action: i, entry: actions[i].firstEntry, described: describeAction(actions[i].action), problem, stopped };
    }
    if (!next) break;
    result.state = next;
    result.played = i + 1;
    check(i + 1);
  }
  return result;
}
