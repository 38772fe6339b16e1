import { relative, resolve, sep } from 'node:path';
import { watch } from 'chokidar';
import { formatContentError, type ContentError } from '../../games/kit/content/content-error.ts';
import type { ContentLimits } from '../../games/kit/content/content-limits.ts';
import { deepFreeze } from '../../games/kit/content/deep-freeze.ts';
import { DEFAULT_SCHEMAS_ROOT } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { ContentChecker } from './content-checker.ts';
import type { ContentLibrary } from './content-library.ts';

/** Editors write a file in several steps (truncate, write, rename): one reload after the last. */
const SETTLE_MS = 60;
/**
 * How long checking one game's saved content may take on its thread. A game's check takes
 * about 150 ms; the content limits refuse the files that would take long well within this.
 */
export const DEFAULT_RELOAD_BUDGET_MS = 5000;
/** The checking thread's heap, against a file that would take gigabytes to read. */
const CHECK_HEAP_MB = 512;
const CHECK_START_MS = 60_000;

export interface ContentWatchOptions {
  contentRoot: string;
  schemasRoot?: string;
  /** Where art paths lead (`serve --art`); ui/public by default. */
  artRoot?: string;
  modules: readonly GameModule<any, any>[];
  library: ContentLibrary;
  /** Told after each reload: what became current, or the errors and what stays served. */
  report: (message: string) => void;
  /** DEFAULT_RELOAD_BUDGET_MS unless given. */
  budgetMs?: number;
  /** Any content limit other than its default (content-limits.ts). */
  limits?: Partial<ContentLimits>;
}

export interface ContentWatch {
  /** Resolves once the folders are watched and the checking thread is ready: an edit from then on is seen. */
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

/** The errors the checker kept as file:line:col lines, then how many more there are. */
function shownLines(gameId: string, errors: readonly ContentError[], errorCount: number): string[] {
  const lines = errors.map(formatContentError);
  const more = errorCount - lines.length;
  if (more > 0) lines.push(`... and ${more.toLocaleString('en-US')} more error${more === 1 ? '' : 's'}: \`tablewright validate --game ${gameId}\` lists them all.`);
  return lines;
}

/**
 * `serve --watch`: reloads the games whose YAML (or schema) changed, validated as
 * `tablewright validate` does, on a thread of its own within a time budget (ContentChecker),
 * so that no saved file can hold up the matches being played. A clean game becomes current
 * for new matches; a game with errors keeps its last good content, and the errors are
 * reported as file:line:col lines (and shown by the lobby) until a reload of that game is clean.
 */
export function watchContent(options: ContentWatchOptions): ContentWatch {
  const contentRoot = resolve(options.contentRoot);
  const schemasRoot = resolve(options.schemasRoot ?? DEFAULT_SCHEMAS_ROOT);
  const watcher = watch([contentRoot, schemasRoot], { ignoreInitial: true });
  const checker = new ContentChecker({
    contentRoot,
    schemasRoot,
    artRoot: options.artRoot === undefined ? undefined : resolve(options.artRoot),
    limits: options.limits,
    warmUpGames: options.modules.map((m) => m.id),
    budgetMs: options.budgetMs ?? DEFAULT_RELOAD_BUDGET_MS,
    heapMb: CHECK_HEAP_MB,
    startMs: CHECK_START_MS,
  });
  const pending = new Set<GameModule<any, any>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reloads: Promise<void> = Promise.resolve();

  const reload = async () => {
    const games = [...pending];
    pending.clear();
    const started = Date.now();
    for (const module of games) {
      const { content, errors, errorCount } = await checker.check(module.id);
      // Frozen again here: a copy made across threads is not.
      const loaded = content === undefined ? [] : [{ module, content: deepFreeze(content) }];
      const lines = shownLines(module.id, errors, errorCount);
      const { changed, fixed } = await options.library.adopt(module.id, loaded, lines);
      if (lines.length) {
        options.report(`${lines.join('\n')}\ncontent: ${module.id} has ${errorCount} error(s); new matches keep its last good content until they are fixed.`);
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
    ready: Promise.all([new Promise<void>((done) => watcher.once('ready', () => done())), checker.ready()]).then(() => undefined),
    idle: () => reloads,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      await reloads;
      await checker.close();
    },
  };
}
