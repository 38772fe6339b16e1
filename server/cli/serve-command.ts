import { existsSync, statSync } from 'node:fs';
import { createTablewrightServer, StoreDamagedError, type TablewrightServerOptions } from '../app/create-server.ts';
import { watchContent, type ContentWatch } from '../app/content-watch.ts';
import { ContentLoadError } from '../app/game-registry.ts';
import { gameModules } from '../../games/registry.ts';
import { gamesWithFolders } from '../../games/kit/content/game-folders.ts';
import { DEFAULT_LIMITS, parseLimit, type ServerLimits } from '../edge/limits.ts';
import { shownUrl } from '../store/shown-url.ts';
import { DEFAULT_DB_FILE } from '../store/sqlite-store.ts';
import { PubSubUnavailableError } from '../cluster/redis-bus.ts';
import { StoreUnavailableError } from '../store/store-errors.ts';
import { NewerStoreError } from '../store/newer-store-error.ts';
import { UsageError } from './usage-error.ts';
import { freezeBuiltinPrototypes } from '../harden/freeze-prototypes.ts';
import { stopSignals } from './stop-signals.ts';

type ServeArgs = Required<Pick<TablewrightServerOptions, 'port' | 'host' | 'dbFile' | 'trustProxy' | 'allowedHosts' | 'allowedOrigins' | 'contentRoot'>> &
  Pick<TablewrightServerOptions, 'storeUrl' | 'pubsubUrl' | 'exportRoot' | 'artRoot'> & {
    limits: ServerLimits;
    watch: boolean;
  };

const VALUE_FLAGS = ['--port', '--host', '--db', '--store', '--pubsub', '--content', '--art', '--exports', '--limit', '--allowed-host', '--allowed-origin'];

/** --store and --pubsub, or the environment's TABLEWRIGHT_STORE and TABLEWRIGHT_PUBSUB; each checked for its scheme. */
function checkUrls(parsed: ServeArgs): void {
  parsed.storeUrl ??= process.env.TABLEWRIGHT_STORE || undefined;
  parsed.pubsubUrl ??= process.env.TABLEWRIGHT_PUBSUB || undefined;
  if (parsed.storeUrl && !/^postgres(ql)?:\/\//.test(parsed.storeUrl)) {
    throw new UsageError(`--store (or TABLEWRIGHT_STORE) takes a PostgreSQL URL such as postgres://user@host/db; for a SQLite file use --db FILE.`);
  }
  if (parsed.pubsubUrl && !/^rediss?:\/\//.test(parsed.pubsubUrl)) {
    throw new UsageError(`--pubsub (or TABLEWRIGHT_PUBSUB) takes a Redis URL such as redis://host:6379.`);
  }
  if (parsed.pubsubUrl && !parsed.storeUrl) {
    throw new UsageError(`--pubsub joins this process to others serving the same matches, which must share a PostgreSQL store: add --store postgres://...`);
  }
}
const SWITCHES = ['--trust-proxy', '--watch'];

function parseServeArgs(args: string[]): ServeArgs {
  const parsed: ServeArgs = {
    port: 8000,
    host: '127.0.0.1',
    dbFile: DEFAULT_DB_FILE,
    contentRoot: 'content',
    limits: DEFAULT_LIMITS,
    trustProxy: false,
    watch: false,
    allowedHosts: [],
    allowedOrigins: [],
  };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    if (SWITCHES.includes(flag)) {
      if (flag === '--watch') parsed.watch = true;
      else parsed.trustProxy = true;
      continue;
    }
    if (!VALUE_FLAGS.includes(flag)) {
      throw new UsageError(`unknown option '${flag}'. Options: ${VALUE_FLAGS.map((f) => `${f} VALUE`).join(', ')}, ${SWITCHES.join(', ')}.`);
    }
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a number from 0 to 65535, not '${value}'.`);
      parsed.port = port;
    } else if (flag === '--host') parsed.host = value;
    else if (flag === '--db') parsed.dbFile = value;
    else if (flag === '--store') parsed.storeUrl = value;
    else if (flag === '--pubsub') parsed.pubsubUrl = value;
    else if (flag === '--content') parsed.contentRoot = value;
    else if (flag === '--art') parsed.artRoot = value;
    else if (flag === '--exports') parsed.exportRoot = value;
    else if (flag === '--allowed-host') parsed.allowedHosts.push(value);
    else if (flag === '--allowed-origin') {
      if (!/^https?:\/\/[^/]+$/.test(value)) throw new UsageError(`--allowed-origin takes an origin such as https://play.example.org, not '${value}'.`);
      parsed.allowedOrigins.push(value);
    } else {
      try {
        parsed.limits = parseLimit(value, parsed.limits);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
    }
  }
  if (parsed.artRoot !== undefined && !(existsSync(parsed.artRoot) && statSync(parsed.artRoot).isDirectory())) {
    throw new UsageError(`--art takes the folder of your art and fonts, where content's art paths lead; there is no folder ${parsed.artRoot}.`);
  }
  checkUrls(parsed);
  return parsed;
}

/**
 * `tablewright serve`: runs until SIGINT or SIGTERM, then drains (graceful-stop.ts) and closes sockets and the store. With
 * `--watch`, an edit to the content (or schemas) is validated and, when clean, used by new
 * matches at once; running matches keep the content they were made from.
 */
export async function runServe(args: string[]): Promise<number> {
  const options = parseServeArgs(args);
  // An artist's content folder may hold only the game it restyles: serve the games it has a folder for.
  const modules = gamesWithFolders(options.contentRoot);
  if (modules.length === 0) throw new UsageError(`${options.contentRoot} holds no game's folder: --content takes the folder that holds one folder per game (${gameModules.map((m) => m.id).join(', ')}).`);
  // Before anything reads a client's input: from here on no write can reach a built-in prototype.
  freezeBuiltinPrototypes();
  let server;
  try {
    server = createTablewrightServer({ ...options, modules });
  } catch (error) {
    if (error instanceof ContentLoadError) {
      process.stderr.write(`${error.lines.join('\n')}\ntablewright serve: fix the content above, then start again.\n`);
      return 1;
    }
    if (error instanceof StoreDamagedError || error instanceof NewerStoreError) {
      process.stderr.write(`tablewright serve: ${error.message}.\n`);
      return 1;
    }
    throw error;
  }
  let url: string;
  try {
    url = await server.start();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError || error instanceof PubSubUnavailableError || error instanceof NewerStoreError)) throw error;
    const advice = error instanceof NewerStoreError ? '' : ' Check that it is running and that the URL is right.';
    process.stderr.write(`tablewright serve: ${error.message}.${advice}\n`);
    await server.stop();
    return 1;
  }
  process.stdout.write(`Tablewright is serving ${server.games.map((g) => g.module.title).join(', ')} at ${url} (store: ${server.store.where}${options.pubsubUrl ? `, pub/sub: ${shownUrl(options.pubsubUrl)}` : ''}; built-in prototypes frozen)\n`);
  let watching: ContentWatch | undefined;
  if (options.watch) {
    watching = watchContent({ contentRoot: options.contentRoot, artRoot: options.artRoot, modules, library: server.content, report: (message) => process.stdout.write(`${message}\n`) });
    await watching.ready;
    process.stdout.write(`Watching ${options.contentRoot}/ and the schemas: a saved edit reaches new matches at once.\n`);
  }
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const signals = stopSignals(say);
  await signals.first;
  await watching?.close();
  await server.stop({ signal: signals.again, say });
  signals.dispose();
  return 0;
}
