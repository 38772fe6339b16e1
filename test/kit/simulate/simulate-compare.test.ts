import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulationComparison } from '../../../games/kit/simulate/compare-reports.ts';
import { simulate } from './fixtures/run-simulate.ts';

const FIXTURE = 'test/fixtures/content/good';
const RUN = ['are-you-a-robot', '--games', '40', '--players', '3', '--option', 'mode=basic', '--seed', 'cmp', '--workers', '1'];

/** Basic with two Robots and one Human in place of one Robot and two Humans: the teams' win rates move a long way. */
function twoRobots(dir: string) {
  const modes = join(dir, 'are-you-a-robot', 'modes.yaml');
  const text = readFileSync(modes, 'utf8');
  const changed = text.replace(/(card: human\s+perPlayer: 1\s+extra: )-1(\s+- card: robot\s+perPlayer: 0\s+extra: )1/, '$1-2$22');
  expect(changed).not.toBe(text);
  writeFileSync(modes, changed);
}

const byLabel = (comparison: SimulationComparison, section: string, label: string) => comparison.figures.find((f) => f.section === section && f.label === label)!;

describe('tablewright simulate --compare', () => {
  let root = '';
  let same = '';
  let changed = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tablewright-compare-test-'));
    same = join(root, 'same');
    changed = join(root, 'changed');
    cpSync(FIXTURE, same, { recursive: true });
    cpSync(FIXTURE, changed, { recursive: true });
    twoRobots(changed);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('on an identical copy plays the same games: every figure equal, nothing flagged', async () => {
    const result = await simulate(...RUN, '--content', same, '--compare', FIXTURE, '--format', 'json');
    expect(result.code).toBe(0);
    const comparison = JSON.parse(result.stdout) as SimulationComparison;
    expect(comparison.figures.length).toBeGreaterThan(4);
    for (const figure of comparison.figures) {
      expect(figure.after).toEqual(figure.before);
      expect(figure.difference!.value).toBe(0);
      expect(figure.real).toBe(false);
    }
  });

  it('flags the team win rates a changed deck moves, with the difference and its interval, in text and HTML', async () => {
    const page = join(root, 'compare.html');
    const result = await simulate(...RUN, '--content', changed, '--compare', FIXTURE, '--report', page);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`before: ${FIXTURE} (40 games played)`);
    expect(result.stdout).toMatch(/^ {4}Robot +\d+\.\d% \([\d.]+ to [\d.]+\) +\d+\.\d% \([\d.]+ to [\d.]+\) +-\d+\.\d pts \(-[\d.]+ to -[\d.]+\) +\*$/m);
    expect(result.stdout).toMatch(/\d+ of \d+ figures flagged \(\*\).*no correction for testing many/);
    const html = readFileSync(page, 'utf8');
    expect(html).toMatch(/<tr class="real"><td>Robot<\/td>/);
    expect(html).toContain('difference against 0');
  });

  it('reads a git ref of the run content, written out without touching the working tree', async () => {
    const repo = join(root, 'repo');
    cpSync(FIXTURE, repo, { recursive: true });
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'one Robot');
    twoRobots(repo);
    const result = await simulate(...RUN, '--content', repo, '--compare', 'HEAD', '--format', 'json');
    expect(result.code).toBe(0);
    const comparison = JSON.parse(result.stdout) as SimulationComparison;
    expect(comparison.before.label).toBe(`HEAD of ${repo}`);
    expect(byLabel(comparison, 'Win rate by team at the end', 'Robot').real).toBe(true);
    expect(readFileSync(join(repo, 'are-you-a-robot', 'modes.yaml'), 'utf8')).toContain('extra: -2');
  });

  it('says, in one line, when the version before cannot seat the games the run plays', async () => {
    const narrow = join(root, 'narrow');
    cpSync(FIXTURE, narrow, { recursive: true });
    const modes = join(narrow, 'are-you-a-robot', 'modes.yaml');
    const text = readFileSync(modes, 'utf8');
    expect(text).toContain('players: { min: 2, max: 4 }');
    writeFileSync(modes, text.replace('players: { min: 2, max: 4 }', 'players: { min: 2, max: 3 }'));
    const result = await simulate('are-you-a-robot', '--games', '4', '--players', '4', '--seed', 'cmp', '--workers', '1', '--content', same, '--compare', narrow);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(`tablewright simulate: --compare ${narrow} cannot play the games of ${same}: mode=schrodinger with 4 players: mode=schrodinger is for 2 to 3 players, not 4. Choose a --players and --option that both versions have.`);
  });

  it('refuses what is neither a folder nor a commit, in one line', async () => {
    const result = await simulate(...RUN, '--content', same, '--compare', join(root, 'no-such'));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^tablewright simulate: --compare .*no-such: neither a folder nor a git commit/);
  });
});
