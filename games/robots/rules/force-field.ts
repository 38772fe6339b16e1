import type { ActiveEffect } from '../../kit/script/index.ts';
import type { PlayerID, ScriptsSeen } from '../state.ts';

/** The effect a Force Field's script puts up (content/robots/powers.yaml), honoured by these rules. */
export const FORCE_FIELD = 'force-field';

/**
 * The Force Field that bars `player` from the Scrap Heap, if any. It is put up until the
 * end of the next player's turn, so while it lasts the only other player with a turn is the
 * next one: it bars whoever is not its owner.
 */
export function forceFieldAgainst(G: { scripts: ScriptsSeen }, player: PlayerID): ActiveEffect | undefined {
  return G.scripts.effects.find((e) => e.effect === FORCE_FIELD && e.owner !== player);
}
