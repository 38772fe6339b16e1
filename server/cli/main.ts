import { DEFAULT_LIMITS, LIMIT_HELP } from '../edge/limits.ts';
import { runValidate } from './validate-command.ts';
import { runSimulate } from './simulate-command.ts';
import { runServe } from './serve-command.ts';
import { UsageError } from './usage-error.ts';

const USAGE = `tablewright <command> [options]

Commands:
  validate [--content DIR] [--game ID ...] [--format text|json]
      Check every content file (of every game, or of the games named) against its schema and
      each game's rules; exit 1 on any error.
  simulate <game> --games N --players P [--seed S] [--option key=value ...]
           [--max-moves M] [--format text|json] [--content DIR]
  simulate <game> --players P --option key=value ... --game-seed S
      Play whole games with random legal bots; report outcomes and speed; exit 1 on a broken rule,
      printing the --game-seed command that replays the failed game (docs/simulator.md).
  serve [--port P] [--host H] [--db FILE] [--limit NAME=N ...] [--trust-proxy]
        [--allowed-host NAME ...] [--allowed-origin URL ...]
      Run the game server with the lobby (default http://127.0.0.1:8000, store ./data/tablewright.sqlite).
      --limit changes a budget per address or per match (docs/server.md lists them):
${Object.entries(LIMIT_HELP)
  .map(([name, help]) => `        ${name.padEnd(20)} ${help} (default ${DEFAULT_LIMITS[name as keyof typeof DEFAULT_LIMITS]})`)
  .join('\n')}
      --trust-proxy takes client addresses from X-Forwarded-For (only behind your own proxy);
      --allowed-host serves a host name besides IP addresses and localhost;
      --allowed-origin lets pages of another site use the API.
`;

const commands: Record<string, (args: string[]) => Promise<number>> = {
  validate: runValidate,
  simulate: runSimulate,
  serve: runServe,
};

/** Returns the process exit code; errors in the user's input are printed, never thrown. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`tablewright: unknown command '${name}'. Write one of: ${Object.keys(commands).join(', ')}.\n\n${USAGE}`);
    return 1;
  }
  try {
    return await command(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`tablewright ${name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
