import { describe, expect, it } from 'vitest';
import { cardFormatOf } from '../../games/kit/cards/card-formats.ts';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { checkCardFaces } from '../../games/kit/cards/check-card-faces.ts';
import { cardFacesOf } from '../../games/kit/cards/face-template.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { threeLawsPrintedCards } from '../../games/three-laws/printed-cards.ts';
import { content } from './support.ts';

const records = threeLawsPrintedCards(content);
const ofType = (type: string) => records.filter((r) => r.type === type);

describe("3 Laws of Robotics' printed cards", () => {
  it('lists each faction in every rank a deck uses, low to high, once each', () => {
    const ranks = [1, 2, 3, 4, 5];
    expect(ofType('faction').map((r) => r.id)).toEqual(content.factions.factions.flatMap((f) => ranks.map((rank) => `${f.id}-${rank}`)));
    const android2 = ofType('faction').find((r) => r.id === 'android-2')!;
    expect(android2).toMatchObject({ name: 'Android 2', count: 1 });
    // The faction's own id and name stay readable beside the card's (`id`, `name`).
    expect(android2.fields).toMatchObject({ faction: 'android', factionName: 'Android', rank: 2, palette: content.factions.factions[0].palette });
    expect(Object.hasOwn(android2.fields, 'art')).toBe(true);
    expect(android2.description).toContain('Androids, rank 2');
  });

  it('lists every Law Card with its optional fields named even when absent, and says who judges a law the players vote on', () => {
    expect(ofType('law').map((r) => r.id)).toEqual(content.laws.laws.map((l) => l.id));
    const engine = ofType('law').find((r) => r.id === 'short-questions')!;
    expect(engine.fields).toMatchObject({ judge: 'engine', text: 'Questions are four words or fewer.' });
    expect(['art', 'flavor'].every((key) => Object.hasOwn(engine.fields, key))).toBe(true);
    expect(engine.description).toBe('Questions are four words or fewer.');
    const voted = ofType('law').find((r) => r.id === 'be-kind')!;
    expect(voted.fields.judge).toBe('players');
    expect(voted.description).toMatch(/^Every answer is kind\. The players judge this law/);
  });

  it('lists a Victory Point card of each value as many times as the deck holds it', () => {
    expect(ofType('victory-point').map((r) => [r.id, r.name, r.count, r.fields.value])).toEqual([
      ['vp-1', '1 Victory Point', 80, 1],
      ['vp-2', '2 Victory Points', 50, 2],
      ['vp-3', '3 Victory Points', 30, 3],
    ]);
  });

  it('is the module the exports and the table read', () => {
    expect(threeLaws.printedCards?.(content)).toEqual(records);
  });

  it("draws every kind from a template that reads only the cards' fields", () => {
    const faces = cardFacesOf(content)!;
    expect(faces.faces.map((f) => f.type).sort()).toEqual(['faction', 'law', 'victory-point']);
    expect(checkCardFaces('three-laws', faces, records, (type) => cardSizeMm(cardFormatOf(content, type, 'three-laws').size))).toEqual([]);
  });
});
