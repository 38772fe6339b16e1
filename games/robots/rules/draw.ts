import { sliceOf } from '../../kit/frozen-lists.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { deckOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { PlayerID, RobotsState } from '../state.ts';
import type { Shuffle } from './deal.ts';
import { refillFactory } from './factory.ts';
import { forceFieldAgainst } from './force-field.ts';
import { endHand, type HandStep } from './hand-end.ts';
import { withLog } from './log.ts';
import { playFor } from './playable.ts';
import { without } from '../../kit/without.ts';
import { checkTurn, handOf, ownsSpread, withHand, type Table } from './table.ts';

export function checkDrawFromFactory(G: Table, player: PlayerID | null | undefined): Violation | undefined {
  return checkTurn(G, player, 'draw');
}

/**
 * The top card of the Robot Factory into the hand (rebuilt from the Scrap Heap first if
 * empty). Ends the ROBOTS! window: the last discard can no longer be claimed.
 */
export function applyDrawFromFactory(G: RobotsState, player: PlayerID, shuffle: Shuffle): RobotsState {
  const refilled = refillFactory(G, shuffle);
  const card = refilled.factory[0];
  return withLog(refilled, {
    factory: sliceOf(refilled.factory, 1),
    hands: card === undefined ? refilled.hands : withHand(refilled.hands, player, [...handOf(refilled, player), card]),
    poweredDown: refilled.poweredDown.length === 0 ? refilled.poweredDown : without(refilled.poweredDown, player),
    claimable: null,
    turn: { ...refilled.turn, step: 'play' },
  }, { kind: 'draw', player });
}

/**
 * Taking `card` and every card above it from the Scrap Heap. Taking more than the top card
 * binds the player to play the bottom-most taken card into a spread this turn, so the
 * engine allows it only when that card can be played at once.
 */
export function checkTakeFromHeap(content: RobotsContent, G: Table, player: PlayerID | null | undefined, card?: unknown): Violation | undefined {
  return checkHeapOpen(G, player) ?? checkHeapCard(content, G, player!, card);
}

/** What bars `player` from taking any card of the Scrap Heap now: the first half of checkTakeFromHeap, the same for every card. */
function checkHeapOpen(G: Table, player: PlayerID | null | undefined): Violation | undefined {
  const turn = checkTurn(G, player, 'draw');
  if (turn) return turn;
  if (G.poweredDown.includes(player!)) {
    return violation('powered-down', 'You are Powered Down: this turn you must draw from the Robot Factory.');
  }
  const field = forceFieldAgainst(G, player!);
  if (field) return violation('force-field', 'The Force Field discarded just before your turn bars the Scrap Heap: draw from the Robot Factory.');
  return undefined;
}

/**
 * What bars a seated `player` the heap is open to from taking `card` (and the cards above it):
 * the second half of checkTakeFromHeap, which a bot weighing every card of the heap asks once
 * the first has let the top card through.
 */
export function checkHeapCard(content: RobotsContent, G: Table, player: PlayerID, card: unknown): Violation | undefined {
  const at = typeof card === 'string' ? G.heap.indexOf(card) : -1;
  if (at < 0) return violation('not-in-heap', 'Choose a card of the Scrap Heap: you take it and every card above it.');
  if (at === G.heap.length - 1) return undefined;
  // The cards above `card` read one by one: a bot asks this of every card of the heap, and a
  // slice of the frozen heap copied it whole each time.
  const hand = [...handOf(G, player)];
  for (let i = at; i < G.heap.length; i++) hand.push(G.heap[i]);
  if (!playFor(deckOf(content), G.spreads, hand, card as string, content.rules.minSpread, ownsSpread(G, player))) {
    return violation(
      'cannot-play-bottom',
      `If you take several cards, the bottom-most one (${card}) must go into a spread this turn, and you could not play it.`,
    );
  }
  return undefined;
}

export function applyTakeFromHeap(G: RobotsState, player: PlayerID, card: string): RobotsState {
  const at = G.heap.indexOf(card);
  const taken = sliceOf(G.heap, at);
  return withLog(G, {
    heap: sliceOf(G.heap, 0, at),
    hands: withHand(G.hands, player, [...handOf(G, player), ...taken]),
    claimable: null,
    turn: { ...G.turn, step: 'play', takenFromHeap: taken, mustPlay: taken.length > 1 ? card : null },
  }, { kind: 'take', player, cards: taken });
}

/**
 * A draw that may end the hand. Ruling: a player whose hand is empty and who finds nothing to
 * draw (every card is in spreads or hands) ends the hand as it stands: with no card to
 * discard and none to draw, it could never end otherwise. Ruling: a draw from an empty Factory
 * that was already rebuilt once with no card gone into a spread since ends the hand as it
 * stands (`stalled`): the cards left free went all the way round without making or joining a
 * spread, and can pass between the hands and the heap for ever.
 */
export function drawOrEndHand(content: RobotsContent, G: RobotsState, player: PlayerID, shuffle: Shuffle): HandStep {
  if (G.factory.length === 0 && (G.idleRebuilds ?? 0) >= 1) return endHand(content, G, player, 'stalled', shuffle);
  const drawn = applyDrawFromFactory(G, player, shuffle);
  if (handOf(drawn, player).length > 0) return { G: drawn, turnEnds: false };
  return endHand(content, drawn, player, 'no-cards', shuffle);
}
