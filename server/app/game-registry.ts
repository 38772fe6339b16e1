import type { Game } from 'boardgame.io';
import type { GameModule } from '../../games/kit/game-module.ts';
import { formatContentError, loadGames, type LoadedGame } from '../../games/kit/content/load-content.ts';
import { giveEachMatchASecretSeed } from '../harden/crypto-seed.ts';
import { contentHash } from '../store/content-versions.ts';
import { rememberWritten } from './runaway-move.ts';
import { servedGame } from './served-game.ts';

/** One version of a game the server hosts: its module, its validated content with its hash, and its boardgame.io game. */
export interface RegisteredGame {
  module: GameModule<any, any>;
  content: unknown;
  /** The content's name in the store (content-versions.ts). */
  hash: string;
  game: Game<any>;
}

/** Content with mistakes: the server does not start on it. The message lists every one. */
export class ContentLoadError extends Error {
  constructor(readonly lines: string[]) {
    super(`the content has ${lines.length} error(s):\n${lines.join('\n')}`);
    this.name = 'ContentLoadError';
  }
}

/** The boardgame.io game of one content version, built once per version. */
export function registerGame({ module, content, sources }: LoadedGame): RegisteredGame {
  const game = giveEachMatchASecretSeed(servedGame(module.createGame(content)));
  rememberWritten(game, { module, content, sources });
  return { module, content, hash: contentHash(content), game };
}

/** Every game's content from `contentRoot` (or already loaded), its art paths leading into `artRoot`, or a ContentLoadError listing every mistake. */
export function loadValidGames(contentRoot: string, preloaded?: LoadedGame[], modules?: readonly GameModule<any, any>[], artRoot?: string): LoadedGame[] {
  if (preloaded) return preloaded;
  const { games, errors } = loadGames(contentRoot, modules, { artRoot });
  if (errors.length) throw new ContentLoadError(errors.map(formatContentError));
  return games;
}
