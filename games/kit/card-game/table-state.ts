/**
 * The shape every card game built on the kit keeps its cards in, and what a seat's view of it
 * looks like. The rules, the view filter, the bots and the table (ui/components/card-table/)
 * all read this one shape, so a game declares its zones once (in content) and writes no view
 * or layout code for them.
 */

/** A card this seat may not see, as it stands in a view: the zone keeps its length, so counts stay true. */
export const HIDDEN_CARD = '?';

/** Who sees a zone's cards: everyone, only the top card, only the seat that owns it, or no one (its count only). */
export type ZoneShows = 'all' | 'top' | 'owner' | 'count';

/** How the table lays a zone out: a stacked pile, a row spread face up, or a hand held by a seat. */
export type ZoneKind = 'pile' | 'row' | 'hand';

/** One zone as content declares it (the `zones` list of a card game's table.yaml). */
export interface ZoneDecl {
  id: string;
  /** What players call it: "Stock", "Discard pile". */
  name: string;
  kind: ZoneKind;
  /** One instance per seat (hands, a seat's face-up row) rather than one on the table. */
  perSeat: boolean;
  shows: ZoneShows;
  /** When a draw needs more cards than this zone holds: take all but the top `keep` cards of `from` and shuffle them in. */
  refill?: { from: string; keep: number };
}

/** Every zone instance's cards, index 0 on top, by zoneKey(). */
export type TableZones = Record<string, string[]>;

/** Which way play goes round the table, and how many seats the next pass skips (then back to 0). */
export interface TurnOrderState {
  direction: 1 | -1;
  skip: number;
}

/** The part of G that the card-game kit owns; a game's own state extends it. */
export interface CardTableState {
  zones: TableZones;
  order: TurnOrderState;
}

/** The key of a zone instance in TableZones: the zone's id, or `<id>:<seat>` for a per-seat zone. */
export function zoneKey(zone: string, seat?: string): string {
  return seat === undefined ? zone : `${zone}:${seat}`;
}
