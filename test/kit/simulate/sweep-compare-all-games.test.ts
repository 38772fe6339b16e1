import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setYamlField } from '../../../games/kit/content/set-yaml-field.ts';
import type { SimulationComparison } from '../../../games/kit/simulate/compare-reports.ts';
import { renderSweepHtml } from '../../../games/kit/simulate/report-html/render-sweep.ts';
import type { SimulationSweep } from '../../../games/kit/simulate/sweep-reports.ts';
import { parseSweep } from '../../../games/kit/simulate/sweep-spec.ts';
import { simulate } from './fixtures/run-simulate.ts';

interface GameCase {
  game: string;
  /** Players, options and games: a handful, each game cheap (the CI suite's budget). */
  run: string[];
  /** Values in order, one of them the fixture's own, and one that breaks the content. */
  sweep: string;
  broken: string;
  /** A figure the field moves far, and which way as the value grows. */
  moved: { section: string; label: string; direction: 1 | -1 };
  /** What else the compare's after must change to load: a number the how-to-play summary states (a sweep only notes it). */
  summary?: [string, string];
}

const CASES: GameCase[] = [
  { game: 'are-you-a-robot', run: ['--players', '3', '--option', 'mode=basic', '--games', '30'], sweep: 'modes.yaml:modes[id=basic].deck[card=robot].extra=0,1,2', broken: '0', moved: { section: 'Win rate by team at the end', label: 'Robot', direction: -1 } },
  { game: 'robots', run: ['--players', '2', '--option', 'variant=classic', '--games', '4'], sweep: 'rules.yaml:targetScore=100,250,-5', broken: '-5', moved: { section: 'Game length (moves)', label: 'mean', direction: 1 }, summary: ['**250 points**', '**100 points**'] },
  { game: 'three-laws', run: ['--players', '4', '--games', '4'], sweep: 'rules.yaml:victoryPoints[value=1].value=1,4,true', broken: 'true', moved: { section: 'Victory Points by seat', label: 'seat 0', direction: 1 } },
  { game: 'bias-effect', run: ['--players', '3', '--games', '3'], sweep: 'rules.yaml:startingChips=1,5,20,many', broken: 'many', moved: { section: 'Chips at the end by seat', label: 'seat 0', direction: 1 } },
  { game: 'evil-robots', run: ['--players', '3', '--games', '4'], sweep: 'rules.yaml:endgameAt=4,10,0', broken: '0', moved: { section: 'Game length (moves)', label: 'mean', direction: 1 } },
];

const fixture = (game: string) => `test/fixtures/${game}/good`;
const figureOf = <F extends { section: string; label: string }>(figures: F[], section: string, label: string) => figures.find((f) => f.section === section && f.label === label)!;

describe.each(CASES)('simulate --sweep and --compare on $game', (c) => {
  const root = mkdtempSync(join(tmpdir(), `tablewright-sweep-${c.game}-`));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const spec = parseSweep(c.sweep);
  const seedRun = [c.game, ...c.run, '--seed', 'sweep', '--workers', '1'];
  let sweep: SimulationSweep;

  it('plays every value on the same seeds, reports the broken one at its file:line:col, and moves the figure one way', async () => {
    const result = await simulate(...seedRun, '--content', fixture(c.game), '--sweep', c.sweep, '--format', 'json');
    expect(result.code).toBe(1);
    sweep = JSON.parse(result.stdout) as SimulationSweep;
    const games = Number(c.run[c.run.indexOf('--games') + 1]);
    for (const run of sweep.runs) {
      if (String(run.value) === c.broken) {
        expect(run.gamesPlayed).toBe(0);
        expect(run.errors![0]).toContain(`${spec.file}:${spec.path}=${c.broken} (at ${fixture(c.game)}/${c.game}/${spec.file}:`);
        expect(run.errors!.slice(1).join('\n')).toMatch(new RegExp(`^${fixture(c.game)}/${c.game}/\\S+\\.yaml:\\d+:\\d+: error: `, 'm'));
      } else {
        expect(run).toMatchObject({ gamesPlayed: games, failed: 0 });
        // A number the summary states is the swept value's to change: noted, and played.
        if (c.summary && run.value !== sweep.current) expect(run.notes).toEqual([expect.stringMatching(/^how-to-play\.yaml, not checked in a sweep: the summary says "\*\*250 points\*\*"/)]);
      }
    }
    const broken = sweep.runs.findIndex((r) => String(r.value) === c.broken);
    for (const figure of sweep.figures) {
      expect(figure.points[broken]).toBeNull();
      for (const point of figure.points.filter((p) => p !== null)) {
        expect(point.low).toBeLessThanOrEqual(point.value);
        expect(point.high).toBeGreaterThanOrEqual(point.value);
        if (figure.kind === 'rate') expect([point.low, point.high].every((v) => v >= 0 && v <= 1)).toBe(true);
      }
    }
    const values = figureOf(sweep.figures, c.moved.section, c.moved.label).points.filter((p) => p !== null).map((p) => p.value);
    expect(values.length).toBe(sweep.runs.length - 1);
    for (let i = 1; i < values.length; i++) expect(Math.sign(values[i] - values[i - 1])).toBe(c.moved.direction);
  });

  it('draws each figure against the value, the broken value as a cross on every chart', () => {
    const html = renderSweepHtml(sweep, c.game);
    // A figure at 0 for every value is named, not drawn.
    const drawn = sweep.figures.filter((f) => f.points.some((p) => p && p.high > 0));
    expect((html.match(/<figure data-figure=/g) ?? []).length).toBe(drawn.length);
    expect((html.match(/data-mark="broken"/g) ?? []).length).toBe(drawn.length);
    const played = sweep.runs.length - 1;
    const points = (html.match(/data-mark="point"/g) ?? []).length;
    expect(points).toBe(drawn.reduce((n, f) => n + f.points.filter((p) => p !== null).length, 0));
    expect(points).toBeGreaterThanOrEqual(played * 4);
    expect(html).toContain('data-mark="whisker"');
    expect(html).toContain('data-mark="band"');
  });

  it('compares the fixture with the value farthest from its own: the same figures as the sweep, the moved one flagged', async () => {
    const at = (value: unknown) => sweep.runs.findIndex((r) => r.value === value);
    const playable = sweep.runs.filter((r) => String(r.value) !== c.broken);
    const distance = (r: { value: unknown }) => Math.abs(at(r.value) - at(sweep.current));
    const last = playable.reduce((far, r) => (distance(r) >= distance(far) ? r : far)).value;
    const after = join(root, 'after');
    cpSync(fixture(c.game), after, { recursive: true });
    const file = join(after, c.game, spec.file);
    writeFileSync(file, setYamlField(readFileSync(file, 'utf8'), spec.file, spec.steps, last).text);
    if (c.summary) {
      const howToPlay = join(after, c.game, 'how-to-play.yaml');
      writeFileSync(howToPlay, readFileSync(howToPlay, 'utf8').replace(...c.summary));
    }
    const result = await simulate(...seedRun, '--content', after, '--compare', fixture(c.game), '--format', 'json');
    expect(result.code).toBe(0);
    const comparison = JSON.parse(result.stdout) as SimulationComparison;
    const figure = figureOf(comparison.figures, c.moved.section, c.moved.label);
    const swept = figureOf(sweep.figures, c.moved.section, c.moved.label);
    // The same seeds: the compare's two sides are the sweep's points at those two values.
    expect(figure.before).toEqual(swept.points[at(sweep.current)]);
    expect(figure.after).toEqual(swept.points[at(last)]);
    expect(figure.real).toBe(true);
    expect(comparison.figures.length).toBeGreaterThan(4);
  });
});
