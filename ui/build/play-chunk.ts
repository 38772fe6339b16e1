/** What rolldown's chunking tells of a module: who imports it, statically or with `import()`. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/** The page: the lobby, and what every page loads first. */
const APP_ENTRY = /\/ui\/index\.html$/;
/** The app's own `import()` targets: a match, a replay, the match shell (ui/app/app.tsx) and each game's table (ui/boards/board-registry.ts). */
const PLAY_ENTRY = /\/ui\/(match\/match-page\.tsx|replay\/replay-page\.tsx|boards\/board-from-table\.tsx|boards\/[\w-]+\/[\w-]+-table\.tsx)$/;
const TABLE_ENTRY = /\/ui\/boards\/([\w-]+)\/[\w-]+-table\.tsx$/;
const OTHER = 'other';

/**
 * The app's three kinds of chunk, for rolldown's `codeSplitting` (vite.config.ts): `lobby`, what
 * the page reaches before any `import()`; `play`, what a match or a replay needs beside the lobby's
 * and its game's; and `game-<id>`, each game's own table, rules and bots (its table file, ui/boards/<id>/<name>-table.tsx).
 * Left to itself the bundler gives each set of entries sharing modules a chunk of its own, two
 * dozen requests for one match, which cost the browser more CPU than their kilobytes saved.
 * A module another build reaches (a story, in Storybook) is left where the bundler puts it.
 */
export function playChunk(id: string, graph: ModuleGraph): string | null {
  let forGraph = MEMO.get(graph);
  if (!forGraph) MEMO.set(graph, (forGraph = chunkerOf(graph)));
  return forGraph(id);
}

const MEMO = new WeakMap<ModuleGraph, (id: string) => string | null>();

function chunkerOf(graph: ModuleGraph): (id: string) => string | null {
  // The entries whose static imports reach a module: the page, an import() target of the app's, or another.
  const entriesOf = (id: string): ReadonlySet<string> => {
    const entries = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
      const info = graph.getModuleInfo(at);
      if (!info) continue;
      if (info.isEntry) entries.add(APP_ENTRY.test(at) ? 'app' : OTHER);
      if (info.dynamicImporters.length > 0) entries.add(PLAY_ENTRY.test(at) ? at : OTHER);
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return entries;
  };
  return (id) => {
    const entries = entriesOf(id);
    if (entries.has(OTHER)) return null;
    if (entries.has('app')) return 'lobby';
    const [only] = entries;
    const game = entries.size === 1 ? TABLE_ENTRY.exec(only)?.[1] : undefined;
    return game ? `game-${game}` : 'play';
  };
}
