import { deckOf } from '../../../games/robots/cards.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { moveViolation, type RobotsMove } from '../../../games/robots/move-checks.ts';
import { checkDiscard } from '../../../games/robots/rules/index.ts';
import { playFor } from '../../../games/robots/rules/playable.ts';
import { handOf } from '../../../games/robots/rules/table.ts';
import type { CardId, Spread } from '../../../games/robots/state.ts';
import type { Violation } from '../../../games/kit/violation.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { withCardNames } from './card-info.ts';
import type { TableView } from './table-props.ts';

export type RunEnd = 'low' | 'high';

/** A place the ROBOTS! claim could put the discard: a spread, and for a run its end. */
export interface ClaimTarget {
  spread: Spread;
  end?: RunEnd;
}

/**
 * The moves' whole checks (their declared arguments, then the game's rules) bound to one
 * viewer: the server runs the same, so a button is enabled exactly when the move would be
 * accepted, and a disabled one says why.
 * ROBOTS! has no secret that a refusal could leak (a hand is its holder's own), so every
 * refusal is shown as it is. The table never decides legality itself: it asks these, so a
 * rules change in games/robots reaches the table without a change here.
 */
export function ruleChecks(content: RobotsContent, G: TableView, me: string | null) {
  const button = (problem: Violation | undefined): ButtonState =>
    problem ? { state: 'disabled', reason: withCardNames(content, G.variant, problem.message) } : { state: 'enabled' };
  const refusal = (move: RobotsMove, ...args: unknown[]) => moveViolation(content, G, me, move, args);
  const hand = me === null ? [] : handOf(G, me);
  return {
    draw: () => button(refusal('drawFromFactory')),
    take: (card: CardId) => button(refusal('takeFromHeap', card)),
    layDown: (kind: 'run' | 'set', cards: CardId[]) => button(refusal('layDown', kind, cards)),
    extend: (spread: string, cards: CardId[], end?: RunEnd) => button(refusal('extend', spread, cards, end)),
    // With no card chosen nothing can be sent: the rule says what to do ("choose a card", or "wait for your turn").
    discard: (card: CardId | undefined) => button(card === undefined ? checkDiscard(content, G, me, card) : refusal('discard', card)),
    claim: (spread: string, end?: RunEnd) => button(refusal('callRobots', spread, end)),

    /** Scrap Heap cards this viewer may take from now (with every card above them): they glow. */
    takeable: (): CardId[] => G.heap.filter((card) => refusal('takeFromHeap', card) === undefined),

    /** Every spread end the last discard may be claimed into by this viewer, in table order. */
    claimTargets: (): ClaimTarget[] =>
      G.spreads
        .flatMap((spread) => (spread.kind === 'run' ? (['low', 'high'] as RunEnd[]) : [undefined]).map((end) => ({ spread, end })))
        .filter((t) => refusal('callRobots', t.spread.id, t.end) === undefined),

    /**
     * Hand cards that can go into a spread right now: a new spread with other cards of the
     * hand, or an addition to a spread on the table. The game's own search finds one play
     * per card (the one the Scrap Heap rule uses) and the validators confirm it, so a card
     * glows only when a play through it would be accepted.
     */
    playable: (): CardId[] => {
      // Only the player at the play step can play; skip the search for everyone else.
      if (me === null || G.turn.player !== me || G.turn.step !== 'play') return [];
      const deck = deckOf(content);
      const mayExtend = G.spreads.some((s) => s.owner === me);
      return hand.filter((card) => {
        const play = playFor(deck, G.spreads, hand, card, content.rules.minSpread, mayExtend);
        if (!play) return false;
        return refusal(play.move, ...play.args) === undefined;
      });
    },
  };
}

export type RuleChecks = ReturnType<typeof ruleChecks>;
