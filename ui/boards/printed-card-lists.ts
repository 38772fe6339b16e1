import type { CardRecord } from '../../games/kit/cards/card-records.ts';
import { tablePrintedCards } from '../../games/kit/card-game/printed-deck.ts';
import { ayarPrintedCards } from '../../games/are-you-a-robot/printed-cards.ts';
import { biasPrintedCards } from '../../games/bias-effect/printed-cards.ts';
import { evilPrintedCards } from '../../games/evil-robots/printed-cards.ts';
import { robotsPrintedCards } from '../../games/robots/printed-cards.ts';
import { threeLawsPrintedCards } from '../../games/three-laws/printed-cards.ts';

type PrintedCards = (content: any) => CardRecord[];

/**
 * Each game's printed cards (its module's `printedCards`, the same function), by game id, without
 * the rest of its module: the lobby draws covers of games whose rules and tables it does not load
 * (board-registry.ts loads those per game). test/ui/game-chunks.test.ts holds the two in step.
 */
const PRINTED_CARDS: Record<string, PrintedCards> = {
  'are-you-a-robot': ayarPrintedCards,
  robots: robotsPrintedCards,
  'three-laws': threeLawsPrintedCards,
  'bias-effect': biasPrintedCards,
  'evil-robots': evilPrintedCards,
  'crazy-eights': tablePrintedCards,
};

export function printedCardListOf(gameId: string): PrintedCards | undefined {
  return Object.hasOwn(PRINTED_CARDS, gameId) ? PRINTED_CARDS[gameId] : undefined;
}
