import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { everyCount, listCounts, type CountSetups } from '../../../games/kit/simulate/player-counts.ts';
import { tinyContent, tinyModule } from './fixtures/tiny-game.ts';
import { simulate } from './fixtures/run-simulate.ts';

const tiny = tinyModule();
const game = tiny.createGame(tinyContent);
const options = tiny.setupOptions(tinyContent);

describe('everyCount: what a run without --players plays', () => {
  it('is every count the game seats, each with the setups that seat it', () => {
    expect(everyCount(game, options, {})).toEqual([
      { numPlayers: 2, setups: [{ length: 'short' }, { length: 'long' }] },
      { numPlayers: 3, setups: [{ length: 'short' }, { length: 'long' }] },
      { numPlayers: 4, setups: [{ length: 'short' }] },
    ]);
  });

  it('leaves out the counts a chosen option does not seat, and the ones the game refuses', () => {
    expect((everyCount(game, options, { length: 'long' }) as CountSetups[]).map((c) => c.numPlayers)).toEqual([2, 3]);
    const pickier = { ...game, validateSetupData: (_: unknown, n: number) => (n === 2 ? 'two is a crowd' : undefined) };
    expect(everyCount(pickier, options, {})).toEqual([
      { numPlayers: 3, setups: [{ length: 'short' }, { length: 'long' }] },
      { numPlayers: 4, setups: [{ length: 'short' }] },
    ]);
  });

  it('refuses an option the game does not have, as a run with --players would', () => {
    expect(everyCount(game, options, { speed: 'fast' })).toEqual({ error: "unknown option 'speed'; this game's options: length" });
  });

  it('lists counts as a sentence says them', () => {
    expect(listCounts([{ numPlayers: 3, setups: [] }])).toBe('3');
    expect(listCounts([2, 3, 4].map((numPlayers) => ({ numPlayers, setups: [] })))).toBe('2, 3 and 4');
  });
});

describe('tablewright simulate without --players', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('plays every count the game seats and says so first', async () => {
    const { code, stdout } = await simulate('are-you-a-robot', '--games', '2', '--seed', 'counts', '--workers', '1');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('No --players given: every count are-you-a-robot seats, 2, 3, 4, 5, 6, 7, 8, 9 and 10 players, 2 games each, seed counts.');
    const heads = stdout.split('\n').filter((line) => line.startsWith('are-you-a-robot: '));
    expect(heads).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `are-you-a-robot: 2 of 2 games played, ${n} players, seed counts, move cap 5000`));
    const summary = stdout.slice(stdout.lastIndexOf('\nEvery count, seed counts, 2 games each\n')).trim().split('\n');
    expect(summary[1]).toBe('  players  played  failed  mean moves    p95');
    expect(summary.slice(2).map((line) => line.trim().split(/\s+/).slice(0, 3))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [String(n), '2', '0']));
  }, 60_000);

  it('gives each count the report --players would, in a JSON array', async () => {
    const all = JSON.parse((await simulate('are-you-a-robot', '--games', '3', '--seed', 'counts', '--workers', '1', '--option', 'mode=schrodinger', '--format', 'json')).stdout);
    expect(all.map((r: { players: number }) => r.players)).toEqual([2, 3, 4]);
    const three = JSON.parse((await simulate('are-you-a-robot', '--games', '3', '--seed', 'counts', '--workers', '1', '--option', 'mode=schrodinger', '--players', '3', '--format', 'json')).stdout);
    expect({ ...all[1], speed: undefined }).toEqual({ ...three, speed: undefined });
  }, 60_000);

  it('writes one balance page per count, each with every count\'s summary line and a link to the other pages', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tablewright-counts-'));
    const { stderr } = await simulate('are-you-a-robot', '--games', '2', '--seed', 'counts', '--workers', '1', '--option', 'mode=schrodinger', '--report', join(dir, 'ayar.html'));
    for (const n of [2, 3, 4]) {
      const page = join(dir, `ayar-${n}p.html`);
      expect(stderr).toContain(`balance report: ${page}`);
      const html = readFileSync(page, 'utf8');
      expect(html).toContain(`<dt>players</dt><dd>${n}</dd>`);
      const summary = html.slice(html.indexOf('<section id="every-count">'));
      expect(summary).toContain('<th scope="col">mean moves</th><th scope="col">p95</th>');
      expect(summary).toContain(`<tr><td><strong>${n} (this page)</strong></td><td>2</td><td>0</td>`);
      for (const other of [2, 3, 4].filter((m) => m !== n)) expect(summary).toContain(`<tr><td><a href="ayar-${other}p.html">${other}</a></td><td>2</td><td>0</td>`);
    }
    expect(existsSync(join(dir, 'ayar.html'))).toBe(false);
  }, 60_000);

  it('refuses --game-seed, which replays one game of one count', async () => {
    const { code, stderr } = await simulate('are-you-a-robot', '--game-seed', 'x-1');
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('tablewright simulate: --game-seed replays one game: give its --players, as its reproduce line does');
  });
});
