import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarGameover } from '../../../games/are-you-a-robot/state.ts';

export interface CardKindCount {
  id: string;
  name: string;
  count: number;
}

/** Each kind of card the match used, dealt or set aside, in cards.yaml order, with how many. */
export function cardTally(content: AyarContent, gameover: Pick<AyarGameover, 'cards' | 'setAside'>): CardKindCount[] {
  const all = [...Object.values(gameover.cards), ...gameover.setAside];
  return content.cards.cards.map((card) => ({ id: card.id, name: card.name, count: all.filter((id) => id === card.id).length })).filter((kind) => kind.count > 0);
}
