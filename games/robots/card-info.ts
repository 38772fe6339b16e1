import { deckCardLook, suitSymbols, type RobotLook, type SuitSymbol } from './card-looks.ts';
import { cardOf, deckOf, pointsOf } from './cards.ts';
import type { ColourDef, PowerDef, RobotsContent } from './content-types.ts';
import { powerOf } from './rules/powers.ts';
import type { CardId } from './state.ts';

/** Everything a face shows about one card of the deck, read from content. */
export interface CardInfo {
  id: CardId;
  kind: 'number' | 'star' | 'wild';
  /** The big mark in the corners: the number, ★ or W. */
  mark: string;
  /** How players say it: "Red 9", "Red Star", "Wild Robot". */
  name: string;
  colour: ColourDef | null;
  /** The paint of the card: its colour, or the wilds' colour. */
  display: string;
  points: number;
  /** The power the card carries in this variant, if any. */
  power: PowerDef | undefined;
  /** For sorting: the number, the star as one above the highest, wilds after it. */
  order: number;
  /**
   * The suit's symbol in the corner, different for every colour (none on a wild). Optional
   * only so a hand-made CardInfo still type-checks; cardInfo() always sets it.
   */
  symbol?: SuitSymbol;
  /** An artist's picture from deck.yaml's `art`, a path under ui/public. */
  art?: string;
  /** The generated robot, used when there is no `art`. */
  look?: RobotLook;
}

export const STAR_MARK = '★';
export const WILD_MARK = 'W';

export function cardInfo(content: RobotsContent, variant: string, id: CardId): CardInfo {
  const deck = deckOf(content);
  const card = cardOf(deck, id);
  const points = pointsOf(content, card);
  const art = content.deck.art?.[id];
  if (card.kind === 'wild') {
    const { name, display } = content.deck.wilds;
    // The wilds are a suit of their own for the pictures: one index past the colours.
    const look = deckCardLook({ id, kind: 'wild', colourIndex: deck.colours.length + 1, tint: display }, deck.high);
    return { id, kind: 'wild', mark: WILD_MARK, name, colour: null, display, points, power: undefined, order: deck.starHigh + 1, art, look };
  }
  const colourIndex = content.deck.colours.findIndex((c) => c.id === card.colour);
  const colour = content.deck.colours[colourIndex];
  const power = powerOf(content, variant, id);
  const symbol = suitSymbols(content.deck).get(colour.id);
  const look = deckCardLook({ id, kind: card.kind, number: card.kind === 'number' ? card.number : undefined, colourIndex, tint: colour.display, power: power?.id }, deck.high);
  const shared = { id, colour, display: colour.display, points, power, symbol, art, look };
  if (card.kind === 'star') {
    return { ...shared, kind: 'star', mark: STAR_MARK, name: `${colour.name} ${content.deck.star.name}`, order: deck.starHigh };
  }
  return { ...shared, kind: 'number', mark: String(card.number), name: `${colour.name} ${card.number}`, order: card.number };
}
