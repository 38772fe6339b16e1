import { describe, expect, it } from 'vitest';
import { commandHelp, parseCommandLine, type CommandUsage } from '../../server/cli/command-flags.ts';
import { hostAndPort, oneOf, wholeNumber } from '../../server/cli/flag-values.ts';
import { UsageError } from '../../server/cli/usage-error.ts';

const SAMPLE = {
  name: 'sample',
  synopsis: ['sample <file> [-p PORT] [--tag T ...] [--dry-run]'],
  about: 'A command made up for these tests.',
  flags: {
    port: { type: 'string', short: 'p', value: 'PORT', help: 'where to listen' },
    tag: { type: 'string', multiple: true, value: 'T', help: 'a tag' },
    'dry-run': { type: 'boolean', help: 'write nothing' },
  },
  positionals: true,
} as const satisfies CommandUsage;

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('one parser for every command', () => {
  it('reads long and short flags, repeated ones in order, switches and positionals', () => {
    expect(parseCommandLine(SAMPLE, ['a.txt', '-p', '80', '--tag', 'x', '--tag=y', '--dry-run', '--', '--not-a-flag'])).toEqual({
      values: { port: '80', tag: ['x', 'y'], 'dry-run': true },
      positionals: ['a.txt', '--not-a-flag'],
    });
    expect(parseCommandLine(SAMPLE, []).values).toEqual({});
  });

  it('says what is wrong in words a user acts on', () => {
    expect(refused(() => parseCommandLine(SAMPLE, ['--prot', '80']))).toBe("unknown option '--prot'; options: --port, --tag, --dry-run (tablewright sample --help says more)");
    expect(refused(() => parseCommandLine(SAMPLE, ['-x']))).toBe("unknown option '-x'; options: --port, --tag, --dry-run (tablewright sample --help says more)");
    expect(refused(() => parseCommandLine(SAMPLE, ['-p']))).toBe('--port needs a value');
    expect(refused(() => parseCommandLine(SAMPLE, ['--tag', '--dry-run']))).toBe('--tag needs a value (one that starts with a dash is written --tag=-value)');
    expect(refused(() => parseCommandLine(SAMPLE, ['--dry-run=no']))).toBe('--dry-run takes no value: it is a switch (tablewright sample --help says more)');
    expect(refused(() => parseCommandLine({ ...SAMPLE, positionals: false }, ['a.txt']))).toBe("unexpected argument 'a.txt': tablewright sample takes options only (tablewright sample --help says more)");
  });

  it('writes the help from the same declarations', () => {
    expect(commandHelp(SAMPLE)).toBe(
      [
        'Usage: tablewright sample <file> [-p PORT] [--tag T ...] [--dry-run]',
        '',
        '  A command made up for these tests.',
        '',
        'Options:',
        '  -p, --port PORT            where to listen',
        '  --tag T ...                a tag',
        '  --dry-run                  write nothing',
        '  -h, --help                 this text',
        '',
      ].join('\n'),
    );
  });
});

describe('checked values', () => {
  it('whole numbers within a range, or the default', () => {
    expect(wholeNumber('n', undefined, { min: 1, fallback: 7 })).toBe(7);
    expect(wholeNumber('n', '0', { min: 0 })).toBe(0);
    expect(wholeNumber('port', '65535', { min: 0, max: 65535 })).toBe(65535);
    expect(refused(() => wholeNumber('n', undefined, { min: 1 }))).toBe('--n is required: give a whole number, e.g. --n 100');
    expect(refused(() => wholeNumber('n', '0', { min: 1 }))).toBe("--n must be a whole number of at least 1, not '0'");
    expect(refused(() => wholeNumber('n', ' 5', { min: 0 }))).toBe("--n must be a whole number (0 or more), not ' 5'");
    expect(refused(() => wholeNumber('port', '1e3', { min: 0, max: 65535 }))).toBe("--port must be a number from 0 to 65535, not '1e3'");
  });

  it('one of a few words, by the list and never by an object key', () => {
    expect(oneOf('format', undefined, ['text', 'json'], 'text')).toBe('text');
    expect(oneOf('format', 'json', ['text', 'json'], 'text')).toBe('json');
    expect(refused(() => oneOf('format', 'constructor', ['text', 'json'], 'text'))).toBe("--format must be text or json, not 'constructor'");
  });

  it('a port, or a host and a port', () => {
    expect(hostAndPort('m', '1')).toEqual({ host: '127.0.0.1', port: 1 });
    expect(refused(() => hostAndPort('m', 'a:b:1'))).toMatch(/^--m takes PORT or HOST:PORT/);
  });
});
