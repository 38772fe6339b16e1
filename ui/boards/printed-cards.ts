import type { GamePrint } from '../components/card/printed-card.tsx';
import { ayarPrint } from './are-you-a-robot/printed-card.tsx';
import { biasPrint } from './bias-effect/printed-card.tsx';
import { eightsPrint } from './crazy-eights/printed-card.tsx';
import { evilPrint } from './evil-robots/printed-card.tsx';
import { robotsPrint } from './robots/printed-card.tsx';
import { threeLawsPrint } from './three-laws/printed-card.tsx';

/**
 * Every game's printed cards, by game id: the designs its content implies and the face of each,
 * at the physical size of card-formats.yaml. Storybook's card stories and `tablewright export`
 * draw cards through this, so what an artist approves is what prints.
 */
const PRINTS: Record<string, GamePrint> = {
  'are-you-a-robot': ayarPrint,
  robots: robotsPrint,
  'three-laws': threeLawsPrint,
  'bias-effect': biasPrint,
  'evil-robots': evilPrint,
  'crazy-eights': eightsPrint,
};

export function gamePrint(gameId: string): GamePrint {
  const print = PRINTS[gameId];
  if (!print) throw new Error(`No printed cards are registered for the game '${gameId}' (ui/boards/printed-cards.ts).`);
  return print;
}
