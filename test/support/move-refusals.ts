import type { State } from 'boardgame.io';
import { expect } from 'vitest';
import { gameModules } from '../../games/registry.ts';
import { enginesFor, expectCleanRefusal, type Engines } from './refusal-check.ts';
import { preparedFixture } from './fixture-games.ts';

export { shown, type Engines } from './refusal-check.ts';

/** Both engines for a shipped game's fixture content, for every game's hostile-argument tests. */
export function enginesOf(id: string): Engines {
  return enginesFor(gameModules.find((m) => m.id === id)!, preparedFixture(id).content as object);
}

/**
 * Both engines must refuse the move cleanly (refusal-check.ts), boardgame.io's reducer with the
 * move's own INVALID_MOVE when `moveRuns` (boardgame.io reached the move; otherwise it refused
 * the sender first).
 */
export function expectRefused(engines: Engines, state: State, move: string, args: unknown[], playerID: string | null, moveRuns: boolean, label: string): void {
  const error = expectCleanRefusal(engines, state, playerID, move, args, label);
  if (moveRuns) expect(error, label).toBe('action/invalid_move');
}
