import { CARD_FORMATS_KEY, cardFormatOf, type CardFormatsFile } from '../cards/card-formats.ts';
import type { CardSize } from '../cards/card-sizes.ts';
import { cardTypesOf } from '../cards/card-types.ts';

/**
 * The content with every card type of the game at `size` (`tablewright export --size`), its
 * backs and art as card-formats.yaml gives them: the cards then lay themselves out at that size.
 */
export function withCardSize(gameId: string, title: string, content: unknown, size: CardSize): unknown {
  const formats: CardFormatsFile = { cards: cardTypesOf(gameId).map((type) => ({ ...cardFormatOf(content, type.id, title), size })) };
  return { ...(content as Record<string, unknown>), [CARD_FORMATS_KEY]: formats };
}
