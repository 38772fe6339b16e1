import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { GameModule } from '../game-module.ts';
import { gameModules } from '../../registry.ts';

/**
 * The registered games that have a folder in `contentRoot`: an artist's restyle holds only the
 * game it restyles, and `serve`, Storybook and `tablewright storybook` show just that one.
 */
export function gamesWithFolders<M extends { id: string } = GameModule<any, any>>(contentRoot: string, modules: readonly M[] = gameModules as unknown as M[]): M[] {
  return modules.filter((m) => {
    const folder = join(contentRoot, m.id);
    return existsSync(folder) && statSync(folder).isDirectory();
  });
}
