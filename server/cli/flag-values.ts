import { UsageError } from './usage-error.ts';

/** A flag's whole-number value within [min, max], or the flag's default when it was not given. */
export function wholeNumber(flag: string, text: string | undefined, range: { min: number; max?: number; fallback?: number }): number {
  if (text === undefined) {
    if (range.fallback !== undefined) return range.fallback;
    throw new UsageError(`--${flag} is required: give a whole number, e.g. --${flag} 100`);
  }
  const n = Number(text);
  if (/^\d+$/.test(text) && n >= range.min && n <= (range.max ?? Infinity)) return n;
  const what = range.max !== undefined ? `a number from ${range.min} to ${range.max}` : range.min === 0 ? 'a whole number (0 or more)' : `a whole number of at least ${range.min}`;
  throw new UsageError(`--${flag} must be ${what}, not '${text}'`);
}

/** A flag's whole-number value of at least `min`, or one word; the word when the flag was not given. */
export function wholeNumberOr<T extends string>(flag: string, text: string | undefined, word: T, range: { min: number }): number | T {
  if (text === undefined || text === word) return word;
  if (/^\d+$/.test(text) && Number(text) >= range.min) return Number(text);
  throw new UsageError(`--${flag} must be ${word} or a whole number of at least ${range.min}, not '${text}'`);
}

/** A flag's value among a few words, or the default when it was not given. */
export function oneOf<T extends string>(flag: string, text: string | undefined, choices: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw new UsageError(`--${flag} must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}, not '${text}'`);
}

/** `PORT`, `HOST:PORT` or `[IPv6]:PORT`: where a listener binds, on 127.0.0.1 unless a host is given. */
export function hostAndPort(flag: string, text: string): { host: string; port: number } {
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[\w.-]+):)?(\d{1,5})$/.exec(text);
  const port = Number(match?.[2]);
  if (!match || port > 65535) throw new UsageError(`--${flag} takes PORT or HOST:PORT, e.g. --${flag} 9464 or --${flag} 0.0.0.0:9464, not '${text}'`);
  return { host: match[1]?.replace(/^\[(.*)\]$/, '$1') ?? '127.0.0.1', port };
}
