import type { Game } from 'boardgame.io';
import type { CardTableState, TurnOrderState } from './table-state.ts';

/**
 * The seat that plays after `current`: one step in the order's direction, plus one more for
 * each seat the order skips. With two seats a reverse changes nothing, a skip gives the same
 * seat another turn.
 */
export function nextSeat(order: TurnOrderState, seats: readonly string[], current: string): string {
  const at = seats.indexOf(current);
  const steps = (1 + order.skip) * order.direction;
  return seats[(((at + steps) % seats.length) + seats.length) % seats.length];
}

/** Play goes the other way from now on. */
export function reverseOrder(order: TurnOrderState): void {
  order.direction = order.direction === 1 ? -1 : 1;
}

/** The next pass of the turn skips `count` more seats (they add up). */
export function skipSeats(order: TurnOrderState, count = 1): void {
  order.skip += count;
}

/**
 * boardgame.io's `turn` for a card game: the first seat of the play order starts, and each
 * turn passes to nextSeat(G.order, ...). A skip lasts one pass: it is spent when the next
 * turn begins (boardgame.io asks `next` before that turn's onBegin).
 */
export function cardTurn<G extends CardTableState>(onBegin?: (G: G) => void): NonNullable<Game<G>['turn']> {
  return {
    order: {
      first: () => 0,
      next: ({ G, ctx }) => ctx.playOrder.indexOf(nextSeat(G.order, ctx.playOrder, ctx.currentPlayer)),
    },
    onBegin: ({ G }) => {
      G.order.skip = 0;
      onBegin?.(G);
    },
  };
}
