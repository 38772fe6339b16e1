import { designCounts, type CardTally } from '../kit/simulate/card-tally.ts';
import type { AyarContent, CardDef, ModeDef } from './content-types.ts';
import { resolveMode } from './modes.ts';
import { CARD_COUNTERS, type CardCounter } from './rules/card-stats.ts';
import { buildDeck } from './rules/deal.ts';
import type { AyarState } from './state.ts';

const ADDED: CardCounter = 'added by a conversion';

/** The simulator's tally: what the cards of each kind did, as `<counter>: <card id>` for the per-card table. */
export function ayarTally(G: AyarState): Record<string, number> {
  return Object.assign({}, ...[...CARD_COUNTERS, ADDED].map((counter) => designCounts(counter, G.cardStats[counter] ?? {})));
}

/** What a card of this kind can do in this mode, read from its team and the mode's rules. */
function cardCan(card: CardDef, mode: ModeDef): string[] {
  const can: Record<(typeof CARD_COUNTERS)[number], boolean> = {
    // At the deal, or as the card a conversion adds (a Human's re-dealt card is not counted again).
    'dealt to a player': true,
    // Only a Human may shoot.
    'zapped a Robot': card.team === 'human',
    'zapped a Human': card.team === 'human',
    'was zapped': true,
    'shook hands': mode.handshakes,
    'declared revolution': mode.revolution && card.team === 'robot',
    'converted a Human': mode.afterHumanShot === 'convert' && mode.conversion?.addCard === card.id,
    won: true,
  };
  return CARD_COUNTERS.filter((counter) => can[counter]);
}

/**
 * Identity cards per kind. A kind's copies are those the mode's deck deals at this player count
 * (some set aside unseen), and the cards a conversion adds during a game; a kind neither dealt
 * nor added is not in play.
 */
export const identityCardTally: CardTally<AyarContent> = {
  title: 'Identity cards',
  counters: [...CARD_COUNTERS],
  added: ADDED,
  designs: (content, setupData, numPlayers) => {
    const mode = resolveMode(content, setupData, numPlayers);
    if (typeof mode === 'string') throw new Error(mode);
    const deck = buildDeck(mode, numPlayers);
    return content.cards.cards.map((card) => {
      const copies = deck.filter((id) => id === card.id).length;
      const added = mode.afterHumanShot === 'convert' && mode.conversion?.addCard === card.id;
      return { id: card.id, copies, can: copies > 0 || added ? cardCan(card, mode) : [] };
    });
  },
};
