import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulate } from './fixtures/run-simulate.ts';

const FIXTURE = 'test/fixtures/are-you-a-robot/good';
const RUN = ['are-you-a-robot', '--games', '6', '--players', '3', '--seed', 'sw', '--workers', '1', '--content', FIXTURE];
const EXTRA = 'modes.yaml:modes[id=basic].deck[card=robot].extra';

describe('tablewright simulate --sweep', () => {
  const root = mkdtempSync(join(tmpdir(), 'tablewright-sweep-cli-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('prints every figure with a column per value, says why a value was not played, and writes the page of charts', async () => {
    const page = join(root, 'sweep.html');
    const result = await simulate(...RUN, '--option', 'mode=basic', '--sweep', `${EXTRA}=1,2,x`, '--report', page);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`are-you-a-robot: swept ${EXTRA} (written at ${FIXTURE}/are-you-a-robot/modes.yaml:15:16, now 1) over 3 values, 3 players`);
    expect(result.stdout).toContain(`  extra=x: not played: ${EXTRA}=x (at ${FIXTURE}/are-you-a-robot/modes.yaml:15:16) breaks the content:\n    ${FIXTURE}/are-you-a-robot/modes.yaml:15:16: error: `);
    expect(result.stdout).toMatch(/^Win rate by team at the end\n {4}\s+extra=1\s+extra=2\n {4}Human +\d+\.\d% \([\d.]+ to [\d.]+\) +\d+\.\d% \([\d.]+ to [\d.]+\)$/m);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('<figure data-figure="Robot"');
    expect(html).toContain('<th scope="col">extra=2</th>');
  });

  it('names a value whose content cannot seat the run\'s games, and plays the others', async () => {
    const result = await simulate(...RUN, '--option', 'mode=schrodinger', '--sweep', 'modes.yaml:modes[id=schrodinger].players.max=4,2', '--format', 'json');
    expect(result.code).toBe(1);
    const sweep = JSON.parse(result.stdout);
    expect(sweep.runs[0]).toMatchObject({ value: 4, gamesPlayed: 6 });
    expect(sweep.runs[1].errors[0]).toMatch(/players\.max=2 \(at .*modes\.yaml:22:29\) cannot play the run's games: mode=schrodinger with 3 players: mode=schrodinger is for exactly 2 players, not 3$/);
  });

  it.each([
    [['--sweep', `${EXTRA}=1`, '--sweep', `${EXTRA}=2`], /^give one --sweep: two would play every pair of values \(a grid\)/],
    [['--sweep', `${EXTRA}=1`, '--compare', FIXTURE], /^--sweep and --compare each play the content more than once/],
    [['--sweep', 'deck.yaml:cards=1'], /^--sweep: are-you-a-robot has no deck\.yaml; its content files: .*modes\.yaml/],
    [['--sweep', 'modes.yaml:modes[id=basic].afterHumanShoot=x'], /^--sweep: modes\.yaml:modes\[id=basic\] has no key afterHumanShoot: the keys there are .* \(did you mean afterHumanShot\?\)$/],
    [['--sweep', 'modes.yaml:__proto__.x=1'], /^--sweep __proto__\.x: '__proto__' is not a field of content/],
  ])('refuses %j in one line, before any game', async (args, message) => {
    const result = await simulate(...RUN, '--option', 'mode=basic', ...args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.replace(/^tablewright simulate: /, '').trim()).toMatch(message);
  });
});
