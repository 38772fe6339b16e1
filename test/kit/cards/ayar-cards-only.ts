import { ayarPrintedCards } from '../../../games/are-you-a-robot/printed-cards.ts';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { ContentModule } from '../../../games/kit/content/load-game-content.ts';

/** A game that reads only Are You A Robot?'s cards.yaml: the card checks need a game id, its cards and their fields. */
export const printedCardsOfAyar: ContentModule = {
  id: 'are-you-a-robot',
  contentFiles: { cards: { file: 'cards.yaml', schema: 'cards.schema.json' } },
  checkContent: () => [],
  printedCards: (content: AyarContent) => ayarPrintedCards(content),
};
