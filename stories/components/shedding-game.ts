import type { ZoneDecl } from '../../games/kit/card-game/table-state.ts';
import type { TableMoveDecl } from '../../ui/components/card-table/table-actions.ts';

/*
 * A plain shedding game as a card game declares it for the table (a stock, a discard pile, a
 * hand per seat; play by dropping on the discard, draw by clicking the stock, pass), with no
 * rules module behind it: the card table's story and its tests draw it.
 */

export const SHEDDING_ZONES: ZoneDecl[] = [
  { id: 'draw', name: 'Stock', kind: 'pile', perSeat: false, shows: 'count', refill: { from: 'discard', keep: 1 } },
  { id: 'discard', name: 'Discard pile', kind: 'pile', perSeat: false, shows: 'top' },
  { id: 'hand', name: 'Hand', kind: 'hand', perSeat: true, shows: 'owner' },
];

export const SHEDDING_DECLS: TableMoveDecl[] = [
  { name: 'play', label: 'Play a card', dropsOn: 'discard' },
  { name: 'draw', label: 'Draw a card', clicks: 'draw' },
  { name: 'pass', label: 'Pass' },
];
