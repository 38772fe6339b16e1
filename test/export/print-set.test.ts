import { describe, expect, it } from 'vitest';
import { ayarPlayerCount, packsFor } from '../../games/are-you-a-robot/print-count.ts';
import type { AyarContent } from '../../games/are-you-a-robot/content-types.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { PrintDeck } from '../../games/kit/export/print-deck.ts';
import { sizeDecks, type PlayerCount } from '../../games/kit/export/print-set.ts';
import { describeSet } from '../../games/kit/export/print-summary.ts';
import { gameModules } from '../../games/registry.ts';
import { threeLawsPlayerCount } from '../../games/three-laws/print-count.ts';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { FIXTURE_ROOTS } from '../support/fixture-games.ts';

function fixture<T>(id: string): T {
  const { games, errors } = loadGames(FIXTURE_ROOTS[id], [gameModules.find((m) => m.id === id)!]);
  expect(errors).toEqual([]);
  return games[0].content as T;
}

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

describe('Are You A Robot?: packs by player count', () => {
  const ayar = fixture<AyarContent>('are-you-a-robot');

  it('takes the packs the rulebook asks for: 1 for 2 players, 2 for 3-4, 3 for 5-6 (Extended needs 3 or more), 5 for 10', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => packsFor(ayar, n))).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('counts packs from modes.yaml and the pack: a pack of one Human needs twice as many packs', () => {
    const oneHuman = { ...ayar, cards: { ...ayar.cards, pack: { ...ayar.cards.pack, contains: [{ card: 'human', count: 1 }, { card: 'robot', count: 1 }] } } };
    expect(packsFor(oneHuman, 4)).toBe(4);
    // A conversion mode keeps a spare of the card it adds: 5 players deal 1 Robot, and 1 more waits.
    const robotsOnly = { ...ayar, cards: { ...ayar.cards, pack: { ...ayar.cards.pack, contains: [{ card: 'human', count: 10 }, { card: 'robot', count: 1 }] } } };
    expect(packsFor(robotsOnly, 5)).toBe(2);
    expect(packsFor(robotsOnly, 4)).toBe(1);
  });

  it('prints each card as often as the packs hold it, for 2 to 10 players', () => {
    expect(ayarPlayerCount.players(ayar)).toEqual({ min: 2, max: 10 });
    expect(ayarPlayerCount.copies(ayar, 10, { deck: 'identity', id: 'human', listed: 2 })).toBe(10);
    expect(ayarPlayerCount.copies(ayar, 10, { deck: 'identity', id: 'robot', listed: 1 })).toBe(5);
    expect(ayarPlayerCount.describe(ayar, 2)).toBe('1 pack');
    expect(ayarPlayerCount.describe(ayar, 7)).toBe('4 packs');
  });
});

describe('3 Laws of Robotics: the faction deck by player count', () => {
  const laws = fixture<ThreeLawsContent>('three-laws');
  const factionIds = laws.factions.factions.map((f) => f.id);
  const faction = (id: string, rank: number, players: number) => threeLawsPlayerCount.copies(laws, players, { deck: 'faction', id: `${id}-${rank}`, listed: 1 });

  it('prints two factions in ranks 1-4 for 4 players and all three in ranks 1-5 for 7 or 8', () => {
    expect(threeLawsPlayerCount.players(laws)).toEqual({ min: 4, max: 8 });
    const printed = (players: number) => factionIds.flatMap((id) => [1, 2, 3, 4, 5].filter((rank) => faction(id, rank, players) === 1).map((rank) => `${id}-${rank}`));
    expect(printed(4)).toHaveLength(8);
    expect(printed(4).every((id) => factionIds.slice(0, 2).some((f) => id.startsWith(`${f}-`)))).toBe(true);
    expect(printed(6)).toHaveLength(12);
    expect(printed(8)).toHaveLength(15);
    expect(threeLawsPlayerCount.describe(laws, 4)).toBe('2 factions, ranks 1 to 4');
  });

  it('prints the Law and Victory Point cards as the content counts them, whatever the table', () => {
    expect(threeLawsPlayerCount.copies(laws, 4, { deck: 'victory-point', id: 'vp-1', listed: 80 })).toBe(80);
    expect(threeLawsPlayerCount.copies(laws, 8, { deck: 'law', id: 'any-law', listed: 1 })).toBe(1);
  });
});
