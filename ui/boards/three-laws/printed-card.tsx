import type { GamePrint } from '../../components/card/printed-card.tsx';
import { GameCard, printedCardsOf } from '../game-card.tsx';
import { THREE_LAWS_GAME_ID } from './factions.ts';

export const THREE_LAWS_TITLE = '3 Laws of Robotics';

/** 3 Laws prints its Faction cards, Law Cards and Victory Point cards, drawn from card-faces.yaml. */
export const threeLawsPrint: GamePrint = {
  title: THREE_LAWS_TITLE,
  cards: (content) => printedCardsOf(THREE_LAWS_GAME_ID, content),
  face: (content, card, options) => <GameCard game={THREE_LAWS_GAME_ID} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
};
