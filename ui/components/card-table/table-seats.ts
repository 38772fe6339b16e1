import { zoneKey, type TableZones, type ZoneDecl } from '../../../games/kit/card-game/table-state.ts';

/** The cards of one zone instance in a view, top first; none for a zone the view does not hold. */
export function zoneCards(zones: TableZones, zone: string, seat?: string): readonly string[] {
  const key = zoneKey(zone, seat);
  return Object.hasOwn(zones, key) ? zones[key] : [];
}

/** The zone a seat holds its hand in: the first per-seat zone laid out as a hand. */
export function handZoneOf(zones: readonly ZoneDecl[]): ZoneDecl | undefined {
  return zones.find((z) => z.perSeat && z.kind === 'hand');
}

/**
 * The seats the strip shows, in the order play reaches them from the viewer: everyone after
 * the viewer round the table, so the strip reads as the table does; a spectator sees every seat.
 */
export function seatsAround(playOrder: readonly string[], me: string | null): string[] {
  const at = me === null ? -1 : playOrder.indexOf(me);
  if (at < 0) return [...playOrder];
  return [...playOrder.slice(at + 1), ...playOrder.slice(0, at)];
}

/** Which way play goes round the table, as words and an arrow a strip can show. */
export function directionWords(direction: 1 | -1): { arrow: string; words: string } {
  return direction === 1 ? { arrow: '→', words: 'Play goes left, in seat order' } : { arrow: '←', words: 'Play goes right, against seat order' };
}
