import { describe, expect, it } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { evilPrintedCards } from '../../games/evil-robots/printed-cards.ts';
import { CARD_FORMATS_KEY } from '../../games/kit/cards/card-formats.ts';
import { content } from './support.ts';

describe('Evil Robots printed cards', () => {
  it('lists every Robot Card in its deck and every Power Card, once each, as the game module', () => {
    const records = evilRobots.printedCards!(content);
    expect(records.map((r) => [r.type, r.id, r.name, r.count])).toEqual([
      ...content.robots.robots.map((robot) => [`${robot.deck}-robot`, robot.id, robot.name, 1]),
      ...content['power-cards'].powerCards.map((power) => ['power', power.id, power.name, 1]),
    ]);
  });

  it("gives a Robot Card's face its entry, its type and deck in words and its cost, and lists `art` when absent", () => {
    const records = evilPrintedCards(content);
    for (const robot of content.robots.robots) {
      const { fields, description } = records.find((r) => r.id === robot.id)!;
      expect(fields).toMatchObject({ id: robot.id, text: robot.text, about: robot.about, deck: robot.deck, type: robot.type, cost: robot.cost });
      expect(Object.hasOwn(fields, 'art'), robot.id).toBe(true);
      expect(fields.deckName).toBe(robot.deck === 'left' ? 'Left' : 'Right');
      expect(fields.free).toBe(robot.type === 'endgame');
      expect(fields.costWords).toBe(robot.type === 'endgame' ? 'free' : `${robot.cost} Action ${robot.cost === 1 ? 'Token' : 'Tokens'}`);
      expect(description).toContain(robot.text);
      expect(description).toContain(`${fields.typeName} Robot Card, ${fields.deckName} deck`);
    }
    const endgame = records.find((r) => r.fields.type === 'endgame')!;
    expect(endgame.fields).toMatchObject({ typeName: 'Endgame', typeWhen: 'Revealed free when the game would end' });
    expect(endgame.description).toContain('revealed free');
  });

  it("draws the cost's Action Token in card-formats.yaml's look for it, and in none when content gives none", () => {
    const look = { type: 'action-token', face: '#123456', edge: '#abcdef', mark: '#fedcba' };
    const withLook = { ...content, [CARD_FORMATS_KEY]: { cards: [], pieces: [{ type: 'coin-heads', face: '#000000', edge: '#111111' }, look] } };
    const robots = (c: typeof content) => evilPrintedCards(c).filter((r) => r.type !== 'power');
    for (const record of robots(withLook)) expect(record.fields.token).toEqual(look);
    for (const record of robots(content)) expect(record.fields.token).toBeUndefined();
  });

  it("gives a Power Card's face its value, with `art` listed when absent, and says both sides in its description", () => {
    const powers = evilPrintedCards(content).filter((r) => r.type === 'power');
    for (const power of content['power-cards'].powerCards) {
      const record = powers.find((r) => r.id === power.id)!;
      expect(record.fields).toMatchObject({ value: power.value, name: power.name });
      expect(Object.hasOwn(record.fields, 'art')).toBe(true);
      expect(record.description).toBe(`Power Card ${power.value}: Power Level ${power.value} on its face, 0 on its other side.`);
    }
  });
});
