import { format } from 'node:util';
import { TokenBucket } from '../edge/token-bucket.ts';
import type { ErrorLog } from './socket-handler-guard.ts';

export const LOG_LIMITS = {
  /** boardgame.io prints a refused move with all its arguments; a line is cut here. */
  lineChars: 400,
  /** Our own error reports keep their stack, within reason. */
  errorChars: 4_000,
  /** Lines a second, after a burst: a flood of refused moves must not become a flood on disk. */
  lines: { burst: 50, perSecond: 10 },
};

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function cut(text: string, max: number): string {
  const clean = text.replace(CONTROL, '?');
  return clean.length <= max ? clean : `${clean.slice(0, max)}… (${clean.length - max} more characters)`;
}

/** One budget for every line the server writes: past it, lines are counted and the count is written later. */
class LineBudget {
  private readonly bucket = new TokenBucket(LOG_LIMITS.lines, Date.now());
  private dropped = 0;

  /** The line to write (with a note of what was dropped before it), or undefined to drop it. */
  admit(line: string): string | undefined {
    if (!this.bucket.take(Date.now())) {
      this.dropped++;
      return undefined;
    }
    const note = this.dropped ? `(${this.dropped} log lines dropped) ` : '';
    this.dropped = 0;
    return note + line;
  }
}

const budget = new LineBudget();
const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let installed = 0;
let originals: Partial<Record<(typeof METHODS)[number], (...args: unknown[]) => void>> = {};

/**
 * What boardgame.io and socket.io print goes through console: a refused move with its whole
 * arguments (15 KB lines were seen), stack traces for malformed packets. While a server runs,
 * every console line is one line, cut at LOG_LIMITS.lineChars, within one lines-a-second
 * budget. Returns the uninstaller; several servers in one process share it.
 */
export function boundConsole(): () => void {
  if (installed++ === 0) {
    originals = {};
    for (const method of METHODS) {
      const original = console[method].bind(console);
      originals[method] = original;
      console[method] = (...args: unknown[]) => {
        const line = budget.admit(cut(format(...args).replace(/\r?\n/g, ' | '), LOG_LIMITS.lineChars));
        if (line !== undefined) original(line);
      };
    }
  }
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    if (--installed === 0) for (const method of METHODS) console[method] = originals[method]!;
  };
}

/** The server's own error log: a message and the error's stack, bounded, within the same budget. */
export function boundedErrorLog(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): ErrorLog {
  return (message, error) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : typeof error === 'string' ? error : format(error);
    const line = budget.admit(cut(`tablewright: ${message}: ${detail}`.replace(/\r?\n/g, '\n  '), LOG_LIMITS.errorChars));
    if (line !== undefined) write(line);
  };
}
