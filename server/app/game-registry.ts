import type { Game } from 'boardgame.io';
import type { GameModule } from '../../games/kit/game-module.ts';
import { formatContentError, loadGames, type LoadedGame } from '../../games/kit/content/load-content.ts';
import { giveEachMatchASecretSeed } from '../harden/crypto-seed.ts';

/** One game the server hosts: its module, its validated content, and its boardgame.io game. */
export interface RegisteredGame {
  module: GameModule<any, any>;
  content: unknown;
  game: Game<any>;
}

/** Content with mistakes: the server does not start on it. The message lists every one. */
export class ContentLoadError extends Error {
  constructor(readonly lines: string[]) {
    super(`the content has ${lines.length} error(s):\n${lines.join('\n')}`);
    this.name = 'ContentLoadError';
  }
}

export function registerGames(contentRoot: string, preloaded?: LoadedGame[]): RegisteredGame[] {
  let loaded = preloaded;
  if (!loaded) {
    const { games, errors } = loadGames(contentRoot);
    if (errors.length) throw new ContentLoadError(errors.map(formatContentError));
    loaded = games;
  }
  return loaded.map(({ module, content }) => ({
    module,
    content,
    game: giveEachMatchASecretSeed(module.createGame(content)),
  }));
}
