import type { State } from 'boardgame.io';
import type { EngineAction, Step } from '../../games/kit/engine/lean-reducer.ts';
import { loggedActions } from '../../games/kit/replay/logged-actions.ts';

/** How many moves a match's state may run ahead of the state kept in its row: a cold read replays at most this many. */
export const KEPT_STATE_EVERY = 16;

/**
 * How a store that keeps only the log on most moves reads a match's state back: the state
 * kept in its row, then the moves logged after it, played again on the game the match plays
 * on. `stepFor` answers that game's step (undefined if this process does not host it);
 * `content` reads the match's content version from the store, for a version not in memory.
 */
export interface LogTail {
  every: number;
  stepFor(gameName: string, hash: string | null, content: () => unknown): Step | undefined;
}

/** The log's entries after the kept state do not replay onto it: the file was changed by something else. */
export class LogTailError extends Error {
  constructor(matchID: string, why: string) {
    super(`match ${matchID} cannot be read back: ${why}; restore the store from a backup (docs/server.md, "Backing up and restoring")`);
    this.name = 'LogTailError';
  }
}

/**
 * The state reached by playing the logged actions of `entries` (the log after the kept state,
 * oldest first) on `kept`: each action's step must be accepted and raise the state id by one,
 * as it did when it was played. Answers the state without its deltalog, as the store keeps it.
 */
export function playLogTail(matchID: string, step: Step, kept: State, entries: readonly unknown[]): State {
  let state = kept;
  for (const { stateID, action } of loggedActions(entries)) {
    if (stateID !== state._stateID) throw new LogTailError(matchID, `its log goes on from state ${stateID} where the state is at ${state._stateID}`);
    const result = step(state, action as EngineAction);
    if ('rejected' in result) throw new LogTailError(matchID, `the logged action of state ${stateID} is refused (${result.rejected})`);
    const { deltalog: _deltalog, ...next } = result.state;
    state = next as State;
  }
  return state;
}
