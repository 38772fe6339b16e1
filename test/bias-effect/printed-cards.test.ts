import { describe, expect, it } from 'vitest';
import { cardFormatOf } from '../../games/kit/cards/card-formats.ts';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { checkCardFaces } from '../../games/kit/cards/check-card-faces.ts';
import { cardFacesOf } from '../../games/kit/cards/face-template.ts';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { biasPrintedCards } from '../../games/bias-effect/printed-cards.ts';
import { content } from './support.ts';

const records = biasPrintedCards(content);
const sizeOf = (type: string) => cardSizeMm(cardFormatOf(content, type, 'bias-effect').size);
const of = (type: string, id: string) => records.find((r) => r.type === type && r.id === id)!;

describe('Bias Effect printed cards', () => {
  it('lists every design of every kind once, as many times as a set holds it (one of each Identity)', () => {
    const expected = [
      ...content.identities.identities.map((c) => ['identity', c.id, c.name, 1]),
      ...content.beliefs.beliefs.map((c) => ['belief', c.id, c.title, c.copies]),
      ...content.life.life.map((c) => ['life', c.id, c.name, c.copies]),
      ...content.algorithms.algorithms.map((c) => ['algorithm', c.id, c.name, c.copies]),
    ];
    expect(records.map((r) => [r.type, r.id, r.name, r.count])).toEqual(expected);
    expect(biasEffect.printedCards).toBe(biasPrintedCards);
  });

  it('gives each face its entry and the words it derives: the bonus line, the side, the trade-in in chips', () => {
    const identity = content.identities.identities.find((c) => c.bonus === 'larger')!;
    expect(of('identity', identity.id).fields).toMatchObject({ ...identity, bonusLine: `Bias bonus from the larger side: +${content.rules.bonusPerBelief} each` });
    const right = content.beliefs.beliefs.find((c) => c.side === 'right')!;
    expect(of('belief', right.id).fields).toMatchObject({ ...right, sideName: 'Right' });
    const algorithm = content.algorithms.algorithms.find((c) => c.value === 1) ?? content.algorithms.algorithms[0];
    expect(of('algorithm', algorithm.id).fields).toMatchObject({ ...algorithm, chips: `${algorithm.value} ${algorithm.value === 1 ? 'chip' : 'chips'}` });
    const life = content.life.life[0];
    expect(of('life', life.id).fields).toMatchObject({ ...life });
  });

  it('lists the optional fields even when the entry leaves them out, and a Life card’s `lit` unset, so the templates’ checks know them', () => {
    for (const record of records) expect(Object.keys(record.fields), record.id).toContain('art');
    for (const record of records.filter((r) => r.type === 'life')) {
      expect(Object.keys(record.fields)).toEqual(expect.arrayContaining(['flavor', 'lit']));
      expect(record.fields.lit).toBeUndefined();
    }
    const faces = cardFacesOf(content)!;
    expect(checkCardFaces('bias-effect', faces, records, sizeOf)).toEqual([]);
    // Without them, the template's `when: art` and `when: lit` read fields no card has.
    const bare = records.map((r) => ({ ...r, fields: Object.fromEntries(Object.entries(r.fields).filter(([key]) => key !== 'art' && key !== 'lit')) }));
    const messages = checkCardFaces('bias-effect', faces, bare, sizeOf).map((i) => i.message);
    expect(messages.some((m) => m.includes('no field "art"'))).toBe(true);
    expect(messages.some((m) => m.includes('no field "lit"'))).toBe(true);
  });

  it('describes each card in plain words for Tabletop Simulator: goal and bonus, side and position, each outcome, effect and trade-in', () => {
    const identity = content.identities.identities[0];
    expect(of('identity', identity.id).description).toBe(`${identity.goal} Bias bonus from every Left belief: +${content.rules.bonusPerBelief} each.`);
    const belief = content.beliefs.beliefs.find((c) => c.side === 'left')!;
    expect(of('belief', belief.id).description).toBe(`Left belief. ${belief.text}`);
    const life = content.life.life[0];
    expect(of('life', life.id).description).toBe(`${life.flavor ? `${life.flavor} ` : ''}If the A.I. leans Left: ${life.outcomes.left.text} If it leans Right: ${life.outcomes.right.text} If neither: ${life.outcomes.neutral.text}`);
    const algorithm = content.algorithms.algorithms[0];
    expect(of('algorithm', algorithm.id).description).toBe(`${algorithm.text} Trade in for ${algorithm.value} ${algorithm.value === 1 ? 'chip' : 'chips'}.`);
  });
});
