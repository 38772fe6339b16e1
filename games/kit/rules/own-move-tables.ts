import type { Game } from 'boardgame.io';

type Table = Record<string, unknown>;
type WithStages = { stages?: Record<string, { moves?: Table }> };

/** A copy of a table with no prototype, so `name in table` finds only what it holds. */
const own = <T extends Table | undefined>(table: T): T => (table ? Object.assign(Object.create(null), table) : table);

function turnWithOwnMoves<T extends WithStages | undefined>(turn: T): T {
  if (!turn?.stages) return turn;
  const stages: Record<string, unknown> = Object.create(null);
  for (const name of Object.keys(turn.stages)) stages[name] = { ...turn.stages[name], moves: own(turn.stages[name].moves) };
  return { ...turn, stages };
}

/**
 * The game with every move table (top level, each phase's, each stage's) made without a
 * prototype. boardgame.io finds a move by `name in moves`, in its reducer and in ours, so on a
 * plain object `toString` or `constructor` is found as a move and played (G became the string
 * "[object Undefined]" for good). Whatever calls the engine, the server's packet check or not,
 * only a move the game declares is ever found.
 */
export function withOwnMoveTables<G>(game: Game<G>): Game<G> {
  const phases = game.phases
    ? Object.fromEntries(Object.entries(game.phases).map(([name, phase]) => [name, { ...phase, moves: own(phase.moves as Table | undefined), turn: turnWithOwnMoves(phase.turn as WithStages) }]))
    : undefined;
  return {
    ...game,
    moves: own(game.moves as Table | undefined),
    turn: turnWithOwnMoves(game.turn as WithStages),
    ...(phases ? { phases: phases as Game<G>['phases'] } : {}),
  } as Game<G>;
}
