import { violation, type Violation } from '../../kit/violation.ts';
import { deckOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, RobotsState } from '../state.ts';
import { freshTurn, type Shuffle } from './deal.ts';
import { endHand, type HandStep } from './hand-end.ts';
import { discardPower, startPower, voidPower } from './powers.ts';
import { fitExtension } from './spreads.ts';
import { checkTurn, handOf, leftOf, type Table } from './table.ts';

export function checkDiscard(G: Table, player: PlayerID | null | undefined, card?: unknown): Violation | undefined {
  const turn = checkTurn(G, player, 'play');
  if (turn) return turn;
  if (typeof card !== 'string' || !handOf(G, player!).includes(card)) return violation('not-in-hand', 'Choose a card from your hand to discard.');
  if (G.turn.mustPlay !== null) {
    return violation('must-play-first', `Play ${G.turn.mustPlay} into a spread first: it was the bottom card you took from the Scrap Heap.`);
  }
  return undefined;
}

/** Whether a card could go onto some spread on the table: the ROBOTS! call is open for it. */
export function fitsTable(content: Pick<RobotsContent, 'deck'>, G: Pick<RobotsState, 'spreads'>, card: CardId): boolean {
  const deck = deckOf(content);
  return G.spreads.some((s) => !('code' in fitExtension(deck, s, [card], undefined)));
}

/**
 * The discard: the card goes on top of the Scrap Heap. Discarding one's last card ends the
 * hand (no power, no claim). Otherwise its power is checked (the seam), the ROBOTS! call
 * opens if the card fits a spread, and the turn passes to the left.
 */
export function applyDiscard(content: RobotsContent, G: RobotsState, player: PlayerID, card: CardId, shuffle: Shuffle): HandStep {
  const hand = handOf(G, player).filter((c) => c !== card);
  const finalDiscard = hand.length === 0;
  let next: RobotsState = {
    ...G,
    hands: { ...G.hands, [player]: hand },
    heap: [...G.heap, card],
    events: [...G.events, { kind: 'discard', player, card }],
  };
  const power = discardPower(content, G, card, finalDiscard);
  if (power?.fires) next = startPower(next, player, card, power.power);
  if (power && !power.fires) next = voidPower(next, player, card, power.power, power.reason);
  if (finalDiscard) return endHand(content, next, player, 'discard', shuffle);
  next = {
    ...next,
    claimable: fitsTable(content, next, card) ? { card, discardedBy: player } : null,
    turn: freshTurn(leftOf(next, player)),
  };
  return { G: next, turnEnds: next.script === null };
}
