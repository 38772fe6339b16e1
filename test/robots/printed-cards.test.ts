import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkCardFaces } from '../../games/kit/cards/check-card-faces.ts';
import { CARD_SIZES } from '../../games/kit/cards/card-sizes.ts';
import type { CardFacesFile } from '../../games/kit/cards/face-template.ts';
import { deckOf } from '../../games/robots/cards.ts';
import { robots } from '../../games/robots/index.ts';
import { robotsPrintedCards } from '../../games/robots/printed-cards.ts';
import { content } from './support.ts';

const POKER_MM = CARD_SIZES.poker;

const records = robotsPrintedCards(content);
const byId = (id: string) => records.find((card) => card.id === id)!;
const faces = parse(readFileSync(new URL('../fixtures/robots/good/robots/card-faces.yaml', import.meta.url), 'utf8')) as CardFacesFile;

describe('ROBOTS! printed cards', () => {
  it('lists every deck card and every Constructed Robot once, through the game module', () => {
    expect(robots.printedCards?.(content)).toEqual(records);
    expect(records.filter((card) => card.type === 'deck').map((card) => card.id)).toEqual(deckOf(content).cards.map((card) => card.id));
    expect(records.filter((card) => card.type === 'construct').map((card) => card.id)).toEqual(content.constructs.robots.map((robot) => robot.id));
    expect(new Set(records.map((card) => card.id)).size).toBe(records.length);
  });

  it("gives a deck card its corner, its robot and the first variant's power", () => {
    expect(byId('red-14')).toMatchObject({ name: 'Red 14', fields: { kind: 'number', mark: '14', colour: 'red', symbol: 'heart', display: '#c8363a', power: 'freakin-laser-beam', powerName: "Freakin' Laser Beam", emblem: 'laser', powered: true } });
    expect(byId('red-9').fields).toMatchObject({ mark: '9', powered: false, power: undefined });
    expect(byId('blue-star').fields).toMatchObject({ kind: 'star', mark: '★', symbol: 'square', powered: false });
    expect(byId('wild-2')).toMatchObject({ name: 'Wild Robot', fields: { kind: 'wild', mark: 'W', symbol: undefined, display: content.deck.wilds.display } });
  });

  it('lists the optional fields even when a card leaves them out, so a template may test them', () => {
    for (const id of ['red-9', 'wild-1']) expect(Object.keys(byId(id).fields)).toEqual(expect.arrayContaining(['art', 'power', 'powerName', 'emblem', 'symbol']));
    const robot = content.constructs.robots.find((r) => r.flavor === undefined)!;
    expect(Object.keys(byId(robot.id).fields)).toEqual(expect.arrayContaining(['art', 'flavor']));
  });

  it('describes each card in plain words for Tabletop Simulator', () => {
    expect(byId('red-14').description).toBe(`Red 14: 10 points. Power, when discarded: Freakin' Laser Beam: ${content.powers.powers.find((p) => p.id === 'freakin-laser-beam')!.text}`);
    expect(byId('red-star').description).toBe('Red Star: 15 points. Counts as 1 or 15 in a run, never in between.');
    expect(byId('wild-1').description).toContain('Stands for any number in a run or a set');
    const robot = content.constructs.robots[0];
    expect(byId(robot.id).description).toBe(`Constructed Robot · ${robot.number}s. ${robot.text} Built from the ${robot.number} of every colour, no wild: +${content.rules.constructBonus} points, and no attack can touch it.`);
    expect(byId(robot.id).fields).toMatchObject({ rules: expect.stringContaining(robot.text), primary: expect.any(String), accent: content.deck.wilds.display });
  });

  it("reads only fields the cards have: the fixture's card-faces.yaml passes the template checks", () => {
    expect(checkCardFaces('robots', faces, records, () => POKER_MM)).toEqual([]);
  });

  it('names a view no card is drawn in, in a layer or a paragraph, with the view meant', () => {
    const typo = structuredClone(faces);
    typo.faces[0].layers.push({ box: 'safe', text: '{name}', when: { field: 'view', is: ['print', 'mnii'] } });
    typo.faces[1].layers.push({ box: 'safe', paragraphs: [{ text: '{rules}', unless: { field: 'view', is: 'tablet' } }] });
    expect(checkCardFaces('robots', typo, records, () => POKER_MM).map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      `faces.0.layers.${typo.faces[0].layers.length - 1}.when.is: a card is drawn in no view "mnii": write \`mini\`.`,
      `faces.1.layers.${typo.faces[1].layers.length - 1}.paragraphs.0.unless.is: a card is drawn in no view "tablet": views are \`print\`, \`regular\`, \`small\`, \`tiny\`, \`mini\`, \`micro\`.`,
    ]);
  });

  it('names a field the deck cards lack', () => {
    const typo = structuredClone(faces);
    typo.faces[0].layers.push({ box: 'safe', text: '{powerNmae}' });
    expect(checkCardFaces('robots', typo, records, () => POKER_MM).map((issue) => issue.message)).toEqual([expect.stringContaining('deck cards have no field "powerNmae": write `powerName`')]);
  });
});
