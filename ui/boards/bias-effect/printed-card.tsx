import { GameCard, printedCardsOf } from '../game-card.tsx';
import type { GamePrint } from '../../components/card/printed-card.tsx';
import { BIAS_GAME_ID } from './table-props.ts';

export const BIAS_TITLE = 'Bias Effect';

/** Bias Effect prints its Identity, Belief, Life and Algorithm cards, each design as many times as its `copies`, drawn from card-faces.yaml. */
export const biasPrint: GamePrint = {
  title: BIAS_TITLE,
  cards: (content) => printedCardsOf(BIAS_GAME_ID, content),
  face: (content, card, options) => <GameCard game={BIAS_GAME_ID} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
};
