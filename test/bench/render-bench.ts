// `npm run bench:render -- [options]`: what drawing a table costs the browser at each move. For
// each game, a match of bots only at its smallest table, served by the real server, watched from
// a laptop page and a phone page in the system Chromium; over a window of play it reads the
// moves made (from the store), the CPU Chromium spent (its renderers apart, from /proc) and what
// each page's main thread did (the DevTools Performance metrics: script, style, layout). A move
// costs every seat's and every watcher's page this: on a phone several times over. Figures for
// people, not a timed test. Two --ui folders (a build of the code before a change and one after)
// alternate round by round, so both meet the same load, and the last table gives after / before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { gameModules } from '../../games/registry.ts';
import { BOT_DELAY_ENV } from '../../server/bots/bot-delay.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../../server/export/system-chromium.ts';
import { readBenchArgs } from './bench-args.ts';
import { readRenderOptions, USAGE } from './render-bench-options.ts';
import { tableLines } from './decision-costs.ts';
import { cpuOfTree } from './process-cpu.ts';
import { waitFor } from '../support/wait-for.ts';

const SIZES = [
  [1280, 800],
  [390, 844],
] as const;
const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

const options = readBenchArgs(USAGE, readRenderOptions);
// The server, the UI's build and the browser load once the command line is read: a refused one is told in a second, not four.
const [{ chromium }, { createTablewrightServer }, { productionBuild }] = await Promise.all([
  import('playwright-core'),
  import('../../server/app/create-server.ts'),
  import('../../ui/build/production-build.ts'),
]);

interface Figures {
  moves: number;
  renderers: number;
  chromium: number;
  metrics: Record<(typeof METRICS)[number], number>;
}

/** Chromium's CPU so far, seconds: all of its processes, and its renderers. */
const chromiumCpu = (pid: number) => ({ all: cpuOfTree(pid) / 1000, renderers: cpuOfTree(pid, (cmdline) => cmdline.includes('--type=renderer')) / 1000 });

async function metricsOf(sessions: CDPSession[]): Promise<Figures['metrics']> {
  const sum = { ScriptDuration: 0, RecalcStyleDuration: 0, LayoutDuration: 0 };
  for (const session of sessions) {
    const { metrics } = await session.send('Performance.getMetrics');
    for (const m of metrics) if (m.name in sum) sum[m.name as keyof typeof sum] += m.value;
  }
  return sum;
}

/** One game's window: a bots-only match on a fresh server serving `uiDir`, watched by the two pages. */
async function measure(browser: Browser, pid: number, uiDir: string, gameId: string): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'tw-render-bench-'));
  const loaded = loadGames('content', gameModules.filter((m) => m.id === gameId)).games[0];
  const server = createTablewrightServer({ port: 0, dbFile: join(dir, 'bench.sqlite'), uiDir, games: [loaded], log: () => {} });
  const contexts = [];
  try {
    await server.start();
    const post = async (path: string, body: unknown) => {
      const response = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const numPlayers = loaded.module.createGame(loaded.content).minPlayers ?? 2;
    const { matchID } = await post(`/games/${gameId}/create`, { numPlayers });
    for (let seat = 0; seat < numPlayers; seat++) {
      const { playerCredentials } = await post(`/games/${gameId}/${matchID}/join`, { playerID: String(seat), playerName: `Seat ${seat + 1}` });
      await post(`/tablewright/games/${gameId}/${matchID}/hand-over`, { playerID: String(seat), credentials: playerCredentials });
    }
    const stored = async () => (await server.store.fetch(matchID, { state: true })).state as { _stateID: number; ctx: { gameover?: unknown } };
    const stateID = async () => (await stored())._stateID;
    const over = async () => (await stored()).ctx.gameover !== undefined;
    const sessions: CDPSession[] = [];
    for (const [width, height] of SIZES) {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${server.url}/#/match/${gameId}/${matchID}/watch`);
      const session = await context.newCDPSession(page);
      await session.send('Performance.enable');
      sessions.push(session);
    }
    // Measured once the pages have drawn a few moves: their first load is not a move's cost. Bots
    // that wait (Are You A Robot?'s discussion) may not make them: the window then reads 0 moves.
    const loadedAt = await stateID();
    await waitFor(async () => (await stateID()) >= loadedAt + 5 || (await over()), 'five moves', 30_000, 100).catch(() => undefined);
    const [moves0, cpu0, metrics0] = [await stateID(), chromiumCpu(pid), await metricsOf(sessions)];
    // The window ends when the match does, or at its length.
    await waitFor(over, 'the end of the match', options.seconds * 1000, 100).catch(() => undefined);
    const [moves1, cpu1, metrics1] = [await stateID(), chromiumCpu(pid), await metricsOf(sessions)];
    const metrics = { ...metrics1 };
    for (const name of METRICS) metrics[name] -= metrics0[name];
    return { moves: moves1 - moves0, renderers: cpu1.renderers - cpu0.renderers, chromium: cpu1.all - cpu0.all, metrics };
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function builtUi(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tw-render-bench-ui-'));
  await productionBuild({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const perMove = (seconds: number, moves: number) => (moves === 0 ? '-' : ((1000 * seconds) / moves).toFixed(1));

process.env[BOT_DELAY_ENV] = `${options.think},${options.think}`;
const own = options.uis.length === 0 ? await builtUi() : undefined;
const uis = own ? [own.dir] : options.uis;
const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const browser = await chromium.connect(server.wsEndpoint());
const rows = [['round', 'game', 'ui', 'moves', 'renderers ms', 'chromium ms', 'script ms', 'style ms', 'layout ms']];
const renderers = new Map<string, number[]>();
try {
  for (let round = 1; round <= options.rounds; round++) {
    for (const game of options.games) {
      // Each round flips the order, so neither build always meets the machine first.
      const order = round % 2 === 1 ? uis : [...uis].reverse();
      for (const ui of order) {
        const f = await measure(browser, server.process().pid!, ui, game);
        const at = String(uis.indexOf(ui) + 1);
        rows.push([String(round), game, at, String(f.moves), perMove(f.renderers, f.moves), perMove(f.chromium, f.moves), ...METRICS.map((m) => perMove(f.metrics[m], f.moves))]);
        if (f.moves > 0) renderers.set(`${game}|${at}`, [...(renderers.get(`${game}|${at}`) ?? []), f.renderers / f.moves]);
        process.stderr.write(`round ${round} ${game} ui ${at}: ${f.moves} moves\n`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  own?.remove();
}
console.log(`Per move, a laptop and a phone page watching; bots ${options.think} ms apart, ${options.seconds} s a window. ui: ${uis.map((u, i) => `${i + 1} = ${u}`).join(', ')}`);
for (const line of tableLines(rows)) console.log(line);
if (rows.slice(1).some((row) => row[3] === '0')) console.log("0 moves: the match ended before the window, or its bots were waiting (Are You A Robot?'s discussion period).");
if (uis.length === 2) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('\nrenderers per move, ui 2 / ui 1 (median of the rounds):');
  for (const game of options.games) {
    const [a, b] = [renderers.get(`${game}|1`), renderers.get(`${game}|2`)];
    console.log(`  ${game}: ${a && b ? (median(b) / median(a)).toFixed(2) : '-'}`);
  }
}
