import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import { Card } from '../../components/card/card.tsx';
import { displayWidth } from '../../components/card/card-geometry.ts';
import type { GamePrint } from '../../components/card/printed-card.tsx';
import { AYAR_GAME_ID, AYAR_TITLE, faceForCardId } from './card-faces.ts';

/** Are You A Robot? prints one kind of card, the identity cards of cards.yaml. */
export const ayarPrint: GamePrint = {
  title: AYAR_TITLE,
  cards: (content) => {
    const cards = (content as AyarContent).cards;
    return cards.cards.map((card) => ({ type: 'identity', id: card.id, name: card.name, description: card.text, count: cards.pack.contains.find((entry) => entry.card === card.id)?.count ?? 1 }));
  },
  face: (content, card, options) => {
    const format = cardFormatOf(content, card.type, AYAR_TITLE);
    return <Card game={AYAR_GAME_ID} face={faceForCardId(content as AyarContent, card.id)} format={format} width={options.width ?? displayWidth(format.size)} bleed={options.bleed} guides={options.guides} />;
  },
};
