import { sliceOf } from '../../kit/frozen-lists.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { deckOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { PlayerID, RobotsState } from '../state.ts';
import { forceFieldAgainst } from './force-field.ts';
import { withLog } from './log.ts';
import { addToSpread } from './plays.ts';
import { fitExtension, type RunEnd } from './spreads.ts';
import { isSeat, powerPending, type Table } from './table.ts';

/**
 * The ROBOTS! call: while the last discard fits a spread on the table, any other player may
 * claim it and add it to that spread, even without a spread of their own. The first claim
 * the server receives wins; the window closes when the next player draws.
 */
export function checkClaim(content: Pick<RobotsContent, 'deck'>, G: Table, player: PlayerID | null | undefined, spreadId?: unknown, end?: unknown): Violation | undefined {
  if (!isSeat(G, player)) return violation('not-seated', 'Only a player seated at the table can call ROBOTS!.');
  const pending = powerPending(G);
  if (pending) return pending;
  if (G.claimable === null) return violation('nothing-to-claim', 'There is no discard to claim: ROBOTS! is called on a discard that fits a spread, before the next player draws.');
  if (G.claimable.discardedBy === player) return violation('own-discard', 'You cannot claim your own discard.');
  const field = forceFieldAgainst(G, player);
  if (field) return violation('force-field', 'The Force Field discarded just before your turn bars you from the Scrap Heap, ROBOTS! calls included.');
  const spread = G.spreads.find((s) => s.id === spreadId);
  if (!spread) return violation('unknown-spread', 'Choose the spread the discard goes into.');
  const fit = fitExtension(deckOf(content), spread, [G.claimable.card], end);
  return 'code' in fit ? fit : undefined;
}

export function applyClaim(content: Pick<RobotsContent, 'deck' | 'rules'>, G: RobotsState, player: PlayerID, spreadId: string, end?: RunEnd): RobotsState {
  const card = G.claimable!.card;
  const spread = G.spreads.find((s) => s.id === spreadId)!;
  const fit = fitExtension(deckOf(content), spread, [card], end) as { end: RunEnd | null; values: (number | null)[] };
  const into = spread.cards.map((placed) => placed.card);
  const claimed = withLog(G, { heap: sliceOf(G.heap, 0, -1), claimable: null, idleRebuilds: 0 }, { kind: 'claim', player, card, spread: spreadId, owner: spread.owner, into });
  return addToSpread(content, claimed, player, spreadId, [card], fit.end, fit.values);
}
