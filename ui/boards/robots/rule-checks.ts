import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { checkClaim, checkDiscard, checkDrawFromFactory, checkExtend, checkLayDown, checkTakeFromHeap } from '../../../games/robots/rules/index.ts';
import type { CardId } from '../../../games/robots/state.ts';
import type { Violation } from '../../../games/kit/violation.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { withCardNames } from './card-info.ts';
import type { TableView } from './table-props.ts';

export type RunEnd = 'low' | 'high';

/**
 * The game's own validators bound to one viewer: the server runs the same ones, so a
 * button is enabled exactly when the move would be accepted, and a disabled one says why.
 * ROBOTS! has no secret that a refusal could leak (a hand is its holder's own), so every
 * refusal is shown as it is.
 */
export function ruleChecks(content: RobotsContent, G: TableView, me: string | null) {
  const button = (problem: Violation | undefined): ButtonState =>
    problem ? { state: 'disabled', reason: withCardNames(content, G.variant, problem.message) } : { state: 'enabled' };
  return {
    draw: () => button(checkDrawFromFactory(G, me)),
    take: (card: CardId) => button(checkTakeFromHeap(content, G, me, card)),
    layDown: (kind: 'run' | 'set', cards: CardId[]) => button(checkLayDown(content, G, me, kind, cards)),
    extend: (spread: string, cards: CardId[], end?: RunEnd) => button(checkExtend(content, G, me, spread, cards, end)),
    discard: (card: CardId | undefined) => button(checkDiscard(G, me, card)),
    claim: (spread: string, end?: RunEnd) => button(checkClaim(content, G, me, spread, end)),
  };
}

export type RuleChecks = ReturnType<typeof ruleChecks>;
