import { violation, type Violation } from '../../kit/violation.ts';
import { deckOf } from '../cards.ts';
import type { PowerDef, RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, RobotsState } from '../state.ts';
import { freshTurn, type Shuffle } from './deal.ts';
import { endHand, type HandStep } from './hand-end.ts';
import { discardCard } from './powers.ts';
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
  const out = discardCard(content, G, player, card);
  if (out.final) return endHand(content, out.G, player, 'discard', shuffle);
  if (out.fires) return { G: out.G, turnEnds: false, power: out.fires };
  return passTurn(content, out.G, player);
}

/**
 * The end of a turn that ended on a discard (and its power, if one ran): the ROBOTS! call
 * opens if the card on top of the Scrap Heap is the turn's last discard and fits a spread,
 * a Powered Down player who got cards back (a broken spread) is no longer Powered Down, and
 * the turn passes to the left.
 */
export function passTurn(content: RobotsContent, G: RobotsState, player: PlayerID): HandStep {
  const last = G.events.findLast((e) => e.kind === 'discard');
  const top = G.heap.at(-1);
  const open = last?.kind === 'discard' && last.player === player && last.card === top && fitsTable(content, G, top);
  const next: RobotsState = {
    ...G,
    claimable: open ? { card: top, discardedBy: player } : null,
    poweredDown: G.poweredDown.filter((p) => handOf(G, p).length === 0),
    turn: freshTurn(leftOf(G, player)),
  };
  return { G: next, turnEnds: true };
}

/**
 * After a power: a player who discarded their last card during it (Extra Parts) ends the
 * hand; otherwise the turn passes.
 */
export function afterPower(content: RobotsContent, G: RobotsState, player: PlayerID, shuffle: Shuffle): HandStep {
  if (handOf(G, player).length === 0) return endHand(content, G, player, 'discard', shuffle);
  return passTurn(content, G, player);
}
