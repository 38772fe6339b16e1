import type { AyarContent, CardDef } from '../../../games/are-you-a-robot/content-types.ts';
import type { CardFace } from '../../components/card/card-face.ts';

export const AYAR_GAME_ID = 'are-you-a-robot';
export const AYAR_TITLE = 'Are You A Robot?';

/** An identity card as the shared Card draws it; the type line names the team. */
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

/** A card by id with how many of it a pack holds, for the card gallery. */
export function faceForCardId(content: AyarContent, cardId: string): CardFace {
  const card = content.cards.cards.find((c) => c.id === cardId);
  if (!card) throw new Error(`No card '${cardId}' in the Are You A Robot? content.`);
  const count = content.cards.pack.contains.find((entry) => entry.card === cardId)?.count;
  return ayarCardFace(card, count);
}
