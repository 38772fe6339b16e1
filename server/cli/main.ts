import { asksForHelp, commandHelp, commandSummary, type CommandUsage } from './command-flags.ts';
import { BACKUP } from './usage/backup-usage.ts';
import { CARDS } from './usage/cards-usage.ts';
import { EXPORT } from './usage/export-usage.ts';
import { LAWS } from './usage/laws-usage.ts';
import { NEW_GAME } from './usage/new-game-usage.ts';
import { REPLAY } from './usage/replay-usage.ts';
import { RESTORE } from './usage/restore-usage.ts';
import { SERVE } from './usage/serve-usage.ts';
import { SIMULATE } from './usage/simulate-usage.ts';
import { STORYBOOK } from './usage/storybook-usage.ts';
import { TTS } from './usage/tts-usage.ts';
import { VALIDATE } from './usage/validate-usage.ts';
import { UsageError } from './usage-error.ts';

type Command = (args: string[]) => Promise<number>;

// Each command loads only what it uses: the server's and the exporter's dependencies
// (Koa, socket.io, SQLite, Playwright) took most of `simulate`'s and `validate`'s start-up.
// Its usage is light, so --help answers without loading the command at all.
const commands: Record<string, { usage: CommandUsage; load: () => Promise<Command> }> = {
  validate: { usage: VALIDATE, load: async () => (await import('./validate-command.ts')).runValidate },
  cards: { usage: CARDS, load: async () => (await import('./cards-command.ts')).runCards },
  simulate: { usage: SIMULATE, load: async () => (await import('./simulate-command.ts')).runSimulate },
  serve: { usage: SERVE, load: async () => (await import('./serve-command.ts')).runServe },
  replay: { usage: REPLAY, load: async () => (await import('./replay-command.ts')).runReplay },
  backup: { usage: BACKUP, load: async () => (await import('./backup-command.ts')).runBackup },
  restore: { usage: RESTORE, load: async () => (await import('./restore-command.ts')).runRestore },
  export: { usage: EXPORT, load: async () => (await import('./export-command.ts')).runExport },
  tts: { usage: TTS, load: async () => (await import('./tts-command.ts')).runTts },
  laws: { usage: LAWS, load: async () => (await import('./laws-command.ts')).runLaws },
  storybook: { usage: STORYBOOK, load: async () => (await import('./storybook-command.ts')).runStorybook },
  'new-game': { usage: NEW_GAME, load: async () => (await import('./new-game-command.ts')).runNewGame },
};

/** Every command's usage, in the order the top-level usage lists them. */
export const COMMAND_USAGES: readonly CommandUsage[] = Object.values(commands).map((command) => command.usage);

const USAGE = `tablewright <command> [options]    (tablewright <command> --help, or tablewright help <command>: its options)

Commands:
${COMMAND_USAGES.map(commandSummary).join('')}`;

// Own keys only: `tablewright constructor` named Object's own constructor and crashed.
const commandNamed = (name: string) => (Object.hasOwn(commands, name) ? commands[name] : undefined);

/** Returns the process exit code; errors in the user's input are printed, never thrown. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    process.stdout.write(USAGE);
    return name ? 0 : 1;
  }
  const asked = name === 'help' ? rest[0] : name;
  const command = commandNamed(asked);
  if (!command) {
    process.stderr.write(`tablewright: unknown command '${asked}'. Write one of: ${Object.keys(commands).join(', ')}.\n\n${USAGE}`);
    return 1;
  }
  if (name === 'help' || asksForHelp(rest)) {
    process.stdout.write(commandHelp(command.usage));
    return 0;
  }
  const run = await command.load();
  try {
    return await run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`tablewright ${name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
