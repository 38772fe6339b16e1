import { deckOf } from '../../../games/robots/cards.ts';
import { cardInfo } from '../../../games/robots/card-info.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId } from '../../../games/robots/state.ts';

export { cardInfo, STAR_MARK, WILD_MARK, type CardInfo } from '../../../games/robots/card-info.ts';

/** A list of cards as players say them: "Red 9, Red 10 and Wild Robot". */
export function cardNames(content: RobotsContent, variant: string, ids: CardId[]): string {
  const names = ids.map((id) => cardInfo(content, variant, id).name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A violation's message names cards by id (`red-9`); the table says them as players do. */
export function withCardNames(content: RobotsContent, variant: string, message: string): string {
  const deck = deckOf(content);
  return message.replace(/\b[a-z]+-(?:\d+|star)\b/g, (id) => (deck.byId.has(id) ? cardInfo(content, variant, id).name : id));
}
