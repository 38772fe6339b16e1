import { readFileSync } from 'node:fs';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { GameModule } from '../../games/kit/game-module.ts';
import { parseReplayFixture, type ReplayFixture } from '../../games/kit/replay/replay-fixture-format.ts';
import { replayRecorded, type ReplayReport } from '../../games/kit/replay/replay-record.ts';
import { findGameModule } from '../../games/registry.ts';

/** A fixture written by `tablewright replay <matchID> --export FILE`, replayed and ready to question. */
export interface LoadedReplay {
  fixture: ReplayFixture;
  module: GameModule<any, any>;
  /** The content the match was created from, as the fixture keeps it. */
  content: unknown;
  /** The replay of the whole log, compared with the match's recorded states. */
  report: ReplayReport;
  /** The state after the first `actions` actions of the log (0: the setup). */
  stateAfter(actions: number): State;
  /** Plays one more action on `state` through the reducer, as the server would (a test of what comes next). */
  play(state: State, action: { move: string; args?: unknown[]; playerID: string }): State & { transients?: { error?: { type: string } } };
}

/**
 * Loads a replay fixture and replays it through boardgame.io's reducer on the content stored
 * in it: a playtest bug, exported from the store, becomes a test's starting point.
 */
export function loadReplayFixture(file: string): LoadedReplay {
  const fixture = parseReplayFixture(readFileSync(file, 'utf8'), file);
  const module = findGameModule(fixture.game);
  if (!module) throw new Error(`${file}: game "${fixture.game}" is not registered (games/registry.ts)`);
  const record = {
    module,
    content: fixture.content.json,
    setup: { numPlayers: fixture.numPlayers, setupData: fixture.setupData, seed: fixture.seed },
    log: fixture.log,
    initial: fixture.initial,
    final: fixture.final,
  };
  const reducer = CreateGameReducer({ game: module.createGame(fixture.content.json) });
  return {
    fixture,
    module,
    content: fixture.content.json,
    report: replayRecorded(record),
    stateAfter: (actions) => replayRecorded(record, { upTo: actions }).result.state,
    play: (state, { move, args = [], playerID }) =>
      reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as Parameters<typeof reducer>[1]) as State,
  };
}
