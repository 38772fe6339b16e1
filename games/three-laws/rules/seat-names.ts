import { violation, type Violation } from '../../kit/violation.ts';
import type { PlayerID, ThreeLawsState } from '../state.ts';
import { isSeat } from './table.ts';
import { stateWith } from './state-with.ts';

/** As long as the lobby allows a name to be. */
export const MAX_NAME_LENGTH = 40;

/**
 * A player tells the game the name they sit under, so a law against naming players can be
 * judged; the server refuses any name but the one the seat joined with. Not a play move: it
 * may come at any time, and a rename in the lobby is told again.
 */
export function checkNameSeat(G: Pick<ThreeLawsState, 'players' | 'names'>, playerID: PlayerID | null | undefined, name: unknown): Violation | undefined {
  if (!isSeat(G, playerID)) return violation('not-seated', 'Only the players of this match take part.');
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) return violation('bad-name', `A name is 1 to ${MAX_NAME_LENGTH} characters.`);
  if (G.names[playerID] === name) return violation('same-name', 'The table knows you by that name already.');
  return undefined;
}

export function applyNameSeat(G: ThreeLawsState, playerID: PlayerID, name: string): ThreeLawsState {
  return stateWith(G, { names: { ...G.names, [playerID]: name } });
}
