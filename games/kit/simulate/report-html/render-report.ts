import { reproduceCommand, runawayLines, threadsText } from '../format-report.ts';
import { DEFAULT_MAX_MOVES, type SimulationReport } from '../run-simulation.ts';
import { setupLabel } from '../setup-choices.ts';
import { escapeHtml, percent } from './html.ts';
import { PAGE_STYLE } from './page-style.ts';
import { cardSection, lengthSection, outcomeSection, tallySection } from './run-sections.ts';
import { seatSections } from './seat-sections.ts';
import { countSection, type EveryCount } from './count-section.ts';

export interface ReportPageOptions {
  /** The game's title, for the heading (the report itself names the game by id). */
  title?: string;
  /** The command that repeats this run; by default one built from the report. */
  command?: string;
  /** The run played every player count: a page per count, each with the summary of all. */
  everyCount?: EveryCount;
}

/** The move cap as a flag, left out at its default as in the failure's replay command. */
export const maxMovesFlag = (report: SimulationReport) => (report.maxMoves === DEFAULT_MAX_MOVES ? '' : ` --max-moves ${report.maxMoves}`);

/**
 * The command that plays this run again: its game, players, seed and games, and every option
 * that all its setups share (an option left open played every value, as it will again).
 */
export function repeatCommand(report: SimulationReport): string {
  const [first, ...rest] = report.outcomes.map((o) => o.setup);
  const fixed = Object.entries(first ?? {}).filter(([key, value]) => rest.every((setup) => setup[key] === value));
  const options = fixed.map(([key, value]) => ` --option ${key}=${value}`).join('');
  return `tablewright simulate ${report.game} --games ${report.gamesRequested} --players ${report.players}${options}${maxMovesFlag(report)} --seed ${report.seed}`;
}

function header(report: SimulationReport, options: ReportPageOptions): string {
  const setups = report.outcomes.map((o) => `${escapeHtml(setupLabel(o.setup))} (${o.games} games)`).join('<br>');
  const speed = report.speed;
  const facts: [string, string][] = [
    ['game', `${escapeHtml(options.title ?? report.game)} <code>${escapeHtml(report.game)}</code>`],
    ['players', String(report.players)],
    ['setups', setups],
    ['seed', `<code>${escapeHtml(report.seed)}</code>`],
    ['games', `${report.gamesPlayed} played of ${report.gamesRequested}${report.failedGames?.count ? `, ${report.failedGames.count} failed` : ''}`],
    ['move cap', String(report.maxMoves)],
    ['speed', `${report.totalMoves} moves in ${speed.seconds.toFixed(2)} s (${speed.movesPerSecond.toFixed(0)} moves/s) on ${escapeHtml(threadsText(speed.threads))}: this machine's, the one figure the seed does not fix`],
  ];
  const dl = facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('\n');
  const command = options.command ?? repeatCommand(report);
  return `<header>
<h1>${escapeHtml(options.title ?? report.game)}: balance report</h1>
<p class="lead">Bots played ${report.gamesPlayed} games; every figure below except the speed comes back the same from the same seed.</p>
<dl class="facts">
${dl}
</dl>
<p>Repeat this run:</p>
<code class="command" data-command="run">${escapeHtml(command)}</code>
</header>`;
}

function failureBox(report: SimulationReport): string {
  const failure = report.failure;
  if (!failure) return '';
  const broken = (failure.failure.broken ?? []).map((b) => `<li>${escapeHtml(b)}</li>`).join('');
  return `<section class="failure" id="failure">
<h2>Game ${failure.gameIndex} failed: ${escapeHtml(failure.failure.kind)}</h2>
<p>${escapeHtml(failure.failure.message)}</p>
${broken ? `<ul>${broken}</ul>` : ''}
<p>The run stopped there, so the figures below count the ${report.gamesPlayed} games before it (${percent(report.gamesRequested ? report.gamesPlayed / report.gamesRequested : 0)} of the run). Replay the failed game, move for move:</p>
<code class="command" data-command="replay">${escapeHtml(reproduceCommand(report, failure))}</code>
</section>`;
}

/** Games that failed without ending the run (a card script that ran away): each kept one with where it went wrong and its replay command. */
function failedGamesBox(report: SimulationReport): string {
  const failed = report.failedGames;
  if (!failed || failed.count === 0) return '';
  const games = failed.first.map((f) => {
    const where = runawayLines(f).map((line) => `<li>${escapeHtml(line)}</li>`).join('');
    return `<h3>Game ${f.gameIndex} (seed <code>${escapeHtml(f.seed)}</code>): ${escapeHtml(f.failure.kind)}</h3>
<p>${escapeHtml(f.failure.message)}</p>
${where ? `<ul>${where}</ul>` : ''}
<code class="command" data-command="replay">${escapeHtml(reproduceCommand(report, f))}</code>`;
  });
  const more = failed.count > failed.first.length ? `<p>... and ${failed.count - failed.first.length} more.</p>` : '';
  return `<section class="failure" id="failed-games">
<h2>${failed.count} of ${report.gamesRequested} games failed</h2>
<p>The run went on without them: the figures below count the ${report.gamesPlayed} games that ended.</p>
${games.join('\n')}
${more}
</section>`;
}

/**
 * The balance report of a simulation as one HTML page: no script, no stylesheet or font to
 * fetch, the charts drawn in as SVG. Made from the report alone, so a `--format json` report
 * read back makes the same page.
 */
export function renderReportHtml(report: SimulationReport, options: ReportPageOptions = {}): string {
  const sections = [
    outcomeSection(report),
    ...(report.seats && report.seats.seatGames > 0 ? seatSections(report.seats) : []),
    lengthSection(report),
    tallySection(report),
    cardSection(report),
    options.everyCount ? countSection(options.everyCount, report.players) : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title ?? report.game)}: balance report</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${header(report, options)}
${failedGamesBox(report)}
${failureBox(report)}
${sections.join('\n')}
</main>
</body>
</html>
`;
}
