import type { ActiveEffect } from '../../kit/script/index.ts';
import type { PlayerID, ScriptsSeen, TurnState } from '../state.ts';

/** The effect a Force Field's script puts up (content/robots/powers.yaml), honoured by these rules. */
export const FORCE_FIELD = 'force-field';

/**
 * The Force Field that bars `player` from the Scrap Heap, if any. It is put up until the
 * end of the next player's turn, so while it lasts the only other player with a turn is the
 * next one: it bars the player whose turn it is, when not its owner, from every way of
 * taking from the heap (the draw, a Recycle, a ROBOTS! call).
 */
export function forceFieldAgainst(G: { scripts: ScriptsSeen; turn: Pick<TurnState, 'player'> }, player: PlayerID): ActiveEffect | undefined {
  if (G.turn.player !== player) return undefined;
  return G.scripts.effects.find((e) => e.effect === FORCE_FIELD && e.owner !== player);
}
