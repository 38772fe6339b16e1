import type { Game } from 'boardgame.io';

type Bounds = Pick<Game, 'name' | 'minPlayers' | 'maxPlayers'>;

/**
 * Why a match of this game cannot seat `numPlayers`, or undefined. boardgame.io builds a
 * seat table and a play order of whatever length it is given before any rule runs: a
 * billion seats exhausts the heap, and 0, 1 or 100 seats make a match no rule was written for.
 */
export function playerCountProblem(game: Bounds, numPlayers: unknown): string | undefined {
  const { minPlayers: min, maxPlayers: max } = game;
  const range = min === max ? `${min}` : `${min} to ${max}`;
  if (typeof numPlayers !== 'number' || !Number.isInteger(numPlayers) || numPlayers < min! || numPlayers > max!) {
    return `${game.name} plays with ${range} players, not ${JSON.stringify(numPlayers) ?? String(numPlayers)}.`;
  }
  return undefined;
}

/**
 * The game with its player count enforced wherever a match is made. boardgame.io calls
 * `validateSetupData(setupData, numPlayers)` before it builds anything, on every route that
 * creates a match (the lobby's create and playAgain, a sync for an unknown id), so the bound
 * holds there; `setup` refuses too, for a match made without validation (a local client).
 */
export function withPlayerCountBounds<G>(game: Game<G>): Game<G> {
  if (!Number.isInteger(game.minPlayers) || !Number.isInteger(game.maxPlayers) || game.minPlayers! < 1 || game.maxPlayers! < game.minPlayers!) {
    throw new Error(`${game.name} must declare whole minPlayers and maxPlayers (1 <= min <= max)`);
  }
  const { validateSetupData, setup } = game;
  return {
    ...game,
    validateSetupData: (setupData, numPlayers) => playerCountProblem(game, numPlayers) ?? validateSetupData?.(setupData, numPlayers),
    setup: (context, setupData) => {
      const problem = playerCountProblem(game, context.ctx.numPlayers);
      if (problem) throw new Error(problem);
      return setup ? setup(context, setupData) : ({} as G);
    },
  };
}
