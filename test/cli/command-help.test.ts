import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandHelp, commandSummary } from '../../server/cli/command-flags.ts';
import { commandUsages, main } from '../../server/cli/main.ts';
import { captured } from '../support/cli-output.ts';

const BIN = resolve('bin/tablewright.mjs');
// Run from an empty folder: whatever a command would write or open (a store, an export) would land here.
const cwd = mkdtempSync(join(tmpdir(), 'tw-help-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

function tablewright(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', fail);
    child.once('close', (code) => done({ code, out, err }));
  });
}

const COMMAND_USAGES = await commandUsages();
const names = COMMAND_USAGES.map((usage) => usage.name);

describe('every command answers --help', () => {
  // A command that ignored --help would run: serve and storybook would never exit, the others
  // would complain about their arguments on stderr or write into the empty folder.
  it.each(COMMAND_USAGES.map((usage) => [usage.name, usage] as const))('bin/tablewright.mjs %s --help prints its usage and exits 0, touching nothing', async (name, usage) => {
    const { code, out, err } = await tablewright([name, '--help', ...(name === 'backup' || name === 'restore' ? ['store.sqlite'] : [])]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toBe(commandHelp(usage));
    expect(out).toMatch(new RegExp(`^Usage: tablewright ${name}`));
    for (const flag of Object.keys(usage.flags)) expect(out).toMatch(new RegExp(`^  (-\\w, )?--${flag}\\b`, 'm'));
    expect(readdirSync(cwd)).toEqual([]);
  });

  it.each(names)('%s -h and tablewright help %s say the same, in this process', async (name) => {
    const usage = COMMAND_USAGES.find((u) => u.name === name)!;
    for (const args of [[name, '-h'], ['help', name], [name, 'anything', '--help', '--not-a-flag']]) {
      const { code, out, err } = await captured(() => main(args));
      expect({ code, err }, args.join(' ')).toEqual({ code: 0, err: '' });
      expect(out, args.join(' ')).toBe(commandHelp(usage));
    }
  });

  it('the top-level usage is made of each command\'s own forms and description', async () => {
    const { code, out } = await captured(() => main(['--help']));
    expect(code).toBe(0);
    for (const usage of COMMAND_USAGES) expect(out).toContain(commandSummary(usage));
    expect(out).toContain('tablewright <command> --help');
  });

  it('a --help after -- is an argument, not a request for help', async () => {
    const { code, out, err } = await captured(() => main(['validate', '--', '--help']));
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe("tablewright validate: unexpected argument '--help': tablewright validate takes options only (tablewright validate --help says more)\n");
  });

  it('help for a command that does not exist names the commands', async () => {
    const { code, err } = await captured(() => main(['help', 'constructor']));
    expect(code).toBe(1);
    expect(err).toMatch(/^tablewright: unknown command 'constructor'\. Write one of: validate, cards, /);
  });

  it("each command's forms name every flag it declares", () => {
    for (const usage of COMMAND_USAGES) {
      const forms = usage.synopsis.join(' ');
      for (const flag of Object.keys(usage.flags)) expect(forms, `${usage.name} --${flag}`).toMatch(new RegExp(`--${flag}\\b`));
    }
  });
});

describe('every command refuses an unknown flag and a missing value in one line', () => {
  // laws says 2 for bad arguments, as its exit codes are 0 keeps, 1 breaks (laws-command.ts).
  const usageExit = (name: string) => (name === 'laws' ? 2 : 1);

  it.each(COMMAND_USAGES.map((usage) => [usage.name, usage] as const))('%s --no-such-flag', async (name, usage) => {
    const { code, out, err } = await captured(() => main([name, '--no-such-flag']));
    expect(code).toBe(usageExit(name));
    expect(out).toBe('');
    const options = Object.keys(usage.flags).map((flag) => `--${flag}`).join(', ');
    expect(err).toBe(`tablewright ${name}: unknown option '--no-such-flag'; ${options ? `options: ${options}` : `tablewright ${name} takes none`} (tablewright ${name} --help says more)\n`);
  });

  it.each(COMMAND_USAGES.filter((usage) => Object.values(usage.flags).some((flag) => flag.type === 'string')).map((usage) => [usage.name, usage] as const))('%s --<flag> without its value', async (name, usage) => {
    const flag = Object.keys(usage.flags).find((f) => usage.flags[f].type === 'string')!;
    const missing = await captured(() => main([name, `--${flag}`]));
    expect(missing.code).toBe(usageExit(name));
    expect(missing.err).toBe(`tablewright ${name}: --${flag} needs a value\n`);
    const flagged = await captured(() => main([name, `--${flag}`, '--other']));
    expect(flagged.code).toBe(usageExit(name));
    expect(flagged.err).toBe(`tablewright ${name}: --${flag} needs a value (one that starts with a dash is written --${flag}=-value)\n`);
  });

  it('the real command line exits 1 with the message alone', async () => {
    const { code, out, err } = await tablewright(['serve', '--watch=yes']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('tablewright serve: --watch takes no value: it is a switch (tablewright serve --help says more)\n');
    expect(readdirSync(cwd)).toEqual([]);
  });
});
