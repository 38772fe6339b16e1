import type { CardRecord } from '../kit/cards/card-records.ts';
import { cardInfo } from './card-info.ts';
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

function deckRecord(content: RobotsContent, card: Card): CardRecord {
  const deck = deckOf(content);
  const info = cardInfo(content, content.powers.variants[0].id, card.id);
  const { kind, mark, name, display, points, power, symbol, art, look } = info;
  const fields = { kind, mark, colour: info.colour?.id, display, symbol, points, power: power?.id, powerName: power?.name, emblem: look?.emblem, powered: power !== undefined, art, look };
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
