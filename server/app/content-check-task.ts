import { relative } from 'node:path';
import type { ContentError } from '../../games/kit/content/content-error.ts';
import type { ContentLimits } from '../../games/kit/content/content-limits.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { findGameModule } from '../../games/registry.ts';

/** What a checker thread is started with: the same for every check it runs. */
export interface CheckSetup {
  contentRoot: string;
  schemasRoot: string;
  /** Where art paths lead (`serve --art`); ui/public by default. */
  artRoot?: string;
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
  /** The first SHOWN_ERRORS: a file can have tens of thousands, each an object to copy onto the serving thread. */
  errors: ContentError[];
  errorCount: number;
}

/** Errors kept per game for the lobby and the log: the rest are counted (validate lists them all). */
export const SHOWN_ERRORS = 50;

export function warmUp(setup: CheckSetup): void {
  for (const gameId of setup.warmUpGames) checkGame({ ...setup, gameId });
}

/** One game's content, read and checked as `tablewright validate` does (the game is found in games/registry.ts by id). */
export function checkGame(task: CheckTask & Omit<CheckSetup, 'warmUpGames'>, onFile?: (path: string) => void): CheckResult {
  const module = findGameModule(task.gameId);
  if (!module) {
    return failed(task.contentRoot, `no game '${task.gameId}' in games/registry.ts: serve --watch reloads registered games only.`);
  }
  try {
    const { games, errors } = loadGameContent(task.contentRoot, [module], { schemasRoot: task.schemasRoot, artRoot: task.artRoot, limits: task.limits, onFile });
    const shownErrors = errors.slice(0, SHOWN_ERRORS);
    return games.length > 0 ? { content: games[0].content, errors: shownErrors, errorCount: errors.length } : { errors: shownErrors, errorCount: errors.length };
  } catch (error) {
    // The loader reports every mistake in content itself; this is a folder it cannot read at all.
    return failed(task.contentRoot, `the content could not be read: ${(error as Error).message}`);
  }
}

/** A check that could not be made, as one error at `path` (relative to the working directory, as the loader's are). */
export function failed(path: string, message: string, kind?: string): CheckResult {
  const error: ContentError = { file: shown(path), line: 1, col: 1, message, ...(kind ? { kind } : {}) };
  return { errors: [error], errorCount: 1 };
}

const shown = (path: string) => relative(process.cwd(), path) || '.';
