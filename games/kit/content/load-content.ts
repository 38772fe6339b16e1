import type { GameModule } from '../game-module.ts';
import { gameModules } from '../../registry.ts';
import type { ContentError } from './content-error.ts';
import { loadGameContent, type ContentSources, type LoadOptions } from './load-game-content.ts';

export type { ContentError } from './content-error.ts';
export { formatContentError } from './content-error.ts';

export interface LoadedGame {
  module: GameModule<any, any>;
  content: unknown;
  /** Where each file's values were written: the simulator gives a runaway script's line. */
  sources?: ContentSources;
}

/** Every registered game with its content, validated and frozen; a game with any error is left out. */
export function loadGames(
  contentRoot: string,
  modules: readonly GameModule<any, any>[] = gameModules,
  options: LoadOptions = {},
): { games: LoadedGame[]; errors: ContentError[] } {
  const { games, errors } = loadGameContent(contentRoot, modules, options);
  return { games, errors };
}
