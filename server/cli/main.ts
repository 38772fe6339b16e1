import { asksForHelp, commandHelp, commandSummary, type CommandUsage } from './command-flags.ts';
import { UsageError } from './usage-error.ts';

type Command = (args: string[]) => Promise<number>;

// Each command loads only what it uses: the server's and the exporter's dependencies
// (Koa, socket.io, SQLite, Playwright) took most of `simulate`'s and `validate`'s start-up.
// A usage module is light, so --help answers without loading the command at all.
const commands: Record<string, { usage: () => Promise<CommandUsage>; load: () => Promise<Command> }> = {
  validate: { usage: async () => (await import('./usage/validate-usage.ts')).VALIDATE, load: async () => (await import('./validate-command.ts')).runValidate },
  cards: { usage: async () => (await import('./usage/cards-usage.ts')).CARDS, load: async () => (await import('./cards-command.ts')).runCards },
  simulate: { usage: async () => (await import('./usage/simulate-usage.ts')).SIMULATE, load: async () => (await import('./simulate-command.ts')).runSimulate },
  serve: { usage: async () => (await import('./usage/serve-usage.ts')).SERVE, load: async () => (await import('./serve-command.ts')).runServe },
  replay: { usage: async () => (await import('./usage/replay-usage.ts')).REPLAY, load: async () => (await import('./replay-command.ts')).runReplay },
  backup: { usage: async () => (await import('./usage/backup-usage.ts')).BACKUP, load: async () => (await import('./backup-command.ts')).runBackup },
  restore: { usage: async () => (await import('./usage/restore-usage.ts')).RESTORE, load: async () => (await import('./restore-command.ts')).runRestore },
  export: { usage: async () => (await import('./usage/export-usage.ts')).EXPORT, load: async () => (await import('./export-command.ts')).runExport },
  tts: { usage: async () => (await import('./usage/tts-usage.ts')).TTS, load: async () => (await import('./tts-command.ts')).runTts },
  laws: { usage: async () => (await import('./usage/laws-usage.ts')).LAWS, load: async () => (await import('./laws-command.ts')).runLaws },
  storybook: { usage: async () => (await import('./usage/storybook-usage.ts')).STORYBOOK, load: async () => (await import('./storybook-command.ts')).runStorybook },
  'new-game': { usage: async () => (await import('./usage/new-game-usage.ts')).NEW_GAME, load: async () => (await import('./new-game-command.ts')).runNewGame },
};

/** Every command's usage, in the order the top-level usage lists them. */
export const commandUsages = (): Promise<CommandUsage[]> => Promise.all(Object.values(commands).map((command) => command.usage()));

const usage = async () => `tablewright <command> [options]    (tablewright <command> --help, or tablewright help <command>: its options)

Commands:
${(await commandUsages()).map(commandSummary).join('')}`;

// Own keys only: `tablewright constructor` named Object's own constructor and crashed.
const commandNamed = (name: string) => (Object.hasOwn(commands, name) ? commands[name] : undefined);

/** Returns the process exit code; errors in the user's input are printed, never thrown. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    process.stdout.write(await usage());
    return name ? 0 : 1;
  }
  const asked = name === 'help' ? rest[0] : name;
  const command = commandNamed(asked);
  if (!command) {
    process.stderr.write(`tablewright: unknown command '${asked}'. Write one of: ${Object.keys(commands).join(', ')}.\n\n${await usage()}`);
    return 1;
  }
  if (name === 'help' || asksForHelp(rest)) {
    process.stdout.write(commandHelp(await command.usage()));
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
