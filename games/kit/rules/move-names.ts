import type { Game } from 'boardgame.io';
import type { GuardedMove } from './guarded-move.ts';

type MoveTable = Record<string, unknown> | undefined;
interface Stages {
  stages?: Record<string, { moves?: MoveTable }>;
}

const cache = new WeakMap<Game, Map<string, unknown>>();
const names = new WeakMap<Game, Set<string>>();

const stageTables = (turn: Stages | undefined): MoveTable[] => Object.values(turn?.stages ?? {}).map((s) => s.moves);

/** Every move a game declares, by name, wherever it is (top level, phases, stages): the first one met of each name. */
function movesByName(game: Game): Map<string, unknown> {
  let found = cache.get(game);
  if (!found) {
    const tables: MoveTable[] = [game.moves as MoveTable, ...stageTables(game.turn as Stages)];
    for (const phase of Object.values(game.phases ?? {})) {
      tables.push(phase.moves as MoveTable, ...stageTables(phase.turn as Stages));
    }
    found = new Map();
    for (const moves of tables) for (const name of moves ? Object.keys(moves) : []) if (!found.has(name)) found.set(name, moves![name]);
    cache.set(game, found);
  }
  return found;
}

/**
 * Every move a game declares, anywhere (top level, phases, stages). boardgame.io looks a move
 * up with `name in moves`, so Object.prototype's methods pass as moves: `toString` played as
 * a move turns G into the string "[object Undefined]" and ends the match for good.
 */
export function moveNames(game: Game): Set<string> {
  let found = names.get(game);
  if (!found) names.set(game, (found = new Set(movesByName(game).keys())));
  return found;
}

/** The guarded move of that name (its declared arguments and whole check), if the game has one. */
export function declaredMove<G>(game: Game<G>, name: string): GuardedMove<G> | undefined {
  const move = movesByName(game as Game).get(name) as Partial<GuardedMove<G>> | undefined;
  return move && typeof move.violation === 'function' ? (move as GuardedMove<G>) : undefined;
}
