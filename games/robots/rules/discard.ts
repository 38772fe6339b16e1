import { violation, type Violation } from '../../kit/violation.ts';
import { cardOf, deckOf } from '../cards.ts';
import type { PowerDef, RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, RobotsState } from '../state.ts';
import { freshTurn, type Shuffle } from './deal.ts';
import { endHand, type HandStep } from './hand-end.ts';
import { forceFieldAgainst } from './force-field.ts';
import { discardCard, powerOf, takesFromHeap } from './powers.ts';
import { fitsOneCard } from './spreads.ts';
import { checkTurn, handOf, leftOf, type Table } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';
import { someOf } from '../../kit/frozen-lists.ts';

type Powers = Pick<RobotsContent, 'deck' | 'powers'>;

/**
 * What the discard rules read: a Table, or the full state while a power runs (Extra Parts'
 * discards). In a view, `hands` holds the viewer's own hand, all these rules read.
 */
type DiscardTable = Pick<Table, 'variant' | 'hands' | 'turn' | 'scripts'>;

/** The rulebook's FAQ bars a card from being the discard, whatever else the hand holds; why, or undefined. */
function barOf(content: Powers, G: DiscardTable, player: PlayerID, card: CardId): Violation | undefined {
  const power = powerOf(content, G.variant, card);
  if (!power) return undefined;
  if (G.turn.player === player && G.turn.takenFromHeap.includes(card)) {
    return violation(
      'taken-this-turn',
      `You picked ${card} up from the Scrap Heap this turn: a power card cannot be your discard on the turn you picked it up. Discard another card.`,
    );
  }
  if (takesFromHeap(power) && forceFieldAgainst(G, player)) {
    return violation(
      'force-field',
      `The Force Field discarded just before your turn bars the Scrap Heap, and ${card}'s ${power.name} would take from it: discard another card.`,
    );
  }
  return undefined;
}

/**
 * Why `card` of the player's hand cannot be discarded now, by the power rules of the FAQ, or
 * undefined when it may go:
 * - a power card picked up from the Scrap Heap this turn (by the draw, or by a Recycle inside
 *   Extra Parts) cannot be discarded this turn; a card without a power can;
 * - under another player's Force Field, a card whose power takes from the Scrap Heap
 *   (Recycle, `takesFromHeap`) cannot be discarded.
 * Ruling: when every card of the hand is barred, the bar lifts (a player must be able to end
 * the turn): any of them may be discarded, and its power does nothing (a card picked up this
 * turn fires no power; a Recycle under a Force Field takes nothing).
 * Used by the discard move and by Extra Parts' discards (the `discardable` card fact).
 */
export function discardBar(content: Powers, G: DiscardTable, player: PlayerID, card: CardId): Violation | undefined {
  const bar = barOf(content, G, player, card);
  if (!bar) return undefined;
  const everyCardBarred = handOf(G, player).every((c) => barOf(content, G, player, c) !== undefined);
  return everyCardBarred ? undefined : bar;
}

/** The discard move: the player's turn, play step, a card of their hand, nothing left to play, no FAQ bar (`discardBar`). */
export function checkDiscard(content: Powers, G: Table, player: PlayerID | null | undefined, card?: unknown): Violation | undefined {
  const turn = checkTurn(G, player, 'play');
  if (turn) return turn;
  if (typeof card !== 'string' || !handOf(G, player!).includes(card)) return violation('not-in-hand', 'Choose a card from your hand to discard.');
  if (G.turn.mustPlay !== null) {
    return violation('must-play-first', `Play ${G.turn.mustPlay} into a spread first: it was the bottom card you took from the Scrap Heap.`);
  }
  return discardBar(content, G, player!, card);
}

/** Whether a card could go onto some spread on the table: the ROBOTS! call is open for it. */
export function fitsTable(content: Pick<RobotsContent, 'deck'>, G: Pick<RobotsState, 'spreads'>, card: CardId): boolean {
  const deck = deckOf(content);
  const c = cardOf(deck, card);
  return someOf(G.spreads, (s) => fitsOneCard(deck, s, c));
}

/** A discard that may hand over to a power: `power` is the one whose script must run now. */
export interface DiscardStep extends HandStep {
  power?: PowerDef;
}

/**
 * The discard: the card goes on top of the Scrap Heap. Discarding one's last card ends the
 * hand (no power, no claim). A power that fires runs before the turn passes (`power`, and the
 * turn stays); otherwise the turn passes at once.
 */
export function applyDiscard(content: RobotsContent, G: RobotsState, player: PlayerID, card: CardId, shuffle: Shuffle): DiscardStep {
  // The turn's end as passTurn would make it after this discard (the card on top, the spreads as they are), written in the discard's copy.
  const out = discardCard(content, G, player, card, turnPass(G, player, fitsTable(content, G, card) ? card : undefined));
  if (out.final) return endHand(content, out.G, player, 'discard', shuffle);
  if (out.fires) return { G: out.G, turnEnds: false, power: out.fires };
  return { G: out.G, turnEnds: true };
}

/**
 * The end of a turn that ended on a discard (and its power, if one ran): the ROBOTS! call
 * opens if the card on top of the Scrap Heap is the turn's last discard and fits a spread, and
 * the turn passes to the left. (A Powered Down player who gets cards back from a broken spread
 * stops being Powered Down at that moment: script/steps/take-from-spread.ts.)
 */
export function passTurn(content: RobotsContent, G: RobotsState, player: PlayerID): HandStep {
  const last = G.lastDiscard;
  const top = G.heap.at(-1);
  const open = last !== null && last.player === player && last.card === top && fitsTable(content, G, top);
  return { G: copyWith(G, turnPass(G, player, open ? top : undefined)), turnEnds: true };
}

/** The turn passed to the left of `player`, the ROBOTS! call open on `claimable` (the last discard, when it fits a spread). */
function turnPass(G: Pick<RobotsState, 'players'>, player: PlayerID, claimable: CardId | undefined): Pick<RobotsState, 'claimable' | 'turn'> {
  return { claimable: claimable === undefined ? null : { card: claimable, discardedBy: player }, turn: freshTurn(leftOf(G, player)) };
}

/**
 * After a power: a player who discarded their last card during it (Extra Parts) ends the
 * hand; otherwise the turn passes.
 */
export function afterPower(content: RobotsContent, G: RobotsState, player: PlayerID, shuffle: Shuffle): HandStep {
  if (handOf(G, player).length === 0) return endHand(content, G, player, 'discard', shuffle);
  return passTurn(content, G, player);
}
