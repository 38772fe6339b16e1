import type { SizedPlan } from './pdf-plan.ts';
import type { PrintDeck } from './print-deck.ts';
import type { PrintSet, SizedDecks } from './print-set.ts';
import type { SheetChoices } from './sheet-choices.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const PAPER_NAMES: Record<SheetChoices['paper'], string> = { a4: 'A4', letter: 'US Letter' };
const BACKS_WORDS: Record<SheetChoices['backs'], string> = { duplex: 'duplex backs (flip on the long edge)', 'duplex-short': 'duplex backs (flip on the short edge)', none: 'no backs' };

/** Which cards were printed: "one of each design", "the whole game", "the whole game for 10 players (5 packs)". */
export function describeSet(set: PrintSet, sized: SizedDecks): string {
  if (set.name === 'one-each') return 'one of each design';
  return sized.players === undefined ? 'the whole game' : `the whole game for ${sized.players} players${sized.amounts ? ` (${sized.amounts})` : ''}`;
}

/** "15 cards in 1 deck", counting every copy. */
export function describeCards(decks: PrintDeck[]): string {
  const cards = decks.reduce((sum, deck) => sum + deck.cards.reduce((n, c) => n + c.copies, 0), 0);
  return `${plural(cards, 'card')} in ${plural(decks.length, 'deck')}`;
}

/** "on 3 sheets of A4, duplex backs (flip on the long edge), crop marks": the paper a PDF takes. */
export function describeSheets(plans: SizedPlan[], choices: SheetChoices): string {
  const sheets = plans.reduce((sum, plan) => sum + plan.pages.filter((page) => page.side === 'face').length, 0);
  return `on ${plural(sheets, 'sheet')} of ${PAPER_NAMES[choices.paper]}, ${BACKS_WORDS[choices.backs]}, ${choices.marks ? 'crop marks' : 'no crop marks'}`;
}
