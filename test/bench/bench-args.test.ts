import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { answerBenchArgs, positiveNumber } from './bench-args.ts';
import { isWorktree } from './base-worktree.ts';
import { TYPESCRIPT } from './bench-child-support.ts';
import { readBotStrengthOptions, USAGE as BOT_STRENGTH_USAGE } from './bot-strength-options.ts';
import { readRenderOptions, USAGE as RENDER_USAGE } from './render-bench-options.ts';
import { readVsBgioOptions, USAGE as VS_BGIO_USAGE } from './simulate-vs-bgio-options.ts';

const run = promisify(execFile);
const bench = (script: string, ...args: string[]) =>
  run(process.execPath, ['--import', TYPESCRIPT, `test/bench/${script}`, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
/**
 * What a bench answers to a command line it refuses, asked in-process: each child process cost
 * a second or two of CPU. One refusal of bench:vs-bgio still runs as a process, for what
 * `readBenchArgs` makes of the answer: its exit code, its output, no stack trace.
 */
const refusal = (usage: string, read: (args: string[]) => unknown, args: string[]) => {
  const answer = answerBenchArgs(usage, read, args);
  if ('options' in answer) throw new Error(`${args.join(' ')} was read as options`);
  return answer;
};

describe("a bench's command line", () => {
  it('reads a positive number, zero only where allowed, and refuses the rest in words', () => {
    expect(positiveNumber('rounds', undefined, 3)).toBe(3);
    expect(positiveNumber('rounds', '2', 3)).toBe(2);
    expect(positiveNumber('think', '0', 5, { zero: true })).toBe(0);
    for (const text of ['0', '-1', 'x', '', ' ', 'Infinity', 'NaN']) expect(() => positiveNumber('rounds', text, 3)).toThrow(`--rounds takes a positive number, not '${text}'`);
  });

  it('--help prints the usage and exits 0; a bad option says so in one line and the usage, exit 2, no stack trace', async () => {
    expect(answerBenchArgs(VS_BGIO_USAGE, readVsBgioOptions, ['--help'])).toEqual({ code: 0, stdout: expect.stringMatching(/^npm run bench:vs-bgio -- \[options\]/), stderr: '' });
    const refusedByProcess = await bench('simulate-vs-bgio.ts', '--turbo');
    const refusals = [
      ['--turbo, in a process', refusedByProcess],
      ...[['--rounds', 'x'], ['--warmup=-1'], ['--game', 'constructor'], ['--turbo']].map((args) => [args.join(' '), refusal(VS_BGIO_USAGE, readVsBgioOptions, args)] as const),
    ] as const;
    for (const [args, refused] of refusals) {
      expect(refused.code, args).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.split('\n')[1]).toMatch(/^npm run bench:vs-bgio -- \[options\]/);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }
    expect(refusedByProcess.stderr).toBe(refusals.at(-1)![1].stderr);
  }, 60_000);

  it('bench:bot-strength names the variants it knows, and plays a pair of mixed seats a seed', async () => {
    for (const [args, said] of [
      [['--game', 'bias-effect', '--variant', '__proto__'], /^--variant names one of bias-effect's: mind-only/],
      [['--game', 'robots', '--variant', 'mind-only'], /^robots's bot has no variants/],
    ] as const) {
      const refused = refusal(BOT_STRENGTH_USAGE, readBotStrengthOptions, [...args]);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(said);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }
    const noContent = await bench('bot-strength.ts', '--game', 'bias-effect', '--variant', 'mind-only', '--content', 'no-such-folder');
    expect(noContent.code).toBe(1);
    expect(noContent.stderr).toMatch(/^no-such-folder:1:1: error: the content folder does not exist/);
    expect(noContent.stderr).not.toMatch(/\n\s+at /);
    const played = await bench('bot-strength.ts', '--game', 'bias-effect', '--variant', 'mind-only', '--players', '2', '--pairs', '3');
    expect(played.code).toBe(0);
    const row = played.stdout.split('\n').find((line) => line.startsWith('2 '))!.trim().split(/\s{2,}/);
    const [players, pairs, games, variantWins, botWins] = row.map(Number);
    expect([players, pairs, games]).toEqual([2, 3, 6]);
    // A game has at most one winner, and the content may let it end with none.
    expect(Number.isInteger(variantWins) && Number.isInteger(botWins) && variantWins >= 0 && botWins >= 0 && variantWins + botWins <= 6).toBe(true);
    expect(row[7]).toMatch(/^(weaker|stronger|no difference seen)$/);
  }, 60_000);

  it('bench:ab refuses a missing base, an unknown game or revision in words, and plays both trees alike, leaving no worktree', async () => {
    for (const [args, said] of [
      [['--game', 'robots'], /^--base names the revision/],
      [['--base', 'HEAD', '--game', '__proto__'], /^unknown game __proto__/],
      [['--base', 'no-such-revision', '--game', 'robots'], /^--base no-such-revision is no revision/],
    ] as const) {
      const refused = await bench('ab-bench.ts', ...args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(said);
      expect(refused.stderr.split('\n')[1]).toMatch(/^npm run bench:ab -- --base REV --game ID/);
    }
    const played = await bench('ab-bench.ts', '--base', 'HEAD', '--game', 'crazy-eights', '--games', '3', '--rounds', '2');
    expect(played.code, played.stderr).toBe(0);
    // The same code on both sides plays the same games.
    expect(played.stdout).toMatch(/^games: identical \(digest [0-9a-f]{16}\)$/m);
    expect(played.stdout.split('\n').filter((line) => /^ {4}[12] /.test(line))).toHaveLength(2);
    expect(played.stdout).toMatch(/^here \/ base: \d+\.\d\dx \(\d+\.\d\d-\d+\.\d\d\), median of 2 interleaved rounds/m);
    const base = played.stdout.match(/; base HEAD \([0-9a-f]{8}, checked out in (\S+)\) against this tree$/m)?.[1];
    expect(base).toBeDefined();
    expect(existsSync(base!) || isWorktree(base!)).toBe(false);
  }, 60_000);

  it('bench:render refuses an unknown game and a third build before it starts a server or a browser', async () => {
    for (const [args, said] of [
      [['--game', '__proto__'], /^unknown game __proto__; the games: are-you-a-robot/],
      [['--ui', 'a', '--ui', 'b', '--ui', 'c'], /^--ui compares two builds at most/],
    ] as const) {
      const refused = refusal(RENDER_USAGE, readRenderOptions, [...args]);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(said);
      expect(refused.stderr.split('\n')[1]).toMatch(/^npm run bench:render -- \[options\]/);
    }
  }, 60_000);
});
