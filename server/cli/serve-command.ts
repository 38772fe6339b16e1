import { createTablewrightServer, StoreDamagedError } from '../app/create-server.ts';
import { watchContent, type ContentWatch } from '../app/content-watch.ts';
import { ContentLoadError } from '../app/game-registry.ts';
import { gameModules } from '../../games/registry.ts';
import { gamesWithFolders } from '../../games/kit/content/game-folders.ts';
import { shownUrl } from '../store/shown-url.ts';
import { PubSubUnavailableError } from '../cluster/redis-bus.ts';
import { StoreUnavailableError } from '../store/store-errors.ts';
import { NewerStoreError } from '../store/newer-store-error.ts';
import { parseServeArgs } from './serve-args.ts';
import { UsageError } from './usage-error.ts';
import { freezeBuiltinPrototypes } from '../harden/freeze-prototypes.ts';
import { stopSignals } from './stop-signals.ts';

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
  // stdout is the JSON log (`server.started` carries the url); the lines for a person go to stderr, which journald keeps too.
  process.stderr.write(`Tablewright is serving ${server.games.map((g) => g.module.title).join(', ')} at ${url} (store: ${server.store.where}${options.pubsubUrl ? `, pub/sub: ${shownUrl(options.pubsubUrl)}` : ''}; built-in prototypes frozen)\n`);
  let watching: ContentWatch | undefined;
  if (options.watch) {
    watching = watchContent({ contentRoot: options.contentRoot, artRoot: options.artRoot, modules, library: server.content, report: (message) => process.stderr.write(`${message}\n`) });
    await watching.ready;
    process.stderr.write(`Watching ${options.contentRoot}/ and the schemas: a saved edit reaches new matches at once.\n`);
  }
  const say = (line: string) => process.stderr.write(`${line}\n`);
  const signals = stopSignals(say);
  await signals.first;
  await watching?.close();
  await server.stop({ signal: signals.again, say });
  signals.dispose();
  return 0;
}
