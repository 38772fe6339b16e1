import { cardFormatOf } from '../../games/kit/cards/card-formats.ts';
import { cardTypesOf } from '../../games/kit/cards/card-types.ts';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import type { PrintSetup } from '../../games/kit/export/print-view.ts';
import { gamePrint } from '../boards/printed-cards.tsx';

/** A game's printed cards as decks: one per card type (one back each), in the order the game lists them. */
export function printDecks(setup: PrintSetup): PrintDeck[] {
  const decks = new Map<string, PrintDeck>();
  for (const card of gamePrint(setup.game).cards(setup.content)) {
    let deck = decks.get(card.type);
    if (!deck) {
      const name = cardTypesOf(setup.game).find((t) => t.id === card.type)?.name ?? card.type;
      deck = { id: card.type, name, size: cardFormatOf(setup.content, card.type, setup.title).size, cards: [] };
      decks.set(card.type, deck);
    }
    deck.cards.push({ id: card.id, name: card.name, description: card.description, copies: card.count });
  }
  return [...decks.values()];
}
