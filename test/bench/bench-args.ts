/**
 * A bench's command line, read strictly and answered in words: `--help` prints `usage` and
 * exits 0; an unknown option, a missing value or a bad number (thrown by `read`) prints its one
 * line and the usage on stderr and exits 2, never a stack trace.
 */
export function readBenchArgs<T>(usage: string, read: (args: string[]) => T, args: string[] = process.argv.slice(2)): T {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  try {
    return read(args);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    process.exit(2);
  }
}

/** `--name`'s number, the fallback when it is not given; a value that is not a positive number (or zero, where allowed) is refused. */
export function positiveNumber(name: string, text: string | undefined, fallback: number, { zero = false } = {}): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || (!zero && value === 0)) throw new Error(`--${name} takes a ${zero ? 'non-negative' : 'positive'} number, not '${text}'`);
  return value;
}
