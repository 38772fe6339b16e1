import { parseArgs } from 'node:util';
import { UsageError } from './usage-error.ts';

/** One flag, declared once: node's parseArgs reads it, and the command's --help shows it. */
export interface Flag {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** What the value is, as the help shows it after the flag: DIR, N, text|json. */
  value?: string;
  help: string;
}

export type Flags = Record<string, Flag>;

/**
 * A command's usage, written once: its --help prints it, and the top-level usage is made of
 * these. Usage modules import nothing heavy, so --help answers without loading the command.
 */
export interface CommandUsage<F extends Flags = Flags> {
  name: string;
  /** The forms the command is written in, each after `tablewright `. */
  synopsis: readonly string[];
  /** What the command does, in a few lines of prose. */
  about: string;
  flags: F;
  /** Whether the command takes words besides its flags (a game, a file); parseArgs refuses them otherwise. */
  positionals?: boolean;
}

type ValueOf<F extends Flag> = F['type'] extends 'boolean' ? boolean : string;
export type FlagValues<F extends Flags> = { [K in keyof F]?: F[K]['multiple'] extends true ? ValueOf<F[K]>[] : ValueOf<F[K]> };

export interface CommandLine<F extends Flags> {
  values: FlagValues<F>;
  positionals: string[];
}

/** The command line read strictly by parseArgs; its mistakes become UsageErrors a user can act on. */
export function parseCommandLine<F extends Flags>(usage: CommandUsage<F>, args: string[]): CommandLine<F> {
  // parseArgs refuses `multiple: undefined`, so only the keys a flag sets are passed on.
  const options = Object.fromEntries(
    Object.entries(usage.flags).map(([name, { type, multiple, short }]) => [name, { type, ...(multiple ? { multiple } : {}), ...(short ? { short } : {}) }]),
  );
  try {
    const { values, positionals } = parseArgs({ args, options, strict: true, allowPositionals: usage.positionals ?? false });
    return { values: values as FlagValues<F>, positionals };
  } catch (error) {
    throw new UsageError(explainParseError(usage, error as Error & { code?: string }));
  }
}

function explainParseError(usage: CommandUsage, error: Error & { code?: string }): string {
  const more = `(tablewright ${usage.name} --help says more)`;
  const quoted = /'([^']*)'/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const names = Object.keys(usage.flags).map((name) => `--${name}`);
    return `unknown option '${quoted}'; ${names.length > 0 ? `options: ${names.join(', ')}` : `tablewright ${usage.name} takes none`} ${more}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument '${quoted}': tablewright ${usage.name} takes options only ${more}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = /--[\w-]+/.exec(error.message)?.[0] ?? quoted;
    if (error.message.includes('does not take an argument')) return `${flag} takes no value: it is a switch ${more}`;
    // parseArgs calls a value that starts with a dash ambiguous: most often the value was left out.
    return error.message.includes('ambiguous') ? `${flag} needs a value (one that starts with a dash is written ${flag}=-value)` : `${flag} needs a value`;
  }
  throw error;
}

/** --help or -h before any `--`: the command's usage, whatever else the line holds. */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

const HELP_FLAG: Flag = { type: 'boolean', short: 'h', help: 'this text' };

function flagLine(name: string, flag: Flag): string {
  const written = `${flag.short ? `-${flag.short}, ` : ''}--${name}${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
  return `  ${written.padEnd(26)} ${flag.help}`;
}

/** `Usage: tablewright <form>`, a line for each form the command is written in. */
export function usageLines(usage: CommandUsage): string {
  return usage.synopsis.map((form, i) => `${i === 0 ? 'Usage: ' : '       '}tablewright ${form}`).join('\n');
}

/** `tablewright <command> --help`: its forms, what it does, and every flag with its line of help. */
export function commandHelp(usage: CommandUsage): string {
  const flags = Object.entries({ ...usage.flags, help: HELP_FLAG }).map(([name, flag]) => flagLine(name, flag));
  return `${usageLines(usage)}\n\n${indent(usage.about, 2)}\n\nOptions:\n${flags.join('\n')}\n`;
}

/** The command's entry in the top-level usage: its forms and what it does. */
export function commandSummary(usage: CommandUsage): string {
  return `${usage.synopsis.map((form) => `  ${form}`).join('\n')}\n${indent(usage.about, 6)}\n`;
}

const indent = (text: string, by: number) =>
  text
    .trim()
    .split('\n')
    .map((line) => `${' '.repeat(by)}${line}`)
    .join('\n');
