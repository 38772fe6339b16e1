import { describe, expect, it } from 'vitest';
import { deckOf } from '../../games/robots/cards.ts';
import { checkRobotsContent } from '../../games/robots/content-checks.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { robots } from '../../games/robots/index.ts';
import { KIT_CONTENT_FILES } from '../../games/kit/kit-content-files.ts';
import { content } from './support.ts';

const edit = (change: (c: RobotsContent) => void): RobotsContent => {
  const copy = structuredClone(content);
  change(copy);
  return copy;
};
const messages = (c: RobotsContent) => checkRobotsContent(c).map((i) => `${i.file}:${i.path.join('.')}: ${i.message}`);

describe('ROBOTS! content', () => {
  it('the fixture content is clean and builds the 74-card deck', () => {
    expect(checkRobotsContent(content)).toEqual([]);
    const deck = deckOf(content);
    expect(deck.cards).toHaveLength(74);
    expect(deck.cards.filter((c) => c.kind === 'star')).toHaveLength(5);
    expect(deck.cards.filter((c) => c.kind === 'wild')).toHaveLength(4);
    expect([deck.starLow, deck.starHigh]).toEqual([1, 15]);
    expect(content.constructs.robots.map((r) => r.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(Object.keys(robots.contentFiles)).toEqual(['deck', 'rules', 'powers', 'constructs', ...Object.keys(KIT_CONTENT_FILES)]);
  });

  it('refuses a deck too small to deal every player count', () => {
    expect(messages(edit((c) => (c.rules.handSize = 15)))).toEqual([
      'rules:handSize: with 5 players a deal takes 15 × 5 + 1 = 76 cards, but the deck has 74; lower handSize or players.max.',
    ]);
  });

  it('refuses a power mapping that names no power, a number off the deck, or a number carrying two powers', () => {
    const bad = edit((c) => {
      c.powers.carriers[0].power = 'laser';
      c.powers.carriers[1].number = 15;
      c.powers.carriers[2].number = 13;
      c.powers.variants[1].starPower = 'black-hole';
    });
    expect(messages(bad)).toEqual([
      expect.stringMatching(/^powers:carriers.0.power: no power has the id "laser": the powers are extra-parts, /),
      'powers:carriers.1.number: no card has the number 15: the deck runs from 2 to 14.',
      'powers:carriers.3.number: the number 13 already carries recycle: a number carries one power.',
      expect.stringMatching(/^powers:variants.1.starPower: no power has the id "black-hole"/),
      // With their carrier and star variant renamed away, these two powers ride on no card.
      expect.stringMatching(/^powers:powers.0.id: no card carries the power "extra-parts", so it never fires/),
      expect.stringMatching(/^powers:powers.5.id: no card carries the power "singularity", so it never fires/),
    ]);
  });

  it('needs one Constructed Robot for every number', () => {
    const bad = edit((c) => {
      c.constructs.robots.pop();
      c.constructs.robots[1].number = 2;
    });
    expect(messages(bad)).toEqual([
      'constructs:robots.1.number: a second Constructed Robot for 2 (the first is "tinkerbolt"): one robot per number.',
      'constructs:robots: no Constructed Robot for the number 3: every number from 2 to 14 needs one.',
      'constructs:robots: no Constructed Robot for the number 14: every number from 2 to 14 needs one.',
    ]);
  });

  it('needs points for every number, in ranges that do not overlap', () => {
    expect(messages(edit((c) => (c.deck.points[1].from = 11)))).toEqual(['deck:points: no points range covers the number 10: every number from 2 to 14 needs one.']);
    expect(messages(edit((c) => (c.deck.points[1].from = 9)))).toEqual(['deck:points.1: the number 9 falls in two points ranges; ranges must not overlap.']);
  });

  it('refuses reversed ranges', () => {
    expect(messages(edit((c) => (c.rules.players.max = 1)))).toContain('rules:players.max: players.max is 1, less than players.min (2).');
    expect(messages(edit((c) => (c.deck.numbers.high = 1)))[0]).toBe('deck:numbers.high: numbers.high is 1, less than numbers.low (2).');
  });
});
