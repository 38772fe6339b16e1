import type { CardDef } from '../../../games/are-you-a-robot/content-types.ts';
import type { CardFace } from '../../components/card/card-face.ts';

export const AYAR_GAME_ID = 'are-you-a-robot';
export const AYAR_TITLE = 'Are You A Robot?';

/** What the table says of an identity card beside its picture (its name and words); the picture itself is GameCard's. */
export function ayarCardFace(card: CardDef, count?: number): CardFace {
  return {
    id: card.id,
    name: card.name,
    typeLine: `Identity · ${card.title}`,
    text: card.text,
    flavor: card.flavor,
    art: card.art,
    count,
    palette: card.palette,
    figure: card.team,
  };
}
