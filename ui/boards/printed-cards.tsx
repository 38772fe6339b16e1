import type { GamePrint } from '../components/card/printed-card.tsx';
import { findGameModule } from '../../games/registry.ts';
import { GameCard, printedCardsOf } from './game-card.tsx';

/**
 * A game's printed cards: the designs its module lists (printedCards), each drawn from its
 * template in card-faces.yaml at the physical size of card-formats.yaml. Storybook's card
 * stories and `tablewright export` draw cards through this, so what an artist approves is what
 * prints; every game is drawn the same way, so a new game registers nothing here.
 */
export function gamePrint(gameId: string): GamePrint {
  const module = findGameModule(gameId);
  if (!module?.printedCards) throw new Error(`The game '${gameId}' prints no cards: its module lists none (printedCards).`);
  return {
    title: module.title,
    cards: (content) => printedCardsOf(gameId, content),
    face: (content, card, options) => <GameCard game={gameId} content={content} type={card.type} id={card.id} width={options.width} bleed={options.bleed} guides={options.guides} view="print" />,
  };
}
