import { describe, expect, it } from 'vitest';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import { sizeDecks, type PlayerCount } from '../../games/kit/export/print-set.ts';
import { describeSet } from '../../games/kit/export/print-summary.ts';

const deck = (id: string, copies: number[]): PrintDeck => ({ id, name: id, size: 'poker', cards: copies.map((n, i) => ({ id: `${id}-${i}`, name: `${id} ${i}`, copies: n })) });
const copiesOf = (decks: PrintDeck[]) => Object.fromEntries(decks.map((d) => [d.id, d.cards.map((c) => c.copies)]));

describe('how many of each card an export prints', () => {
  const decks = [deck('a', [3, 1]), deck('b', [2])];

  it('one of each: every design once, whatever the box holds', () => {
    expect(copiesOf(sizeDecks(decks, { name: 'one-each' }, {}).decks)).toEqual({ a: [1, 1], b: [1] });
  });

  it('the whole game of a game whose box does not change with the table: the copies its card list gives', () => {
    const sized = sizeDecks(decks, { name: 'whole-game' }, {});
    expect(copiesOf(sized.decks)).toEqual({ a: [3, 1], b: [2] });
    expect(describeSet({ name: 'whole-game' }, sized)).toBe('the whole game');
  });

  it('the whole game by players: the largest table unless told, designs the table does not use left out, and an empty deck with them', () => {
    const count: PlayerCount<unknown> = {
      players: () => ({ min: 2, max: 6 }),
      copies: (_, players, card) => (card.deck === 'b' ? 0 : card.listed * players),
      describe: (_, players) => `${players} sets`,
    };
    const largest = sizeDecks(decks, { name: 'whole-game' }, {}, count);
    expect(copiesOf(largest.decks)).toEqual({ a: [18, 6] });
    expect(describeSet({ name: 'whole-game' }, largest)).toBe('the whole game for 6 players (6 sets)');
    expect(copiesOf(sizeDecks(decks, { name: 'whole-game', players: 2 }, {}, count).decks)).toEqual({ a: [6, 2] });
  });
});
