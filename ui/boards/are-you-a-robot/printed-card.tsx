import { GameCard, printedCardsOf } from '../game-card.tsx';
import type { GamePrint } from '../../components/card/printed-card.tsx';
import { AYAR_GAME_ID, AYAR_TITLE } from './card-faces.ts';

/** Are You A Robot? prints one kind of card, the identity cards of cards.yaml, drawn from card-faces.yaml. */
export const ayarPrint: GamePrint = {
  title: AYAR_TITLE,
  cards: (content) => printedCardsOf(AYAR_GAME_ID, content),
  face: (content, card, options) => <GameCard game={AYAR_GAME_ID} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
};
