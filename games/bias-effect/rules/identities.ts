import type { BiasContent } from '../content-types.ts';
import type { PlayerID } from '../state.ts';
import { identityOf, type IdentityDef } from './catalog.ts';
import type { MindCount } from './mind.ts';
import { everyOf } from '../../kit/frozen-lists.ts';

type Range = { min?: number; max?: number };
const within = (value: number, range: Range | undefined) => range === undefined || ((range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

/** The bias bonus a mind gives an identity: per programmed belief of its side; a Moderate ("larger") takes the larger side. */
export function biasBonus(identity: IdentityDef, mind: MindCount, perBelief: number): number {
  const beliefs = identity.bonus === 'larger' ? Math.max(mind.left, mind.right) : mind[identity.bonus];
  return beliefs * perBelief;
}

/** Whether an identity's win condition holds for this mind at this player count: every item that applies must. */
export function winHolds(identity: IdentityDef, mind: MindCount, playerCount: number): boolean {
  const lead = mind.left - mind.right;
  return everyOf(
    identity.win,
    (item) =>
      !within(playerCount, item.players) ||
      (within(lead, item['left-lead']) && within(-lead, item['right-lead']) && within(mind.left, item.left) && within(mind.right, item.right)),
  );
}

/** Everyone whose win condition holds: several may, if content lets conditions overlap. */
export function winnersOf(content: BiasContent, identities: Record<PlayerID, string>, players: readonly PlayerID[], mind: MindCount): PlayerID[] {
  return players.filter((p) => winHolds(identityOf(content, identities[p]), mind, players.length));
}
