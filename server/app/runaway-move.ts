import type { Game } from 'boardgame.io';
import type { ContentSources } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { runawayPlaceLines, type LocatedPlace, type RunawayScript } from '../../games/kit/script/runaway-script.ts';
import { locateScript } from '../../games/kit/simulate/locate-script.ts';

/** What one version of a game was made from: its content, and where each file's values were written when it was read from files. */
export interface WrittenContent {
  module: GameModule<any, any>;
  content: unknown;
  /** None for a version rebuilt from the store: its files are not read again. */
  sources?: ContentSources;
}

const written = new WeakMap<object, WrittenContent>();

/** Remembers what a version's boardgame.io game was made from, so a script that runs away in one of its matches is found in its files. */
export function rememberWritten(game: Game, what: WrittenContent): void {
  written.set(game, what);
}

export function writtenOf(game: Game): WrittenContent | undefined {
  return written.get(game);
}

function located(runaway: RunawayScript, where: WrittenContent | undefined, sources: ContentSources | undefined): LocatedPlace[] {
  if (!where || !sources) return runaway.places;
  return runaway.places.map((place) => ({ ...place, ...locateScript(place, where.content, sources) }));
}

/** The same files named as the designer knows them, from the content folder: `robots/powers.yaml`, never where the server keeps them. */
function fromContentFolder(where: WrittenContent): ContentSources | undefined {
  if (!where.sources) return undefined;
  const files = where.module.contentFiles as Record<string, { file: string }>;
  return Object.fromEntries(Object.entries(where.sources).map(([key, source]) => [key, { ...source, file: `${where.module.id}/${files[key]?.file ?? source.file}` }]));
}

/**
 * A move whose card script ran past the interpreter's step budget, said in a designer's words:
 * each card script on the way with its step and where it is written (`file:line:col` and the
 * entry), as the simulator says it. The mover is told the files from the content folder; the
 * server's log names them as the server read them. Nothing of the server's code (no stack).
 */
export class RunawayMove extends Error {
  override readonly name = 'RunawayMove';
  readonly code = 'runaway-script';
  /** The line the server logs. */
  readonly logged: string;

  constructor(runaway: RunawayScript, where: WrittenContent | undefined, about: string) {
    const told = runawayPlaceLines(located(runaway, where, where && fromContentFolder(where))).join('; ');
    super(`a card script ran away (more than ${runaway.budget} steps in one move), so the move was not applied: ${told}. Its card needs a fix in the content`);
    const logged = runawayPlaceLines(located(runaway, where, where?.sources)).join('; ');
    this.logged = `a card script ran away, ${about}: more than ${runaway.budget} steps in one move; ${logged}`;
  }
}
