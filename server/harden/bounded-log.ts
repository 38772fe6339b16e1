import { format } from 'node:util';
import { TokenBucket } from '../edge/token-bucket.ts';

export const LOG_LIMITS = {
  /** boardgame.io prints a refused move with all its arguments; a line's message is cut here. */
  lineChars: 400,
  /** A field of a log line (a match id, a seat's name): a client chose it, so it is cut too. */
  fieldChars: 200,
  /** Our own error reports keep their stack, within reason. */
  errorChars: 4_000,
  /** Lines a second, after a burst: a flood of refused moves must not become a flood on disk. */
  lines: { burst: 50, perSecond: 10 },
};

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** The text with control characters replaced (a terminal would act on them) and cut at `max`, saying how much was cut. */
export function cut(text: string, max: number): string {
  const clean = text.replace(CONTROL, '?');
  return clean.length <= max ? clean : `${clean.slice(0, max)}… (${clean.length - max} more characters)`;
}

/** One budget for every line a server writes: past it, lines are counted, and the count goes with the next line let through. */
export class LineBudget {
  private readonly bucket = new TokenBucket(LOG_LIMITS.lines);
  private dropped = 0;

  /** How many lines were dropped before this one, or undefined to drop this one. */
  admit(): number | undefined {
    if (!this.bucket.take(Date.now())) {
      this.dropped++;
      return undefined;
    }
    const dropped = this.dropped;
    this.dropped = 0;
    return dropped;
  }
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
export type ConsoleMethod = (typeof CONSOLE_METHODS)[number];
/** Where a console line goes instead: the server's log. */
export type ConsoleSink = (method: ConsoleMethod, text: string) => void;

const sinks: ConsoleSink[] = [];
let originals: Partial<Record<ConsoleMethod, (...args: unknown[]) => void>> = {};

/**
 * What boardgame.io and socket.io print goes through console: a refused move with its whole
 * arguments (15 KB lines were seen), stack traces for malformed packets. While a server runs,
 * every console line goes to its log (server/observe/server-log.ts), which bounds it. Console
 * is the process's: with several servers in one process, the one started last hears it.
 * Returns the uninstaller.
 */
export function boundConsole(sink: ConsoleSink): () => void {
  if (sinks.length === 0) {
    originals = {};
    for (const method of CONSOLE_METHODS) {
      const original = console[method];
      originals[method] = original;
      // A spy taken while a server ran may put this function back after the server is gone: then it is console again.
      console[method] = (...args: unknown[]) => {
        const sink = sinks.at(-1);
        if (sink) sink(method, format(...args));
        else original.apply(console, args);
      };
    }
  }
  sinks.push(sink);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    sinks.splice(sinks.lastIndexOf(sink), 1);
    if (sinks.length === 0) for (const method of CONSOLE_METHODS) console[method] = originals[method]!;
  };
}
