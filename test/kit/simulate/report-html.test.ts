import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameModule } from '../../../games/kit/game-module.ts';
import { formatReportJson, reproduceCommand } from '../../../games/kit/simulate/format-report.ts';
import { prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { COLORS } from '../../../games/kit/simulate/report-html/chart-style.ts';
import { renderReportHtml } from '../../../games/kit/simulate/report-html/render-report.ts';
import { runSimulation, type SimulationReport } from '../../../games/kit/simulate/run-simulation.ts';
import { gameSeeds } from '../../../games/kit/simulate/seeds.ts';
import { main } from '../../../server/cli/main.ts';
import { launchChromium } from '../../support/chromium.ts';
import { tinyContent, tinyModule, type TinyState } from './fixtures/tiny-game.ts';

/** The tiny race with seat records: the winner, its seat's parity as a role, its secret die as a score. */
const tinyWithSeats: GameModule<typeof tinyContent, TinyState> = {
  ...tinyModule({ tallies: true }),
  seatResults: (G, ctx) =>
    ctx.playOrder.map((seat) => ({ seat, role: Number(seat) % 2 ? 'Odd seat' : 'Even seat', score: G.secrets[seat], won: (ctx.gameover as { winner: string }).winner === seat })),
  roleTitle: 'Parity',
  scoreTitle: 'Secret',
};

let dir = '';
let browser: Browser;
let report: SimulationReport;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tablewright-report-'));
  report = await runSimulation({
    prepared: prepareGame(tinyWithSeats, tinyContent),
    numPlayers: 3,
    setups: [{ length: 'short' }, { length: 'long' }],
    seeds: gameSeeds('report', 150),
    runSeed: 'report',
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  /** Requests for anything but the report file itself: a self-contained page makes none. */
  requests: string[];
  errors: string[];
}

async function open(file: string, width: number): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, offline: true });
  const requests: string[] = [];
  const errors: string[] = [];
  const url = pathToFileURL(file).href;
  await context.route('**/*', (route) => {
    if (route.request().url() === url) return route.continue();
    requests.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, requests, errors };
}

interface ChartFacts {
  visible: boolean;
  /** Distinct data items drawn per series index, from the marks ECharts tags in its SVG. */
  items: Record<string, number>;
  texts: string[];
  fills: Record<string, number>;
  strokes: Record<string, number>;
  /** Text drawn outside the chart's own box (a clipped label). */
  clipped: string[];
}

/** What the chart `id` drew at the width the page shows. */
function chart(page: Page, id: string): Promise<ChartFacts> {
  return page.evaluate((chartId) => {
    const figure = document.querySelector(`figure[data-chart="${chartId}"]`)!;
    const svg = [...figure.querySelectorAll('svg')].find((s) => s.getBoundingClientRect().width > 0);
    if (!svg) return { visible: false, items: {}, texts: [], fills: {}, strokes: {}, clipped: [] };
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const items: Record<string, Set<string>> = {};
    for (const mark of svg.querySelectorAll('[ecmeta_ssr_type="chart"]')) {
      const series = mark.getAttribute('ecmeta_series_index')!;
      (items[series] ??= new Set()).add(mark.getAttribute('ecmeta_data_index')!);
    }
    const count = (attribute: string) => {
      const counts: Record<string, number> = {};
      for (const mark of svg.querySelectorAll(`path[${attribute}]`)) counts[mark.getAttribute(attribute)!] = (counts[mark.getAttribute(attribute)!] ?? 0) + 1;
      return counts;
    };
    const texts = [...svg.querySelectorAll('text')];
    const clipped = texts
      .filter((t) => {
        const r = t.getBoundingClientRect();
        return r.left < box.left - scale || r.right > box.right + scale || r.top < box.top - scale || r.bottom > box.bottom + scale;
      })
      .map((t) => t.textContent ?? '');
    return {
      visible: true,
      items: Object.fromEntries(Object.entries(items).map(([series, data]) => [series, data.size])),
      texts: texts.map((t) => t.textContent ?? ''),
      fills: count('fill'),
      strokes: count('stroke'),
      clipped,
    };
  }, id);
}

const CHARTS = ['outcomes', 'win-rate-seat', 'win-rate-role', 'scores-seat', 'scores-role', 'length', 'tally'];

describe('the balance report page', () => {
  let file = '';

  beforeAll(() => {
    // Made from the JSON report read back, as a script holding only `--format json` output would.
    const fromJson = JSON.parse(formatReportJson(report)) as SimulationReport;
    file = join(dir, 'tiny.html');
    writeFileSync(file, renderReportHtml(fromJson, { title: 'Tiny race' }));
  });

  it('draws every chart on a laptop, offline, with no request and no console error', async () => {
    const { page, requests, errors } = await open(file, 1280);
    try {
      expect(await page.title()).toBe('Tiny race: balance report');
      // Both lengths were played, so the command leaves the option open, as the run did.
      expect(await page.locator('[data-command="run"]').innerText()).toBe('tablewright simulate tiny --games 150 --players 3 --seed report');
      expect(await page.locator('figure[data-chart]').evaluateAll((f) => f.map((e) => e.getAttribute('data-chart')))).toEqual(CHARTS);
      for (const id of CHARTS) {
        const facts = await chart(page, id);
        expect(facts.visible, id).toBe(true);
        expect(facts.clipped, `${id}: labels cut off`).toEqual([]);
      }
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the win rate of each seat as a bar with its 95% interval and the even-chance line', async () => {
    const { page } = await open(file, 1280);
    try {
      const seats = await chart(page, 'win-rate-seat');
      expect(seats.items).toEqual({ 0: 3, 1: 3 });
      expect(seats.fills[COLORS.bar]).toBe(3);
      // A whisker is three strokes: the interval and its two caps.
      expect(seats.strokes[COLORS.interval]).toBe(9);
      expect(seats.strokes[COLORS.even]).toBe(1);
      expect(seats.texts).toEqual(expect.arrayContaining(['seat 0', 'seat 1', 'seat 2', 'win rate']));
      const roles = await chart(page, 'win-rate-role');
      expect(roles.fills[COLORS.bar]).toBe(2);
      expect(roles.strokes[COLORS.interval]).toBe(6);
      expect(roles.texts).toEqual(expect.arrayContaining(['Even seat', 'Odd seat']));
      const table = await page.locator('#win-rate-seat tbody tr').allInnerTexts();
      expect(table).toHaveLength(3);
      for (const [i, row] of table.entries()) {
        const rate = report.seats!.bySeat[i];
        expect(row).toContain(`${rate.wins}`);
        expect(row).toContain(`${(rate.low * 100).toFixed(1)}% – ${(rate.high * 100).toFixed(1)}%`);
      }
      expect(await page.locator('#win-rate-seat ul.key').innerText()).toContain(`even chance ${(report.seats!.evenChance * 100).toFixed(1)}%`);
    } finally {
      await page.context().close();
    }
  });

  it('shows scores as box plots with means, game lengths as a histogram with mean and p95, and every counter', async () => {
    const { page } = await open(file, 1280);
    try {
      const scores = await chart(page, 'scores-seat');
      expect(scores.items).toEqual({ 0: 3, 1: 3 });
      expect(scores.strokes[COLORS.boxBorder]).toBe(3);
      expect((await chart(page, 'scores-role')).items).toEqual({ 0: 2, 1: 2 });

      const length = await chart(page, 'length');
      const filled = report.lengthHistogram.filter((b) => b.count > 0).length;
      expect(length.fills[COLORS.histogram]).toBeGreaterThanOrEqual(filled);
      expect(length.texts).toEqual(expect.arrayContaining([`mean ${report.length!.mean.toFixed(1)}`, `p95 ${report.length!.p95}`, 'moves', 'games']));

      const tally = await chart(page, 'tally');
      expect(tally.texts).toEqual(expect.arrayContaining(['finished', 'overshot', 'never happens']));
      expect(tally.fills[COLORS.tally]).toBe(report.tally!.rows.length);
      expect(await page.locator('#tally').innerText()).toMatch(/Never happened in 150 games: never happens/);

      const outcomes = await chart(page, 'outcomes');
      const series = new Set(report.outcomes.flatMap((g) => g.outcomes.map((o) => o.label)));
      expect(Object.keys(outcomes.items)).toHaveLength(series.size);
      expect(outcomes.texts).toEqual(expect.arrayContaining(['length=short', 'length=long']));
    } finally {
      await page.context().close();
    }
  });

  it('fits a 390 px phone without sideways scrolling, drawing the narrow charts', async () => {
    const { page, errors } = await open(file, 390);
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const id of CHARTS) {
        const facts = await chart(page, id);
        expect(facts.visible, id).toBe(true);
        expect(facts.clipped, `${id}: labels cut off`).toEqual([]);
        const width = await page.locator(`figure[data-chart="${id}"] .narrow svg`).evaluate((svg) => svg.getBoundingClientRect().width);
        expect(width, id).toBeGreaterThan(300);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the balance report of a failed run', () => {
  it('heads the page with the failure and the command that replays the failed game', async () => {
    // The long race always passes a total of 6, so its first game breaks this invariant.
    const breaking = { ...tinyWithSeats, invariants: (G: TinyState) => (G.total >= 6 ? [`total reached ${G.total}`] : []) };
    const report = await runSimulation({ prepared: prepareGame(breaking, tinyContent), numPlayers: 2, setups: [{ length: 'long' }], seeds: gameSeeds('broken', 5), runSeed: 'broken' });
    const html = renderReportHtml(report, {});
    expect(report.failure!.gameIndex).toBe(0);
    expect(html).toContain('<h2>Game 0 failed: invariant</h2>');
    expect(html).toMatch(/<li>total reached [67]<\/li>/);
    expect(html).toContain(`<code class="command" data-command="replay">${reproduceCommand(report, report.failure!)}</code>`);
    expect(html).toContain('No game finished.');
    expect(html).not.toContain('<figure');
  });
});

describe('tablewright simulate --report', () => {
  it('writes the page of the run beside the usual text report, with the command that repeats it', async () => {
    const file = join(dir, 'ayar.html');
    let stdout = '';
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    let code: number;
    try {
      code = await main(['simulate', 'are-you-a-robot', '--games', '60', '--players', '6', '--seed', 'page', '--content', 'test/fixtures/content/good', '--report', file]);
    } finally {
      vi.restoreAllMocks();
    }
    expect(code).toBe(0);
    expect(stdout).toMatch(/^are-you-a-robot: 60 of 60 games played/);
    expect(stderr).toBe(`balance report: ${file}\n`);

    const { page, errors } = await open(file, 1280);
    try {
      expect(await page.locator('[data-command="run"]').innerText()).toBe(
        'tablewright simulate are-you-a-robot --games 60 --players 6 --option mode=extended --seed page --content "test/fixtures/content/good"',
      );
      const roles = await chart(page, 'win-rate-role');
      expect(roles.texts).toEqual(expect.arrayContaining(['Human', 'Robot']));
      expect(roles.strokes[COLORS.interval]).toBe(6);
      expect(await page.locator('h2').allInnerTexts()).toEqual(['Outcomes per setup', 'Win rate by seat', 'Win rate by team at the end', 'Game length', 'Identity cards']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
    expect(readFileSync(file, 'utf8')).not.toMatch(/<script|<link|src="http/);
  }, 60_000);

  it('gives a replayed game (--game-seed) the command that replays it, move cap included', async () => {
    const file = join(dir, 'one.html');
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const args = ['--players', '6', '--option', 'mode=extended', '--max-moves', '50', '--game-seed', 'page-3', '--content', 'test/fixtures/content/good'];
      expect(await main(['simulate', 'are-you-a-robot', ...args, '--report', file])).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
    expect(readFileSync(file, 'utf8')).toContain(
      '<code class="command" data-command="run">tablewright simulate are-you-a-robot --players 6 --option mode=extended --max-moves 50 --game-seed page-3 --content &quot;test/fixtures/content/good&quot;</code>',
    );
  });

  it('refuses a report path in a missing folder before playing any game', async () => {
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    try {
      const code = await main(['simulate', 'are-you-a-robot', '--games', '5', '--players', '3', '--report', join(dir, 'missing', 'out.html')]);
      expect(code).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
    expect(stderr).toMatch(/^tablewright simulate: --report .*out\.html: the folder .*missing does not exist; create it/);
  });
});
