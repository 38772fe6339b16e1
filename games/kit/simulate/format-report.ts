import type { MoveRecord } from './play-game.ts';
import { DEFAULT_MAX_MOVES, type SimulationFailure, type SimulationReport } from './run-simulation.ts';
import { setupLabel } from './setup-choices.ts';
import type { ThreadsUsed } from './thread-plan.ts';
import { formatSeatLines } from './format-seats.ts';
import { formatCardLines } from './format-cards.ts';
import { runawayPlaceLines } from '../script/runaway-script.ts';

/** The command that replays exactly the failed game of a report. */
export function reproduceCommand(report: SimulationReport, failure: SimulationFailure): string {
  const options = Object.entries(failure.setupData).map(([key, value]) => ` --option ${key}=${value}`).join('');
  const cap = report.maxMoves === DEFAULT_MAX_MOVES ? '' : ` --max-moves ${report.maxMoves}`;
  const content = report.content === undefined ? '' : ` --content ${/^[\w./-]+$/.test(report.content) ? report.content : `'${report.content.replace(/'/g, `'\\''`)}'`}`;
  return `tablewright simulate ${report.game} --players ${failure.numPlayers}${options}${cap}${content} --game-seed ${failure.seed}`;
}

/** The threads that played a run, and why so many: `2 threads (--workers 2)`. */
export const threadsText = ({ count, why }: ThreadsUsed) => `${count} thread${count === 1 ? '' : 's'} (${why})`;

const percent = (n: number) => `${n.toFixed(1)}%`;
const round = (n: number, digits = 1) => n.toFixed(digits);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function formatMove(move: MoveRecord, index: number): string {
  const args = move.args.map((a) => JSON.stringify(a)).join(', ');
  const kind = move.kind === 'event' ? 'event ' : '';
  return `  ${String(index + 1).padStart(4)}. player ${move.playerID}: ${kind}${move.move}(${args})`;
}

/** Each card script a runaway passed through, where it is written, and the step it was at: one line each, for the text and the HTML report. */
export function runawayLines(failure: SimulationFailure): string[] {
  return runawayPlaceLines(failure.failure.scripts ?? []);
}

const scriptLines = (failure: SimulationFailure) => runawayLines(failure).map((line) => `  ${line}`);

export function formatFailure(report: SimulationReport, failure: SimulationFailure): string {
  const lines = [
    `FAILED: game ${failure.gameIndex} (seed ${failure.seed}): ${failure.failure.kind}`,
    `  ${failure.failure.message}`,
    ...scriptLines(failure),
  ];
  for (const broken of failure.failure.broken ?? []) lines.push(`  broken invariant: ${broken}`);
  if (failure.failure.stack) lines.push(failure.failure.stack.split('\n').slice(0, 6).map((l) => `  ${l}`).join('\n'));
  lines.push(`  players: ${failure.numPlayers}`, `  setupData: ${JSON.stringify(failure.setupData)}`);
  lines.push(`  moves (${failure.moves.length}):`, ...failure.moves.map(formatMove));
  lines.push(`  reproduce: ${reproduceCommand(report, failure)}`);
  return lines.join('\n');
}

function formatTally({ title, rows }: NonNullable<SimulationReport['tally']>): string[] {
  const width = Math.max(0, ...rows.map((r) => r.label.length));
  const head = `    ${''.padEnd(width)}  ${'total'.padStart(7)}  ${'per game'.padStart(8)}  ${'games'.padStart(6)}`;
  const body = rows.map((r) => `    ${r.label.padEnd(width)}  ${String(r.total).padStart(7)}  ${round(r.perGame, 2).padStart(8)}  ${String(r.games).padStart(6)}${r.total === 0 ? '  never' : ''}`);
  return [title, head, ...body];
}

/** A game that failed without ending the run: what went wrong, where, and how to play it again (its moves are printed then). */
function formatFailedGame(report: SimulationReport, failure: SimulationFailure): string[] {
  return [
    `FAILED: game ${failure.gameIndex} (seed ${failure.seed}): ${failure.failure.kind}, after ${failure.moves.length} moves`,
    `  ${failure.failure.message}`,
    ...scriptLines(failure),
    `  reproduce: ${reproduceCommand(report, failure)}`,
  ];
}

function formatFailedGames({ count, first }: SimulationReport['failedGames'], report: SimulationReport): string[] {
  if (count === 0) return [];
  const more = count > first.length ? [`... and ${count - first.length} more failed game${count - first.length === 1 ? '' : 's'}`] : [];
  return ['', `Failed games: ${count} of ${report.gamesRequested} (the run went on without them)`, ...first.flatMap((f) => formatFailedGame(report, f)), ...more];
}

export function formatReportText(report: SimulationReport): string {
  const failed = report.failedGames.count > 0 ? `, ${report.failedGames.count} failed` : '';
  const lines = [
    `${report.game}: ${report.gamesPlayed} of ${report.gamesRequested} games played${failed}, ${report.players} players, seed ${report.seed}, move cap ${report.maxMoves}`,
    '',
    'Outcomes',
  ];
  for (const group of report.outcomes) {
    lines.push(`  ${setupLabel(group.setup)} (${group.games} games)`);
    const width = Math.max(0, ...group.outcomes.map((o) => o.label.length));
    for (const o of group.outcomes) {
      lines.push(`    ${o.label.padEnd(width)}  ${String(o.count).padStart(7)}  ${percent(o.percent).padStart(6)}`);
    }
  }
  lines.push('');
  const length = report.length;
  lines.push(
    length
      ? `Game length (moves): mean ${round(length.mean)}, min ${length.min}, max ${length.max}, p95 ${length.p95}`
      : 'Game length (moves): no finished game',
  );
  if (report.seats) lines.push(...formatSeatLines(report.seats));
  if (report.tally && report.tally.rows.length > 0) lines.push('', ...formatTally(report.tally));
  if (report.cards) lines.push(...formatCardLines(report.cards));
  if (report.tally || report.cards) lines.push('');
  const { speed, crossChecked } = report;
  lines.push(
    `Engine: ${crossChecked.games} game${crossChecked.games === 1 ? '' : 's'} (every ${crossChecked.every}th) replayed through boardgame.io's reducer, identical move by move`,
  );
  lines.push(
    `Speed: ${report.totalMoves} moves in ${round(speed.seconds, 2)} s: ${round(speed.gamesPerSecond, 0)} games/s, ` +
      `${round(speed.movesPerSecond, 0)} moves/s, peak heap ${megabytes(speed.peakHeapBytes)}; ${threadsText(speed.threads)}`,
  );
  lines.push(...formatFailedGames(report.failedGames, report));
  if (report.failure) lines.push('', formatFailure(report, report.failure));
  return `${lines.join('\n')}\n`;
}

export function formatReportJson(report: SimulationReport): string {
  const withCommand = (f: SimulationFailure) => ({ ...f, reproduce: reproduceCommand(report, f) });
  const failure = report.failure && withCommand(report.failure);
  const failedGames = { ...report.failedGames, first: report.failedGames.first.map(withCommand) };
  return `${JSON.stringify({ ...report, failure, failedGames }, null, 2)}\n`;
}
