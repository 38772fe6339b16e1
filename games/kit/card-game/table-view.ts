import { eachOnce } from '../rules/each-once.ts';
import type { BuiltDeck } from './build-deck.ts';
import { zoneOfKey } from './table-ops.ts';
import { HIDDEN_CARD, zoneKey, type CardTableState, type TableZones, type ZoneDecl } from './table-state.ts';

// A view is built for every client on every update and for every bot at every step, over the same
// few zone keys: each key's declaration is looked up once per table, not parsed from the key each time.
const declsByKey = new WeakMap<readonly ZoneDecl[], Map<string, ZoneDecl | undefined>>();

function declOf(zones: readonly ZoneDecl[], key: string): ZoneDecl | undefined {
  let byKey = declsByKey.get(zones);
  if (!byKey) declsByKey.set(zones, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key);
  const id = zoneOfKey(key);
  const decl = zones.find((zone) => zone.id === id);
  byKey.set(key, decl);
  return decl;
}

// A zone a seat cannot see at all is only its length: one frozen list of hidden cards per length serves every view.
const hiddenRuns: (readonly string[])[] = [];

function hiddenRun(length: number): string[] {
  for (let n = hiddenRuns.length; n <= length; n++) hiddenRuns.push(Object.freeze(new Array<string>(n).fill(HIDDEN_CARD)));
  return hiddenRuns[length] as string[];
}

/** A zone the seat sees whole: the state's own list when it is frozen (the engines freeze their states), else a copy. */
const whole = (cards: string[]): string[] => (Object.isFrozen(cards) ? cards : cards.slice());

/** The cards of zone instance `key` as `seat` may see them. */
function shownCards(zone: ZoneDecl | undefined, key: string, cards: string[], seat: string | null | undefined): string[] {
  switch (zone?.shows) {
    case 'all':
      return whole(cards);
    case 'top':
      return cards.map((card, i) => (i === 0 ? card : HIDDEN_CARD));
    case 'owner':
      return seat !== null && seat !== undefined && key === zoneKey(zone.id, seat) ? whole(cards) : hiddenRun(cards.length);
    default:
      return hiddenRun(cards.length);
  }
}

/**
 * G as `seat` may see it: every card it may not see is HIDDEN_CARD, so each zone keeps its
 * length (counts stay true, identities go). A spectator (no seat) sees only what everyone
 * sees. A zone no declaration names shows nothing. The rest of G is left to the game. Zones are
 * read-only in a view: a zone seen whole, or not at all, may be a frozen list shared with the
 * state or with other views.
 */
export function tableView<G extends CardTableState>(G: G, zones: readonly ZoneDecl[], seat: string | null | undefined): G {
  const shown: TableZones = {};
  for (const key of Object.keys(G.zones)) shown[key] = shownCards(declOf(zones, key), key, G.zones[key], seat);
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
