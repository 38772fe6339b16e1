import { checkCommit } from '../../kit/commit/sealed-commitments.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import type { BiasContent } from '../content-types.ts';
import type { BiasState, BiasView, CardId, PlayerID } from '../state.ts';
import { algorithmOf, designOf } from './catalog.ts';
import { bankPays, clockwiseFrom } from './chips.ts';
import { without } from '../../kit/without.ts';
import { countedOnce, ownHands } from './own-writes.ts';

/** Why `player` may not choose `card` (one of their Algorithm cards, or null to keep them all) now. */
export function checkTrade(G: { step: BiasState['step'] | BiasView['step']; hands: BiasState['hands'] }, player: PlayerID | null | undefined, card: unknown): Violation | undefined {
  const sealed = G.step.kind === 'trade' ? G.step.sealed : null;
  return checkCommit(sealed, player, card, (value) => {
    if (value === null) return undefined;
    if (typeof value !== 'string' || !G.hands[player!]?.includes(value)) return violation('not-in-hand', 'Trade one of the Algorithm cards in your hand, or none.');
    return undefined;
  });
}

/**
 * Every choice shows at once: each traded card goes to the Algorithm discard and the bank pays
 * its value, player by player clockwise from the round's first player (the bank is finite).
 */
export function applyTrades(G: BiasState, content: BiasContent, choices: Record<PlayerID, CardId | null>): void {
  // The round's record of trades is replaced, not written into: only this move copies it.
  const trades = { ...G.round.trades };
  for (const player of clockwiseFrom(G.players, G.firstPlayer)) {
    const card = choices[player] ?? null;
    if (card === null) {
      trades[player] = null;
      continue;
    }
    ownHands(G)[player] = without(G.hands[player], card);
    G.algorithmDiscard = [card, ...G.algorithmDiscard];
    const chips = bankPays(G, [player], algorithmOf(content, card).value)[player];
    trades[player] = { card, chips };
    const design = designOf(card);
    G.stats.algorithmsTraded = countedOnce(G.stats.algorithmsTraded, design);
  }
  G.round.trades = trades;
}
