import type { ConstructDef, RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardFace } from '../../components/card/card-face.ts';
import { cardInfo } from './card-info.ts';
import { constructLook } from './robots-card-look.ts';

export const ROBOTS_GAME_ID = 'robots';
export const ROBOTS_TITLE = 'ROBOTS!';

/** A Constructed Robot as the shared Card draws it: a robot built from one part of every colour. */
export function constructFace(content: RobotsContent, robot: ConstructDef): CardFace {
  const colours = content.deck.colours;
  return {
    id: robot.id,
    name: robot.name,
    typeLine: `Constructed Robot · ${robot.number}s`,
    text: `${robot.text} Built from the ${robot.number} of every colour, no wild: +${content.rules.constructBonus} points, and no attack can touch it.`,
    flavor: robot.flavor,
    art: robot.art,
    palette: { primary: colours[robot.number % colours.length].display, accent: content.deck.wilds.display },
    figure: 'robot',
    robot: constructLook(content.deck, robot),
  };
}

/**
 * A deck card as the shared Card draws it, for the card gallery: the name says the number,
 * the type line the colour and points, the text the power (the default variant's).
 */
export function deckCardFace(content: RobotsContent, cardId: string): CardFace {
  const variant = content.powers.variants[0].id;
  const info = cardInfo(content, variant, cardId);
  const star = info.kind === 'star' ? `Counts as ${content.deck.numbers.low - 1} or ${content.deck.numbers.high + 1} in a run, never in between. ` : '';
  const wild = info.kind === 'wild' ? 'Stands for any number in a run or a set, but a set holding one never constructs a robot.' : '';
  const starPowers = content.powers.variants.filter((v) => v.starPower).map((v) => `${v.name} variant: ${content.powers.powers.find((p) => p.id === v.starPower)?.name}.`);
  const power = info.power ? `${info.power.name}: ${info.power.text}` : info.kind === 'star' ? starPowers.join(' ') : info.kind === 'number' ? 'No power.' : '';
  return {
    id: cardId,
    name: info.kind === 'number' ? info.mark : info.name,
    typeLine: `${info.colour?.name ?? 'Wild'} · ${info.points} points`,
    text: `${star}${wild}${power}`.trim(),
    palette: { primary: info.display, accent: info.kind === 'wild' ? '#2a2a2a' : content.deck.wilds.display },
    figure: 'robot',
    art: info.art,
    // The gallery shows the same robot as the table, so a card is recognisable in both.
    robot: info.look,
  };
}

/** Any card of ROBOTS! by id: a deck card (`red-9`, `red-star`, `wild-1`) or a Constructed Robot's id. */
export function faceForCardId(content: RobotsContent, cardId: string): CardFace {
  const robot = content.constructs.robots.find((r) => r.id === cardId);
  return robot ? constructFace(content, robot) : deckCardFace(content, cardId);
}
