/** What a bench answers to a command line before it runs: the options read, or its output and exit code. */
export type BenchArgsAnswer<T> = { options: T } | { code: 0 | 2; stdout: string; stderr: string };

/**
 * A bench's command line, read strictly and answered in words: `--help` prints `usage` and
 * exits 0; an unknown option, a missing value or a bad number (thrown by `read`) prints its one
 * line and the usage on stderr and exits 2, never a stack trace.
 */
export function readBenchArgs<T>(usage: string, read: (args: string[]) => T, args: string[] = process.argv.slice(2)): T {
  const answer = answerBenchArgs(usage, read, args);
  if ('options' in answer) return answer.options;
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  process.exit(answer.code);
}

/** `readBenchArgs`'s answer without writing or exiting: bench-args.test.ts asks it in-process, where a child process cost a second of CPU a question. */
export function answerBenchArgs<T>(usage: string, read: (args: string[]) => T, args: string[]): BenchArgsAnswer<T> {
  if (args.includes('--help') || args.includes('-h')) return { code: 0, stdout: `${usage}\n`, stderr: '' };
  try {
    return { options: read(args) };
  } catch (error) {
    return { code: 2, stdout: '', stderr: `${(error as Error).message}\n${usage}\n` };
  }
}

/** `--name`'s number, the fallback when it is not given; a value that is not a positive number (or zero, where allowed) is refused. */
export function positiveNumber(name: string, text: string | undefined, fallback: number, { zero = false } = {}): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || (!zero && value === 0)) throw new Error(`--${name} takes a ${zero ? 'non-negative' : 'positive'} number, not '${text}'`);
  return value;
}
