import { useCallback, useMemo, useState } from 'react';
import type { CardId } from '../../../games/robots/state.ts';
import type { CardInfo } from './card-info.ts';

export type SortKey = 'colour' | 'number';

/** The player's own arrangement over the hand: cards they placed keep their place, new cards join at the right. */
export function arrange(hand: CardId[], order: CardId[]): CardId[] {
  const kept = order.filter((id) => hand.includes(id));
  return [...kept, ...hand.filter((id) => !kept.includes(id))];
}

/** Sorted by colour (in the deck's colour order) then number, or by number then colour; wilds last either way. */
export function sortHand(hand: CardId[], info: (id: CardId) => CardInfo, colours: string[], key: SortKey): CardId[] {
  const colourRank = (i: CardInfo) => (i.colour ? colours.indexOf(i.colour.id) : colours.length);
  const byColour = (a: CardInfo, b: CardInfo) => colourRank(a) - colourRank(b) || a.order - b.order;
  const byNumber = (a: CardInfo, b: CardInfo) => a.order - b.order || colourRank(a) - colourRank(b);
  return [...hand].map(info).sort(key === 'colour' ? byColour : byNumber).map((i) => i.id);
}

/** Moves `card` to sit before `before` (or to the end), as a drag and drop does. */
export function moveBefore(order: CardId[], card: CardId, before: CardId | null): CardId[] {
  const rest = order.filter((id) => id !== card);
  const at = before === null ? rest.length : rest.indexOf(before);
  return [...rest.slice(0, at), card, ...rest.slice(at)];
}

/** Moves `card` one place left (-1) or right (+1), as the keyboard does. */
export function nudge(order: CardId[], card: CardId, step: -1 | 1): CardId[] {
  const at = order.indexOf(card);
  const to = at + step;
  if (at < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}

/** The hand as this browser shows it: the order is the player's own, never sent anywhere. */
export function useHandOrder(hand: CardId[]) {
  const [order, setOrder] = useState<CardId[]>(hand);
  const shown = useMemo(() => arrange(hand, order), [hand, order]);
  const update = useCallback((change: (current: CardId[]) => CardId[]) => setOrder((current) => change(arrange(hand, current))), [hand]);
  return { shown, update };
}
