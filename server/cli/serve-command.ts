import { createTablewrightServer } from '../app/create-server.ts';
import { ContentLoadError } from '../app/game-registry.ts';
import { DEFAULT_DB_FILE } from '../store/sqlite-store.ts';
import { UsageError } from './usage-error.ts';

interface ServeArgs {
  port: number;
  host: string;
  dbFile: string;
}

function parseServeArgs(args: string[]): ServeArgs {
  const parsed: ServeArgs = { port: 8000, host: '127.0.0.1', dbFile: DEFAULT_DB_FILE };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    if (!['--port', '--host', '--db'].includes(flag)) throw new UsageError(`unknown option '${flag}'. Options: --port P, --host H, --db FILE.`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
    i++;
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a number from 0 to 65535, not '${value}'.`);
      parsed.port = port;
    } else if (flag === '--host') parsed.host = value;
    else parsed.dbFile = value;
  }
  return parsed;
}

/** `tablewright serve`: runs until SIGINT or SIGTERM, then closes sockets and the store. */
export async function runServe(args: string[]): Promise<number> {
  const { port, host, dbFile } = parseServeArgs(args);
  let server;
  try {
    server = createTablewrightServer({ port, host, dbFile });
  } catch (error) {
    if (error instanceof ContentLoadError) {
      process.stderr.write(`${error.lines.join('\n')}\ntablewright serve: fix the content above, then start again.\n`);
      return 1;
    }
    throw error;
  }
  const url = await server.start();
  process.stdout.write(`Tablewright is serving ${server.games.map((g) => g.module.title).join(', ')} at ${url} (store: ${dbFile})\n`);
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      process.stdout.write(`\n${signal}: stopping the server...\n`);
      resolve();
    };
    process.once('SIGINT', () => shutdown('SIGINT'));
    process.once('SIGTERM', () => shutdown('SIGTERM'));
  });
  await server.stop();
  return 0;
}
