import { GameCard, printedCardsOf } from '../game-card.tsx';
import type { GamePrint } from '../../components/card/printed-card.tsx';
import { ROBOTS_GAME_ID, ROBOTS_TITLE } from './card-faces.ts';

/** ROBOTS! prints its deck (the first variant's powers) and its Constructed Robots, drawn from card-faces.yaml. */
export const robotsPrint: GamePrint = {
  title: ROBOTS_TITLE,
  cards: (content) => printedCardsOf(ROBOTS_GAME_ID, content),
  face: (content, card, options) => <GameCard game={ROBOTS_GAME_ID} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
};
