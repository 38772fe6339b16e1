import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { answerBenchArgs } from './bench-args.ts';
import { isWorktree } from './base-worktree.ts';
import { TYPESCRIPT } from './bench-child-support.ts';
import { readReportsOptions, USAGE } from './reports-bench-options.ts';

const run = promisify(execFile);

describe('bench:reports', () => {
  it('reads its options, and refuses an unknown game or a bad number in words', () => {
    expect(answerBenchArgs(USAGE, readReportsOptions, [])).toEqual({ options: expect.objectContaining({ games: expect.arrayContaining(['robots', 'crazy-eights']), reportGames: 2000, rounds: 1, goal: 10 }) });
    expect(answerBenchArgs(USAGE, readReportsOptions, ['--game', 'robots', '--players', '3', '--base', 'HEAD'])).toEqual({ options: expect.objectContaining({ games: ['robots'], players: 3, base: 'HEAD' }) });
    for (const [args, said] of [
      [['--game', '__proto__'], /^unknown game __proto__; the games: /],
      [['--games', '0'], /^--games takes a positive number, not '0'/],
      [['--turbo'], /^Unknown option '--turbo'/],
    ] as const) {
      const answer = answerBenchArgs(USAGE, readReportsOptions, [...args]);
      expect(answer).toMatchObject({ code: 2, stdout: '' });
      expect('stderr' in answer && answer.stderr).toMatch(said);
    }
  });

  it('times a report row on both trees, finds the same code makes the same report, and leaves no worktree', async () => {
    const { stdout } = await run(process.execPath, ['--import', TYPESCRIPT, 'test/bench/reports-bench.ts', '--game', 'crazy-eights', '--players', '2', '--games', '10', '--base', 'HEAD']);
    const row = stdout.split('\n').find((line) => line.startsWith('| crazy-eights |'))!;
    const [, game, players, threads, wall, cpu, goal, baseWall, baseCpu, ratios, reports] = row.split(/\s*\|\s*/);
    expect([game, players, threads, goal, reports]).toEqual(['crazy-eights', '2', '1', 'under', 'identical']);
    for (const figure of [wall, cpu, baseWall, baseCpu, ...ratios.split(', ')]) expect(Number(figure)).toBeGreaterThan(0);
    // Its own worktree, by the path it names: another bench may hold one of its own meanwhile.
    const base = stdout.match(/^bench:reports: .*alternating with HEAD \([0-9a-f]{8}, checked out in (\S+)\)/m)?.[1];
    expect(base).toBeDefined();
    expect(existsSync(base!) || isWorktree(base!)).toBe(false);
  }, 60_000);
});
