import { describe, expect, it } from 'vitest';
import { buildDeck, factsOf } from '../../../games/kit/card-game/build-deck.ts';
import { checkTableContent } from '../../../games/kit/card-game/check-table-content.ts';
import { suitedDeckRecords } from '../../../games/kit/card-game/printed-deck.ts';
import type { SuitedDeck } from '../../../games/kit/card-game/table-content.ts';
import { TOY_TABLE } from '../../fixtures/card-game/toy-table.ts';

const suited = TOY_TABLE.deck as SuitedDeck;

describe('buildDeck', () => {
  it('gives every suit-and-rank card a stable id and its facts, extras by their own id, copies suffixed', () => {
    const deck = buildDeck(suited);
    expect(deck.ids).toHaveLength(14);
    expect(deck.ids.slice(0, 4)).toEqual(['1-suns', '2-suns', '3-suns', 'crown-suns']);
    expect(deck.ids.slice(-2)).toEqual(['joker-1', 'joker-2']);
    expect(factsOf(deck, 'crown-moons')).toEqual({ rank: 'crown', rankName: 'Crown', suit: 'moons', suitName: 'Moons', symbol: '☾', colour: '#2c3e50', points: 10, name: 'Crown of Moons' });
    expect(buildDeck({ ...suited, copies: 2 }).ids.slice(0, 2)).toEqual(['1-suns-1', '1-suns-2']);
  });

  it('builds a listed deck with each card\'s fields', () => {
    const deck = buildDeck({ cards: [{ id: 'spark', name: 'Spark', count: 2, fields: { power: 3 } }, { id: 'void', name: 'Void', count: 1 }] });
    expect(deck.ids).toEqual(['spark-1', 'spark-2', 'void']);
    expect(factsOf(deck, 'spark-2')).toEqual({ power: 3, name: 'Spark' });
  });

  it('knows no facts of a card the deck does not hold, even a prototype name', () => {
    const deck = buildDeck(suited);
    expect(factsOf(deck, '?')).toEqual({});
    expect(factsOf(deck, 'constructor')).toEqual({});
  });

  it('prints one record of type card per design with the fields a face reads', () => {
    const records = suitedDeckRecords(suited);
    expect(records).toHaveLength(12);
    expect(records[3]).toEqual({
      type: 'card',
      id: 'crown-suns',
      name: 'Crown of Suns',
      count: 1,
      description: 'Crown of Suns, 10 points.',
      fields: { rank: 'crown', rankName: 'Crown', suit: 'suns', suitName: 'Suns', symbol: '☀', colour: '#c0392b', points: 10 },
    });
  });

  it("describes a card by its name, its numbers and its rank's text, for a Tabletop Simulator deck", () => {
    const withText = { ...suited, ranks: suited.ranks.map((rank) => (rank.id === 'crown' ? { ...rank, text: 'Wild: name a suit' } : rank)) };
    const crown = suitedDeckRecords(withText).find((record) => record.id === 'crown-moons')!;
    expect(crown.description).toBe('Crown of Moons, 10 points. Wild: name a suit.');
    expect(crown.fields.text).toBe('Wild: name a suit');
  });
});

describe('checkTableContent', () => {
  it('finds nothing wrong with a sound table', () => {
    expect(checkTableContent(TOY_TABLE)).toEqual([]);
  });

  it('refuses a refill from an unknown zone, a deal into unknown or wrong zones, and an extra card named like a suited one', () => {
    const table = structuredClone(TOY_TABLE);
    table.zones[0].refill = { from: 'grave', keep: 1 };
    table.deal.deck = 'hand';
    table.deal.hands[0].zone = 'shown';
    (table.deck as SuitedDeck).extra = [{ id: '2-suns', name: 'Odd', count: 1 }];
    const issues = checkTableContent(table);
    expect(issues.map((i) => i.path)).toEqual([['deck', 'extra', 0, 'id'], ['zones', 0, 'refill', 'from'], ['deal', 'deck'], ['deal', 'hands', 0, 'zone']]);
    expect(issues[1].message).toContain('"grave", which is not a zone');
  });

  it('refuses a deal that needs more cards than the deck at the largest player count, or says nothing for a count', () => {
    const table = structuredClone(TOY_TABLE);
    table.deal.hands[0].byPlayers = [{ min: 2, max: 3, count: 4 }];
    const issues = checkTableContent(table);
    expect(issues.map((i) => i.message)).toEqual(['says nothing for 4 players: cover every count from 2 to 4.']);
    table.deal.hands[0].byPlayers = [{ min: 2, max: 4, count: 4 }];
    expect(checkTableContent(table).map((i) => i.message)).toEqual(['needs 17 cards with 4 players and the deck has 14.']);
  });
});
