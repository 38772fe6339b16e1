import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGameModule, gameModules } from '../../games/registry.ts';
import { describeAction, LogShapeError } from '../../games/kit/replay/logged-actions.ts';
import { formatReplayFixture } from '../../games/kit/replay/replay-fixture-format.ts';
import { replayRecorded, type ReplayReport } from '../../games/kit/replay/replay-record.ts';
import type { StateDifference } from '../../games/kit/replay/state-diff.ts';
import { contentForMatch, ReplayContentError, type MatchContent } from '../replay/match-content.ts';
import { caughtUp, fixtureOf, recordOf } from '../replay/replay-stored-match.ts';
import { StoreReader, StoreReadError, type StoredMatch } from '../replay/stored-match.ts';
import { DEFAULT_DB_FILE } from '../store/default-db-file.ts';
import { runReplayView } from './replay-view-command.ts';
import { parseCommandLine, usageLines } from './command-flags.ts';
import { wholeNumber } from './flag-values.ts';
import { REPLAY } from './usage/replay-usage.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const USAGE = `\n${usageLines(REPLAY)}`;

/** Exit codes: the replay reached the stored state, it did not, it could not run. */
const SAME = 0;
const DIFFERENT = 1;
const CANNOT = 2;

/**
 * Match ids are base64url, so about one in 64 begins with a dash: a word with one dash that
 * names no option (the options all take two) is a match id, put after `--` for parseArgs.
 */
function asMatchIDs(args: string[]): string[] {
  const takesValue = (arg: string) => arg.startsWith('--') && Object.hasOwn(REPLAY.flags, arg.slice(2)) && REPLAY.flags[arg.slice(2) as keyof typeof REPLAY.flags].type === 'string';
  const ids = args.filter((arg, i) => /^-[^-]/.test(arg) && !(i > 0 && takesValue(args[i - 1])));
  return ids.length ? [...args.filter((arg) => !ids.includes(arg)), '--', ...ids] : args;
}

function parse(args: string[]) {
  const { values, positionals } = parseCommandLine(REPLAY, asMatchIDs(args));
  const limit = wholeNumber('limit', values.limit, { min: 1, fallback: 20 });
  const port = wholeNumber('port', values.port, { min: 0, max: 65535, fallback: 0 });
  if (values.view !== undefined) {
    if (positionals.length > 0 || values.list || values.export || values.content || values.db) throw new UsageError(`--view takes only --port${USAGE}`);
  } else if (values.port !== undefined) {
    throw new UsageError(`--port goes with --view${USAGE}`);
  } else if (values.list) {
    if (positionals.length > 0 || values.export || values.content) throw new UsageError(`--list takes only --db${USAGE}`);
  } else if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? `name a match${USAGE}` : `one match at a time, not ${positionals.join(' ')}${USAGE}`);
  }
  return { ...values, db: values.db ?? DEFAULT_DB_FILE, limit, port, matchID: positionals[0] };
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

function differenceLines(title: string, differences: StateDifference[], limit: number): string[] {
  if (differences.length === 0) return [];
  const more = differences.length >= limit ? ` (the first ${limit}; --limit shows more)` : '';
  return [`${title}${more}:`, ...differences.map((d) => `  ${d.path}: stored ${show(d.expected)}, replayed ${show(d.actual)}`)];
}

function reportLines(match: StoredMatch, content: MatchContent, report: ReplayReport, limit: number): string[] {
  const { result, actions, setupDifferences, finalDifferences } = report;
  const setup = match.metadata.setupData === undefined ? '' : `, setup ${JSON.stringify(match.metadata.setupData)}`;
  const lines = [
    `match ${match.matchID}: ${match.gameName}, ${match.initialState.ctx.numPlayers} players${setup}; content from ${content.source} (${content.hash})`,
    `replayed ${result.played} of ${actions.length} actions (${match.log.length} log entries) to state ${result.state._stateID}; the store holds state ${match.state._stateID}`,
  ];
  if (report.same) {
    const over = result.state.ctx.gameover === undefined ? 'the game is not over' : `gameover ${show(result.state.ctx.gameover)}`;
    lines.push(`the replay reaches the stored state (${over})`);
  } else {
    lines.push('the replay does NOT reach the stored state');
    if (setupDifferences.length > 0) lines.push('a fresh setup with this seed and content is not the one stored: was the match made from other content? (--content DIR)');
    lines.push(...differenceLines('setup differs', setupDifferences, limit));
    if (result.divergence) {
      const d = result.divergence;
      lines.push(`first difference at action ${d.action + 1} (log entry ${d.entry + 1}), ${d.described}: ${d.problem}`);
    }
    lines.push(...differenceLines('final state differs', finalDifferences, limit));
  }
  if (result.broken) lines.push(`invariants broken after action ${result.broken.after}: ${result.broken.messages.join('; ')}`);
  const last = actions.at(-1);
  if (last) lines.push(`last action: ${describeAction(last.action)} (log entry ${last.firstEntry + 1})`);
  return lines;
}

function listLines(reader: StoreReader): string[] {
  const matches = reader.list();
  if (matches.length === 0) return [`${reader.file} holds no match`];
  return matches.map(
    (m) => `${m.matchID}  ${m.gameName.padEnd(16)} state ${String(m.stateID).padStart(4)}  ${String(m.entries).padStart(4)} log entries  ${m.gameover ? 'over' : 'playing'}  ${new Date(m.updatedAt).toISOString()}`,
  );
}

function replay(reader: StoreReader, options: ReturnType<typeof parse>): number {
  const stored = reader.match(options.matchID!);
  const module = findGameModule(stored.gameName);
  if (!module) {
    throw new StoreReadError('unknown-game', `match ${stored.matchID} is of game '${stored.gameName}', which this Tablewright does not know (games: ${gameModules.map((m) => m.id).join(', ')})`);
  }
  const content = contentForMatch(reader, stored.matchID, module, { chosen: options.content, fallback: DEFAULT_CONTENT });
  const match = caughtUp(stored, module, content);
  const record = recordOf(match, module, content);
  const report = replayRecorded(record, { limit: options.limit });
  process.stdout.write(`${reportLines(match, content, report, options.limit).join('\n')}\n`);
  if (options.export) {
    mkdirSync(dirname(options.export), { recursive: true });
    writeFileSync(options.export, formatReplayFixture(fixtureOf(match, record, content, reader.chat(match.matchID))));
    process.stdout.write(`wrote ${options.export}: load it in a test with loadReplayFixture (test/support/replay-fixture.ts)\n`);
  }
  return report.same ? SAME : DIFFERENT;
}

/**
 * `tablewright replay <matchID>`: replays a stored match through boardgame.io's reducer from
 * its seed and log, on the content it was created from, and says whether it reaches the
 * stored state; `--export` writes it as a test fixture. Exit 0 same, 1 different, 2 when it
 * cannot replay (no store, damaged store, unknown match or game, content errors).
 */
export async function runReplay(args: string[]): Promise<number> {
  const options = parse(args);
  if (options.view !== undefined) return runReplayView(options.view, options.port);
  let reader: StoreReader | undefined;
  try {
    reader = new StoreReader(options.db);
    if (options.list) {
      process.stdout.write(`${listLines(reader).join('\n')}\n`);
      return SAME;
    }
    return replay(reader, options);
  } catch (error) {
    if (error instanceof ReplayContentError) {
      process.stderr.write(`${error.message}\ntablewright replay: the content has errors (above); fix them or choose other content with --content DIR\n`);
      return CANNOT;
    }
    if (error instanceof StoreReadError || error instanceof LogShapeError) {
      process.stderr.write(`tablewright replay: ${error.message}\n`);
      return CANNOT;
    }
    // The game code itself failed (setup threw on this content): say so in one line.
    process.stderr.write(`tablewright replay: could not replay ${options.matchID ?? 'the store'}: ${error instanceof Error ? error.message : String(error)}\n`);
    return CANNOT;
  } finally {
    reader?.close();
  }
}
