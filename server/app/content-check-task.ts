import { relative } from 'node:path';
import type { ContentError } from '../../games/kit/content/content-error.ts';
import type { ContentLimits } from '../../games/kit/content/content-limits.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { findGameModule } from '../../games/registry.ts';

/** What a checker thread is started with: the same for every check it runs. */
export interface CheckSetup {
  contentRoot: string;
  schemasRoot: string;
  limits?: Partial<ContentLimits>;
  /** Games checked once at start and thrown away, so the first real check finds the schemas compiled. */
  warmUpGames: string[];
}

export interface CheckTask {
  gameId: string;
}

/** Plain data, cloned across the thread boundary: the content only when it is clean. */
export interface CheckResult {
  content?: unknown;
  errors: ContentError[];
}

export function warmUp(setup: CheckSetup): void {
  for (const gameId of setup.warmUpGames) checkGame({ ...setup, gameId });
}

/** One game's content, read and checked as `tablewright validate` does (the game is found in games/registry.ts by id). */
export function checkGame(task: CheckTask & Omit<CheckSetup, 'warmUpGames'>, onFile?: (path: string) => void): CheckResult {
  const module = findGameModule(task.gameId);
  if (!module) {
    return { errors: [{ file: shown(task.contentRoot), line: 1, col: 1, message: `no game '${task.gameId}' in games/registry.ts: serve --watch reloads registered games only.` }] };
  }
  try {
    const { games, errors } = loadGameContent(task.contentRoot, [module], { schemasRoot: task.schemasRoot, limits: task.limits, onFile });
    return games.length > 0 ? { content: games[0].content, errors } : { errors };
  } catch (error) {
    // The loader reports every mistake in content itself; this is a folder it cannot read at all.
    return { errors: [{ file: shown(task.contentRoot), line: 1, col: 1, message: `the content could not be read: ${(error as Error).message}` }] };
  }
}

const shown = (path: string) => relative(process.cwd(), path) || '.';
