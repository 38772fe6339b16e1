import { relative, resolve, sep } from 'node:path';
import { watch } from 'chokidar';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { DEFAULT_SCHEMAS_ROOT } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { ContentLibrary } from './content-library.ts';

/** Editors write a file in several steps (truncate, write, rename): one reload after the last. */
const SETTLE_MS = 60;

export interface ContentWatchOptions {
  contentRoot: string;
  schemasRoot?: string;
  modules: readonly GameModule<any, any>[];
  library: ContentLibrary;
  /** Told after each reload: what became current, or the errors and what stays served. */
  report: (message: string) => void;
}

export interface ContentWatch {
  /** Resolves once the folders are watched: an edit from then on is seen. */
  ready: Promise<void>;
  /** Resolves once every reload asked for so far is done (tests wait on it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The games an edited file belongs to: its game folder in content/ or schemas/, or every game for a shared (kit) schema. */
function gamesOf(path: string, roots: string[], modules: readonly GameModule<any, any>[]): GameModule<any, any>[] {
  for (const root of roots) {
    const inside = relative(root, path);
    if (inside.startsWith('..')) continue;
    const folder = inside.split(sep)[0];
    const game = modules.find((m) => m.id === folder);
    if (game) return [game];
  }
  return [...modules];
}

/**
 * `serve --watch`: reloads the games whose YAML (or schema) changed, validated as
 * `tablewright validate` does. A clean game becomes current for new matches; a game with
 * errors keeps its last good content, and the errors are reported as file:line:col lines
 * (and shown by the lobby) until a reload of that game is clean.
 */
export function watchContent(options: ContentWatchOptions): ContentWatch {
  const contentRoot = resolve(options.contentRoot);
  const schemasRoot = resolve(options.schemasRoot ?? DEFAULT_SCHEMAS_ROOT);
  const watcher = watch([contentRoot, schemasRoot], { ignoreInitial: true });
  const pending = new Set<GameModule<any, any>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reloads: Promise<void> = Promise.resolve();

  const reload = async () => {
    const games = [...pending];
    pending.clear();
    const started = Date.now();
    for (const module of games) {
      const { games: loaded, errors } = loadGames(contentRoot, [module], { schemasRoot });
      const lines = errors.map(formatContentError);
      const { changed, fixed } = await options.library.adopt(module.id, loaded, lines);
      if (lines.length) {
        options.report(`${lines.join('\n')}\ncontent: ${module.id} has ${lines.length} error(s); new matches keep its last good content until they are fixed.`);
      } else if (changed) {
        options.report(`content: ${module.id} reloaded in ${Date.now() - started} ms (version ${changed.hash}); new matches use it, matches already made keep theirs.`);
      } else if (fixed) {
        options.report(`content: ${module.id} is clean again, and the same as the content new matches already use.`);
      }
    }
  };

  watcher.on('all', (_event, path) => {
    if (!/\.(ya?ml|json)$/.test(path)) return;
    for (const game of gamesOf(resolve(path), [contentRoot, schemasRoot], options.modules)) pending.add(game);
    clearTimeout(timer);
    timer = setTimeout(() => {
      reloads = reloads.then(reload).catch((error: unknown) => options.report(`content: reloading failed: ${String(error)}`));
    }, SETTLE_MS);
  });

  return {
    ready: new Promise((done) => watcher.once('ready', () => done())),
    idle: () => reloads,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      await reloads;
    },
  };
}
