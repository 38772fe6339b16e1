import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../games/kit/card-game/build-deck.ts';
import { crazyEights } from '../../games/crazy-eights/index.ts';
import { errorsAfterEdits } from '../support/edited-fixture.ts';
import { content, FIXTURE_ROOT } from './support.ts';

const errors = (...edits: [string, string, string][]) => errorsAfterEdits(FIXTURE_ROOT, crazyEights, edits);

describe('Crazy Eights content', () => {
  it('the fixture content is clean and builds one 52-card deck', () => {
    const deck = buildDeck(content.table.deck);
    expect(deck.ids).toHaveLength(52);
    expect(new Set(deck.ids).size).toBe(52);
    expect(deck.facts['8-hearts']).toMatchObject({ rank: '8', suit: 'hearts', points: 50 });
    expect(crazyEights.printedCards!(content)).toHaveLength(52);
  });

  it('refuses a wild rank or a special that names no rank of the deck, at its line', () => {
    expect(errors(['rules.yaml', 'wild: "8"', 'wild: "eight"'], ['rules.yaml', 'rank: queen', 'rank: quen'])).toEqual([
      expect.stringMatching(/^<game>\/rules\.yaml:3:7: error: .*"eight" is not a rank of table\.yaml; the ranks are ace, 2, 3/),
      expect.stringMatching(/^<game>\/rules\.yaml:\d+:\d+: error: .*"quen" is not a rank of table\.yaml/),
    ]);
  });

  it('refuses a rank without points, a refill from an unknown zone, and a deal the deck cannot serve at 7 players', () => {
    const found = errors(['table.yaml', '{ id: jack, name: Jack, points: 10 }', '{ id: jack, name: Jack }'], ['table.yaml', 'refill: { from: discard', 'refill: { from: discards'], ['table.yaml', '{ min: 3, max: 7, count: 5 }', '{ min: 3, max: 7, count: 8 }']);
    expect(found).toEqual([
      expect.stringMatching(/^<game>\/table\.yaml:\d+:\d+: error: .*refills from "discards", which is not a zone/),
      expect.stringMatching(/^<game>\/table\.yaml:\d+:\d+: error: .*needs 57 cards with 7 players and the deck has 52\./),
      expect.stringMatching(/^<game>\/table\.yaml:\d+:\d+: error: .*the rank "jack" has no `points`/),
      expect.stringMatching(/^<game>\/how-to-play\.yaml:\d+:\d+: error: the summary says "\*\*5 cards\*\*"/),
    ]);
  });

  it('refuses a suit or a rank named twice, at the second', () => {
    const found = errors(['table.yaml', '{ id: spades, name: Spades', '{ id: clubs, name: Spades'], ['table.yaml', '{ id: "9", name: Nine', '{ id: "7", name: Nine']);
    expect(found).toEqual(['<game>/table.yaml:10:13: error: duplicate id "clubs": already used on line 9. Ids in a list must be unique; rename one.', '<game>/table.yaml:20:13: error: duplicate id "7": already used on line 18. Ids in a list must be unique; rename one.']);
  });

  it('refuses an argument a special script step does not take, at its line', () => {
    const found = errors(['rules.yaml', '- skip: {}', '- skip: { count: 1, over: 2 }']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^<game>\/rules\.yaml:\d+:\d+: error: /);
  });
});

describe('the how-to-play summary', () => {
  it('must say the player count and each hand size table.yaml deals', () => {
    const found = errors(['table.yaml', '{ min: 2, max: 2, count: 7 }', '{ min: 2, max: 2, count: 6 }']);
    expect(found).toEqual([expect.stringMatching(/^<game>\/how-to-play\.yaml:\d+:\d+: error: .*"\*\*7 cards\*\*".*write "\*\*6 cards\*\*" here/)]);
  });
});
