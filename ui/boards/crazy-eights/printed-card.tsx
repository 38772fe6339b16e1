import type { GamePrint } from '../../components/card/printed-card.tsx';
import { GameCard, printedCardsOf } from '../game-card.tsx';
import { EIGHTS_GAME_ID } from './table-props.ts';

/** Crazy Eights prints one standard deck, each card from card-faces.yaml. */
export const eightsPrint: GamePrint = {
  title: 'Crazy Eights',
  cards: (content) => printedCardsOf(EIGHTS_GAME_ID, content),
  face: (content, card, options) => <GameCard game={EIGHTS_GAME_ID} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
};
