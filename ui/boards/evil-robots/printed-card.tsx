import { EVIL_ROBOTS_ID } from '../../../games/evil-robots/game.ts';
import type { GamePrint } from '../../components/card/printed-card.tsx';
import { GameCard, printedCardsOf } from '../game-card.tsx';

export const EVIL_TITLE = 'Evil Robots';

/** Evil Robots prints its Robot Cards (a Left and a Right deck, told apart by their backs) and its Power Cards, drawn from card-faces.yaml. */
export const evilPrint: GamePrint = {
  title: EVIL_TITLE,
  cards: (content) => printedCardsOf(EVIL_ROBOTS_ID, content),
  face: (content, card, options) => <GameCard game={EVIL_ROBOTS_ID} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
};
