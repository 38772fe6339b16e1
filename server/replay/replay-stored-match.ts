import { stepOf } from '../app/lean-master.ts';
import { servedGame } from '../app/served-game.ts';
import { playLogTail } from '../store/log-tail.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { StoredLogEntry } from '../../games/kit/replay/logged-actions.ts';
import { REPLAY_FIXTURE_FORMAT, type ReplayFixture } from '../../games/kit/replay/replay-fixture-format.ts';
import { seedOf, type RecordedMatch } from '../../games/kit/replay/replay-record.ts';
import { essentials } from '../../games/kit/replay/state-diff.ts';
import type { KeptChat } from '../store/chat-log.ts';
import type { MatchContent } from './match-content.ts';
import { StoreReadError, type StoredMatch } from './stored-match.ts';

/**
 * The match with the moves its row's state does not include yet played on it (log-tail.ts), as
 * the server reads it back. On content they do not play on (another `--content`, which may
 * refuse them or throw), the kept state stays the one compared: the replay then says it does not reach it.
 */
export function caughtUp(match: StoredMatch, module: GameModule<any, any>, content: MatchContent): StoredMatch {
  if (match.tail.length === 0) return match;
  const step = stepOf(servedGame(module.createGame(content.content)) as Parameters<typeof stepOf>[0]);
  try {
    return { ...match, state: playLogTail(match.matchID, step, match.state, match.tail), tail: [] };
  } catch {
    // Refused, or thrown by rules reading content they were not written for.
    return match;
  }
}

/** A stored match with the content chosen for it, as the replay and the fixture see it. */
export function recordOf(match: StoredMatch, module: GameModule<any, any>, content: MatchContent): RecordedMatch {
  const seed = seedOf(match.initialState);
  if (seed === undefined) {
    throw new StoreReadError('damaged', `match ${match.matchID} has no seed in its initial state (plugins.random.data.seed): it cannot be replayed`);
  }
  return {
    module,
    content: content.content,
    setup: { numPlayers: match.initialState.ctx.numPlayers, setupData: match.metadata.setupData, seed },
    log: match.log,
    initial: essentials(match.initialState),
    final: essentials(match.state),
  };
}

/** The match as a test fixture (test/support/replay-fixture.ts loads it). */
export function fixtureOf(match: StoredMatch, record: RecordedMatch, content: MatchContent, chat: KeptChat[]): ReplayFixture {
  const seats = match.metadata.players as Record<string, { name?: unknown } | undefined>;
  return {
    format: REPLAY_FIXTURE_FORMAT,
    game: match.gameName,
    matchID: match.matchID,
    numPlayers: record.setup.numPlayers,
    setupData: record.setup.setupData,
    seed: record.setup.seed,
    content: { source: content.source, hash: content.hash, json: content.content },
    log: match.log as StoredLogEntry[],
    initial: record.initial!,
    final: record.final,
    players: Array.from({ length: record.setup.numPlayers }, (_, id) => {
      const name = Object.hasOwn(seats, String(id)) ? seats[String(id)]?.name : undefined;
      return typeof name === 'string' ? name : null;
    }),
    chat,
  };
}
