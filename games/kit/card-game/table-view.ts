import { eachOnce } from '../rules/each-once.ts';
import type { BuiltDeck } from './build-deck.ts';
import { zoneOfKey } from './table-ops.ts';
import { HIDDEN_CARD, zoneKey, type CardTableState, type TableZones, type ZoneDecl } from './table-state.ts';

/** Whether `seat` may see the card at `index` of zone instance `key`. */
function sees(zone: ZoneDecl | undefined, key: string, index: number, seat: string | null | undefined): boolean {
  switch (zone?.shows) {
    case 'all':
      return true;
    case 'top':
      return index === 0;
    case 'owner':
      return seat !== null && seat !== undefined && key === zoneKey(zone.id, seat);
    default:
      return false;
  }
}

/**
 * G as `seat` may see it: every card it may not see is HIDDEN_CARD, so each zone keeps its
 * length (counts stay true, identities go). A spectator (no seat) sees only what everyone
 * sees. A zone no declaration names shows nothing. The rest of G is left to the game.
 */
export function tableView<G extends CardTableState>(G: G, zones: readonly ZoneDecl[], seat: string | null | undefined): G {
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  const shown: TableZones = {};
  for (const [key, cards] of Object.entries(G.zones)) {
    const zone = byId.get(zoneOfKey(key));
    shown[key] = cards.map((card, i) => (sees(zone, key, i, seat) ? card : HIDDEN_CARD));
  }
  return { ...G, zones: shown };
}

/**
 * Card conservation, for the simulator's invariants: every card of the deck lies in exactly
 * one zone instance, once, and no zone holds a card the deck does not have.
 */
export function cardConservation(G: CardTableState, deck: BuiltDeck): string[] {
  if (eachOnce(Object.values(G.zones), deck.all)) return [];
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [key, cards] of Object.entries(G.zones)) {
    for (const card of cards) {
      if (!Object.hasOwn(deck.facts, card)) problems.push(`${key} holds "${card}", which is not a card of the deck`);
      else if (seen.has(card)) problems.push(`"${card}" is in both ${seen.get(card)} and ${key}`);
      seen.set(card, key);
    }
  }
  const lost = deck.ids.filter((card) => !seen.has(card));
  if (lost.length > 0) problems.push(`${lost.length} card(s) in no zone: ${lost.slice(0, 5).join(', ')}`);
  return problems;
}
