import { relative } from 'node:path';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { contentHash } from '../store/content-versions.ts';
import type { StoreReader } from './stored-match.ts';

/** The content a replay builds the game from, and where it came from. */
export interface MatchContent {
  content: unknown;
  hash: string;
  /** For people: `the store's content version <hash>` or the folder. */
  source: string;
}

/** The content folder has mistakes: the lines are `file:line:col message`. */
export class ReplayContentError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ReplayContentError';
  }
}

function fromFolder(module: GameModule<any, any>, folder: string): MatchContent {
  const { games, errors } = loadGames(folder, [module]);
  const loaded = games.find((g) => g.module.id === module.id);
  if (!loaded) throw new ReplayContentError(errors.map(formatContentError));
  return { content: loaded.content, hash: contentHash(loaded.content), source: relative(process.cwd(), folder) || '.' };
}

/**
 * The one place a replay chooses its content. A folder given on the command line wins (to
 * ask "does this match still play the same on my edit?"); otherwise the content version the
 * store kept for the match (server/store/content-versions.ts), so a match replays on the
 * content it was created from; a match from a store older than content versions gets the
 * default folder, validated like `tablewright validate` does.
 */
export function contentForMatch(
  reader: StoreReader,
  matchID: string,
  module: GameModule<any, any>,
  folders: { chosen?: string; fallback: string },
): MatchContent {
  if (folders.chosen !== undefined) return fromFolder(module, folders.chosen);
  const stored = reader.contentVersion(matchID);
  if (stored) return { content: stored.content, hash: stored.hash, source: `the store's content version ${stored.hash}` };
  return fromFolder(module, folders.fallback);
}
