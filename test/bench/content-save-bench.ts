// `npm run bench:content-save [-- --window-seconds N] [--deadline-seconds N] [--only NAME,...]`
//
// A bad content save under play. Starts the real server in a child process as `tablewright
// serve --watch` runs it (127.0.0.1, temporary SQLite store, a temporary copy of content/),
// keeps a table of six boardgame.io clients playing Are You A Robot? (Extended) move after move,
// and asks /health every 20 ms. After a quiet baseline, it saves each of issue 33's hostile
// files (test/support/hostile-content.ts; --only: aliases, keys, laughs) as
// are-you-a-robot/cards.yaml, the game being played, then puts the file back; then a second
// quiet window.
//
// Prints for each save, from the save until the window ends (default 5 s, and at least 1 s
// after the report): how long until the watch reported it, the error /tablewright/content-
// errors shows for the file, move latency (send → every client holds the new state)
// p50/p99/max, /health's slowest answer and longest time without one, and the server's own
// longest event-loop delay; then a table and PASS/FAIL against the goal: p99 under 50 ms and
// no stall over 100 ms. A save not reported within the deadline (default 60 s) fails, measured
// to its deadline. Bounded: a hard stop ends the run (exit 1).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { positiveNumber, readBenchArgs } from './bench-args.ts';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { copyContentRoot } from '../support/content-copy.ts';
import { HOSTILE_FILES, hostileText, type HostileFile } from '../support/hostile-content.ts';
import { HealthProbe } from './content-save/health-probe.ts';
import { PlayingTable } from './content-save/playing-table.ts';
import { printSave, printSummary, type SaveFigures } from './content-save/save-figures.ts';
import { WatchedServerChild } from './content-save/watched-server-child.ts';

const SHORT_NAMES: Record<string, string> = { aliases: '30,000 aliases', keys: '30,000 keys', laughs: 'billion laughs' };
const USAGE = `npm run bench:content-save -- [options]: move latency while hostile content files are saved under play
  --window-seconds N     measured after each save (1 to 120, default 5)
  --deadline-seconds N   a save not reported by then fails (1 to 600, default 60)
  --only NAME,...        these saves only: ${Object.keys(SHORT_NAMES).join(', ')}`;
const { WINDOW_MS, DEADLINE_MS, saves } = readBenchArgs(USAGE, (args) => {
  const { values } = parseArgs({ args, options: { 'window-seconds': { type: 'string' }, 'deadline-seconds': { type: 'string' }, only: { type: 'string' } } });
  const window = positiveNumber('window-seconds', values['window-seconds'], 5);
  const deadline = positiveNumber('deadline-seconds', values['deadline-seconds'], 60);
  if (window < 1 || window > 120) throw new Error('--window-seconds takes a number of seconds from 1 to 120');
  if (deadline < 1 || deadline > 600) throw new Error('--deadline-seconds takes a number of seconds from 1 to 600');
  const names = values.only?.split(',').map((n) => n.trim()).filter(Boolean) ?? Object.keys(SHORT_NAMES);
  const unknown = names.filter((n) => !Object.hasOwn(SHORT_NAMES, n));
  if (unknown.length) throw new Error(`unknown save ${unknown.join(', ')}; the saves are ${Object.keys(SHORT_NAMES).join(', ')}`);
  return { WINDOW_MS: window * 1000, DEADLINE_MS: deadline * 1000, saves: names.map((n) => HOSTILE_FILES.find((f) => f.name === SHORT_NAMES[n])!) };
});
/** The table is seated and moving, and the server's code compiled, before the first baseline starts. */
const WARM_UP_MS = 5000;
/** Measured on after a save is reported: what the server does with the result counts too. */
const AFTER_REPORT_MS = 1000;
const SETTLE_MS = 1000;
const GAME = areYouARobot.id;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The time of the first report after `since` that `matches`, waiting at most DEADLINE_MS. */
async function reportAfter(since: number, matches: (text: string) => boolean): Promise<number | undefined> {
  for (const end = performance.now() + DEADLINE_MS; performance.now() < end && !server.crash; await sleep(20)) {
    const found = server.reports.find((r) => r.at >= since && matches(r.text));
    if (found) return found.at;
  }
  return undefined;
}

/** The saved file's first error as the lobby shows it, or why there is none. */
async function fileError(): Promise<{ error: string; errorShown: boolean }> {
  try {
    const response = await fetch(`${server.url}/tablewright/content-errors`, { signal: AbortSignal.timeout(5000) });
    const { errors } = (await response.json()) as { errors: string[] };
    const error = errors.find((line) => line.includes('cards.yaml:'));
    return error ? { error, errorShown: true } : { error: `none for cards.yaml at /tablewright/content-errors (${errors.length} other lines)`, errorShown: false };
  } catch (error) {
    return { error: `/tablewright/content-errors did not answer: ${(error as Error).message}`, errorShown: false };
  }
}

const contentRoot = copyContentRoot('content');
const target = join(contentRoot, GAME, 'cards.yaml');
const original = readFileSync(target, 'utf8');
const loaded = loadGames(contentRoot, [areYouARobot]).games[0];
const server = await WatchedServerChild.start(contentRoot);
const hardStopMs = WARM_UP_MS + (saves.length + 2) * (WINDOW_MS + 2 * DEADLINE_MS + SETTLE_MS + 15_000) + 60_000;
const hardStop = setTimeout(() => {
  console.error(`content-save-bench: still running after ${Math.round(hardStopMs / 1000)} s; stopping.`);
  void server.stop().finally(() => process.exit(1));
}, hardStopMs);

console.log(`content-save-bench: Node ${process.version}, server ${server.url}, saves into ${GAME}/cards.yaml while ${GAME} is played; window ${WINDOW_MS / 1000} s`);
const table = new PlayingTable(server.url, loaded);
const health = new HealthProbe(server.url);

/** From the save (or now, for the baseline) to the end of the window. */
async function measure(name: string, save?: HostileFile): Promise<SaveFigures> {
  await server.loopMaxMs();
  const from = performance.now();
  let reportedAt: number | undefined = from;
  if (save) {
    writeFileSync(target, hostileText(original, save));
    reportedAt = await reportAfter(from, (text) => text.includes(GAME) || text.startsWith('content: reloading failed'));
  }
  // A save never reported is measured to the end of its deadline.
  const end = Math.max(from + WINDOW_MS, (reportedAt ?? performance.now()) + AFTER_REPORT_MS);
  await sleep(end - performance.now());
  const loopMaxMs = await server.loopMaxMs();
  return {
    name,
    reportedMs: reportedAt === undefined ? undefined : reportedAt - from,
    ...(save ? await fileError() : { error: 'none (no save)', errorShown: true }),
    from,
    windowMs: end - from,
    moves: table.moves.filter((m) => m.at >= from && m.at < end),
    health: health.samples.filter((h) => h.at >= from && h.at < end),
    loopMaxMs,
  };
}

const all: SaveFigures[] = [];
try {
  await sleep(WARM_UP_MS);
  // A quiet window before and after the saves: on a shared machine, what the saves cost is the difference.
  const phases: { name: string; save?: HostileFile }[] = [{ name: 'baseline' }, ...saves.map((save) => ({ name: save.name, save })), { name: 'baseline after' }];
  for (const { name, save } of phases) {
    const figures = await measure(name, save);
    all.push(figures);
    printSave(figures);
    if (server.crash) break;
    if (save) {
      const restoredFrom = performance.now();
      writeFileSync(target, original);
      const restored = await reportAfter(restoredFrom, (text) => text.includes(`${GAME} is clean again`));
      if (restored === undefined) console.log(`  (the file put back was not reported clean within ${DEADLINE_MS / 1000} s)`);
    }
    await sleep(SETTLE_MS);
  }
  printSummary(all, server.crash);
  if (table.failures.length) console.log(`\nthe table could not set up ${table.failures.length} matches; first: ${table.failures[0]}`);
} finally {
  clearTimeout(hardStop);
  await Promise.all([table.stop(), health.stop()]);
  await server.stop();
  rmSync(contentRoot, { recursive: true, force: true });
}
process.exit(server.crash ? 1 : 0);
