import { relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { gameModules } from '../../games/registry.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { gamesWithFolders } from '../../games/kit/content/game-folders.ts';
import { DEFAULT_SCHEMAS_ROOT, loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { artRoot as artRootFromEnv, contentRoot as contentRootFromEnv, DEFAULT_CONTENT_ROOT } from './content-roots.ts';

const VIRTUAL_ID = 'virtual:tablewright/content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export interface ContentPluginOptions {
  /** The content folder (one folder per game); TABLEWRIGHT_CONTENT, else the repository's `content/`. */
  contentRoot?: string;
  /** Only these game ids: by default every registered game, or from another content folder the games it has a folder for. */
  games?: string[];
  /** Where the content's art and fonts are: TABLEWRIGHT_ART, else ui/public. */
  artRoot?: string;
}

/**
 * A module that throws the validation messages when imported: the page that imports it (a
 * story, the UI in development) fails with them, where a module Vite could not serve only says
 * "Failed to fetch dynamically imported module".
 */
const failingModule = (message: string) => `const error = new Error(${JSON.stringify(message)});
error.name = 'ContentError';
throw error;
// Never reached; it lets the importers link, so they fail with the error above.
export default {};
`;

/**
 * `import content from 'virtual:tablewright/content'`: every game's content, validated with the
 * same loader as `tablewright validate`; what the static UI and Storybook show (the served UI
 * asks the server for each match's content). A content error fails the build with every
 * mistake at file:line:col; in development the error overlay and the page that imports the
 * content (a story's error page) show the same lines. Editing a YAML or schema file reloads
 * the page.
 */
export function tablewrightContent(options: ContentPluginOptions = {}): Plugin {
  const contentRoot = resolve(options.contentRoot ?? contentRootFromEnv());
  const artRoot = resolve(options.artRoot ?? artRootFromEnv());
  const modules = options.games ? gameModules.filter((m) => options.games!.includes(m.id)) : contentRoot === resolve(DEFAULT_CONTENT_ROOT) ? gameModules : gamesWithFolders(contentRoot);
  const isContentFile = (file: string) =>
    (file.startsWith(contentRoot) && /\.ya?ml$/.test(file)) || (file.startsWith(DEFAULT_SCHEMAS_ROOT) && file.endsWith('.schema.json'));

  let devServer: ViteDevServer | undefined;

  return {
    name: 'tablewright-content',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { games, errors, files } = loadGameContent(contentRoot, modules, { artRoot });
      for (const file of files) this.addWatchFile(file);
      if (errors.length > 0) {
        const first = errors[0];
        const message = `content has ${errors.length} error${errors.length === 1 ? '' : 's'} (run \`npm run validate\`):\n${errors.map(formatContentError).join('\n')}`;
        // 1-based like our messages, so the overlay and the list name the same place.
        const loc = { file: resolve(first.file), line: first.line, column: first.col };
        if (!devServer) this.error({ message, id: loc.file, loc });
        devServer.config.logger.error(message, { timestamp: true });
        devServer.ws.send({ type: 'error', err: { message, stack: '', id: loc.file, loc, plugin: 'tablewright-content' } });
        return failingModule(message);
      }
      const byGame = Object.fromEntries(games.map((g) => [g.module.id, g.content]));
      return `const freeze = (v) => { if (v && typeof v === 'object' && !Object.isFrozen(v)) { Object.freeze(v); Object.values(v).forEach(freeze); } return v; };
export default freeze(${JSON.stringify(byGame)});
`;
    },
    configureServer(server) {
      devServer = server;
      server.watcher.add([contentRoot, DEFAULT_SCHEMAS_ROOT]);
    },
    handleHotUpdate({ file, server }) {
      if (!isContentFile(resolve(file))) return undefined;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
      server.config.logger.info(`content changed: ${relative(process.cwd(), file)}`, { timestamp: true });
      return [];
    },
  };
}
