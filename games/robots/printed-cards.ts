import type { CardRecord } from '../kit/cards/card-records.ts';
import { cardInfo, type CardInfo } from './card-info.ts';
import { constructLook } from './card-looks.ts';
import { deckOf, type Card } from './cards.ts';
import type { ConstructDef, RobotsContent } from './content-types.ts';

/**
 * ROBOTS! prints its deck (with the powers of the first variant, the one a box is sold with)
 * and its Constructed Robots. The optional fields are listed even when absent, so a template
 * may test them (`when: power`).
 */
export function robotsPrintedCards(content: RobotsContent): CardRecord[] {
  return [...deckOf(content).cards.map((card) => deckRecord(content, card)), ...content.constructs.robots.map((robot) => constructRecord(content, robot))];
}

/** What only the table shows on a deck card: what a star or wild stands for in a spread, and a short note up its index strip. */
export interface DeckMarks {
  standsFor?: number | null;
  badge?: string;
}

/**
 * A deck card's fields, with one variant's powers and the table's marks (none in print).
 * `spoken` is what a screen reader says: "Red 12, power: Recycle", and the note when there is one
 * (drawn, it is a picture a screen reader skips).
 */
export function deckFields(info: CardInfo, marks: DeckMarks = {}) {
  const { kind, mark, name, display, points, power, symbol, art, look } = info;
  // A number is itself wherever it lies: only a star or a wild stands for another.
  const standsFor = kind === 'number' || marks.standsFor === null ? undefined : marks.standsFor;
  const spoken = `${name}${standsFor === undefined ? '' : `, standing for ${standsFor}`}${power ? `, power: ${power.name}` : ''}${marks.badge ? `, ${marks.badge}` : ''}`;
  return { kind, mark, colour: info.colour?.id, display, symbol, points, power: power?.id, powerName: power?.name, emblem: look?.emblem, powered: power !== undefined, art, look, spoken, standsFor, badge: marks.badge };
}

function deckRecord(content: RobotsContent, card: Card): CardRecord {
  const deck = deckOf(content);
  const info = cardInfo(content, content.powers.variants[0].id, card.id);
  const { kind, name, points, power } = info;
  const fields = deckFields(info);
  const star = kind === 'star' ? ` Counts as ${deck.starLow} or ${deck.starHigh} in a run, never in between.` : '';
  const wild = kind === 'wild' ? ' Stands for any number in a run or a set, but a set holding one never constructs a robot.' : '';
  const carried = power ? ` Power, when discarded: ${power.name}: ${power.text}` : '';
  return { type: 'deck', id: card.id, name, count: 1, description: `${name}: ${points} points.${star}${wild}${carried}`, fields };
}

function constructRecord(content: RobotsContent, robot: ConstructDef): CardRecord {
  const colours = content.deck.colours;
  const rules = `${robot.text} Built from the ${robot.number} of every colour, no wild: +${content.rules.constructBonus} points, and no attack can touch it.`;
  const fields = {
    ...robot,
    art: robot.art,
    flavor: robot.flavor,
    rules,
    primary: colours[robot.number % colours.length].display,
    accent: content.deck.wilds.display,
    look: constructLook(content.deck, robot),
  };
  return { type: 'construct', id: robot.id, name: robot.name, count: 1, description: `Constructed Robot · ${robot.number}s. ${rules}`, fields };
}
