import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../../games/registry.ts';
import { simulate } from './fixtures/run-simulate.ts';

const GAMES = gameModules.map((m) => m.id).join(', ');

const withoutSpeed = (text: string) => text.replace(/^Speed: .*$/m, '');
// These runs start worker threads (--workers defaults to every core), seconds each on a busy machine.
const SLOW = 60_000;

describe('tablewright simulate: bad input', () => {
  it.each([
    [[], new RegExp(`^tablewright simulate: name a game: .*games: ${GAMES}$`)],
    [['chess', '--games', '3', '--players', '3'], new RegExp(`^tablewright simulate: unknown game 'chess'; games: ${GAMES}$`)],
    // The game is imported from its folder by id: no id leads out of games/ or to a key every object has.
    [['../registry', '--games', '3', '--players', '3'], new RegExp(`^tablewright simulate: unknown game '\\.\\./registry'; games: ${GAMES}$`)],
    [['kit', '--games', '3', '--players', '3'], new RegExp(`^tablewright simulate: unknown game 'kit'; games: ${GAMES}$`)],
    [['constructor', '--games', '3', '--players', '3'], new RegExp(`^tablewright simulate: unknown game 'constructor'; games: ${GAMES}$`)],
    [['are-you-a-robot', '--players', '3'], /--games is required/],
    [['are-you-a-robot', '--games', '2.5', '--players', '3'], /--games must be a whole number of at least 1, not '2\.5'/],
    [['are-you-a-robot', '--games', '0', '--players', '3'], /--games must be a whole number of at least 1, not '0'/],
    [['are-you-a-robot', '--games', '3', '--players', 'three'], /--players must be a whole number/],
    [['are-you-a-robot', '--games', '3', '--players', '11'], /no mode seats 11 players \(basic: exactly 3 players; schrodinger: 2 to 4 players; extended: 5 to 10 players\)/],
    [['are-you-a-robot', '--games', '3', '--players', '4', '--option', 'mode=basic'], /mode=basic is for exactly 3 players, not 4/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--option', 'speed=fast'], /unknown option 'speed'; this game's options: mode/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--option', 'mode=turbo'], /mode=turbo is not allowed; choose one of: basic, schrodinger, extended/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--option', 'mode'], /--option takes key=value/],
    // Own keys only: `'constructor' in {}` said a first --option constructor was given twice, and __proto__ was dropped.
    [['are-you-a-robot', '--games', '3', '--players', '3', '--option', 'constructor=x'], /unknown option 'constructor'; this game's options: mode/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--option', '__proto__=x'], /unknown option '__proto__'; this game's options: mode/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--format', 'xml'], /--format must be text or json, not 'xml'/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--workers', '0'], /--workers must be auto or a whole number of at least 1, not '0'/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--turbo'], /unknown option '--turbo'; options: --games, --players/],
    [['are-you-a-robot', '--players', '3', '--game-seed', 'x'], /--game-seed replays one game: choose its setup/],
    [['are-you-a-robot', '--games', '3', '--players', '3', '--game-seed', 'x'], /--game-seed replays one game: leave out --games and --seed/],
  ])('%j is refused in one line, exit 1', async (args, message) => {
    const result = await simulate(...args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(message);
  });

  describe('with broken content', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('prints the content errors as file:line:col and exits 1', async () => {
      dir = mkdtempSync(join(tmpdir(), 'tablewright-sim-'));
      cpSync('content', dir, { recursive: true });
      const modes = join(dir, 'are-you-a-robot', 'modes.yaml');
      writeFileSync(modes, readFileSync(modes, 'utf8').replace('min: 5, max: 10', 'min: five, max: 10'));
      const result = await simulate('are-you-a-robot', '--games', '3', '--players', '3', '--content', dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/modes\.yaml:\d+:\d+: error: .*"five"/);
      expect(result.stderr).toContain('the content of are-you-a-robot has errors');
    });
  });
});

describe('tablewright simulate: Are You A Robot?', () => {
  it('plays every mode that seats the players and reports each', async () => {
    const three = await simulate('are-you-a-robot', '--games', '400', '--players', '3', '--seed', 'cli');
    expect(three.stderr).toBe('');
    expect(three.code).toBe(0);
    expect(three.stdout).toMatch(/^are-you-a-robot: 400 of 400 games played, 3 players, seed cli/);
    expect(three.stdout).toContain('mode=basic (200 games)');
    expect(three.stdout).toContain('mode=schrodinger (200 games)');
    expect(three.stdout).toMatch(/Game length \(moves\): mean [\d.]+, min \d+, max \d+, p95 \d+/);
    expect(three.stdout).toMatch(/Speed: \d+ moves in [\d.]+ s: \d+ games\/s, \d+ moves\/s, peak heap [\d.]+ MB/);

    // The default spreads the games over every core; one core plays the very same games.
    const again = await simulate('are-you-a-robot', '--games', '400', '--players', '3', '--seed', 'cli', '--workers', '1');
    expect(withoutSpeed(again.stdout)).toBe(withoutSpeed(three.stdout));
  }, SLOW);

  it('plays Extended with 5 to 10 players', async () => {
    for (const players of ['5', '10']) {
      const result = await simulate('are-you-a-robot', '--games', '200', '--players', players, '--option', 'mode=extended', '--seed', 'ext');
      expect(result.stdout).not.toContain('FAILED');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('mode=extended (200 games)');
    }
  }, SLOW);

  it('writes JSON on request', async () => {
    const result = await simulate('are-you-a-robot', '--games', '50', '--players', '4', '--format', 'json', '--seed', 'j');
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ game: 'are-you-a-robot', players: 4, seed: 'j', gamesPlayed: 50 });
    expect(report.outcomes).toEqual([expect.objectContaining({ setup: { mode: 'schrodinger' }, games: 50 })]);
  }, SLOW);

  it('fails a game that passes the move cap, exit 1, with a command that replays it exactly', async () => {
    const result = await simulate('are-you-a-robot', '--games', '20', '--players', '5', '--max-moves', '1', '--seed', 'cap', '--format', 'json');
    expect(result.code).toBe(1);
    const { failure } = JSON.parse(result.stdout);
    expect(failure.failure.kind).toBe('cannot-end');
    expect(failure.reproduce).toBe(
      `tablewright simulate are-you-a-robot --players 5 --option mode=extended --max-moves 1 --game-seed ${failure.seed}`,
    );

    const replayArgs = failure.reproduce.split(' ').slice(2);
    const replay = await simulate(...replayArgs, '--format', 'json');
    expect(replay.code).toBe(1);
    expect(JSON.parse(replay.stdout).failure.moves).toEqual(failure.moves);
  }, SLOW);
});

describe('tablewright simulate --workers', () => {
  it('gives the same JSON report, tallies and per-card figures included, for 1, 3 and auto workers, and says how many threads played', async () => {
    const args = ['robots', '--games', '6', '--players', '2', '--seed', 'workers', '--format', 'json'];
    const [one, three, auto] = [await simulate(...args, '--workers', '1'), await simulate(...args, '--workers', '3'), await simulate(...args)];
    expect(one.code).toBe(0);
    const { speed, ...report } = JSON.parse(one.stdout);
    expect(report.gamesPlayed).toBe(6);
    expect(report.cards.rows.length).toBeGreaterThan(0);
    expect(speed.threads).toEqual({ count: 1, why: '--workers 1' });
    const { speed: threeSpeed, ...threeReport } = JSON.parse(three.stdout);
    expect(threeReport).toEqual(report);
    expect(threeSpeed.threads).toEqual({ count: 3, why: '--workers 3' });
    const { speed: autoSpeed, ...autoReport } = JSON.parse(auto.stdout);
    expect(autoReport).toEqual(report);
    // Six two-player games last about a second: too little for a worker's start-up.
    expect(autoSpeed.threads).toEqual({ count: 1, why: expect.stringMatching(/^auto, /) });
    const text = await simulate('robots', '--games', '2', '--players', '2', '--seed', 'workers', '--workers', '2');
    expect(text.stdout).toMatch(/^Speed: .*; 2 threads \(--workers 2\)$/m);
  }, 120_000);
});

describe('bin/tablewright.mjs simulate', () => {
  it('exits 1 and prints the reproducing seed on a failed game', async () => {
    const run = promisify(execFile);
    const args = ['bin/tablewright.mjs', 'simulate', 'are-you-a-robot', '--games', '20', '--players', '5', '--max-moves', '1', '--seed', 'bin'];
    const error = await run('node', args).then(() => undefined, (e: { code: number; stdout: string; stderr: string }) => e);
    expect(error?.code, error?.stderr).toBe(1);
    expect(error?.stdout, error?.stderr).toMatch(/FAILED: game \d+ \(seed bin-\d+\): [a-z-]+\n/);
    expect(error?.stdout).toMatch(/reproduce: tablewright simulate are-you-a-robot --players 5 --option mode=extended --max-moves 1 --game-seed bin-\d+/);
  }, 60_000);
});
