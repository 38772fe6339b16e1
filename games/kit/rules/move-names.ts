import type { Game } from 'boardgame.io';

type MoveTable = Record<string, unknown> | undefined;
interface Stages {
  stages?: Record<string, { moves?: MoveTable }>;
}

const cache = new WeakMap<Game, Set<string>>();

const stageTables = (turn: Stages | undefined): MoveTable[] => Object.values(turn?.stages ?? {}).map((s) => s.moves);

/**
 * Every move a game declares, anywhere (top level, phases, stages). boardgame.io looks a move
 * up with `name in moves`, so Object.prototype's methods pass as moves: `toString` played as
 * a move turns G into the string "[object Undefined]" and ends the match for good.
 */
export function moveNames(game: Game): Set<string> {
  let names = cache.get(game);
  if (!names) {
    const tables: MoveTable[] = [game.moves as MoveTable, ...stageTables(game.turn as Stages)];
    for (const phase of Object.values(game.phases ?? {})) {
      tables.push(phase.moves as MoveTable, ...stageTables(phase.turn as Stages));
    }
    names = new Set(tables.flatMap((moves) => (moves ? Object.keys(moves) : [])));
    cache.set(game, names);
  }
  return names;
}
