import { SUIT_SYMBOLS, type Emblem, type RobotLook, type SuitSymbol } from '../kit/cards/robot-look.ts';
import type { DeckFile } from './content-types.ts';

/**
 * How a ROBOTS! card's picture and corner are chosen from content: each colour's suit symbol,
 * each power's emblem, and the generated robot of every card. Plain data, so the printed cards'
 * fields (printed-cards.ts) and the table's faces read the same choices; ui/components/card
 * draws the symbols, emblems and robots these name.
 */

export type { Emblem, RobotLook, SuitSymbol } from '../kit/cards/robot-look.ts';

/** The symbols the shipped colours would pick by themselves; content may say otherwise. */
const SYMBOL_BY_COLOUR: Record<string, SuitSymbol> = { gray: 'gear', purple: 'diamond', red: 'heart', green: 'triangle', blue: 'square' };

const symbolCache = new WeakMap<DeckFile, Map<string, SuitSymbol>>();

/**
 * Every colour's suit symbol, all different: the one content gives, else the usual one for
 * that colour id, else the first one no other colour uses. A symbol two colours share in
 * content goes to the first; the second gets a free one, since a shared symbol would defeat
 * its purpose (telling suits apart without colour).
 */
export function suitSymbols(deck: DeckFile): Map<string, SuitSymbol> {
  const known = symbolCache.get(deck);
  if (known) return known;
  const taken = new Set<SuitSymbol>();
  const chosen = new Map<string, SuitSymbol>();
  const claim = (id: string, symbol: SuitSymbol | undefined) => {
    if (symbol === undefined || taken.has(symbol) || chosen.has(id)) return;
    chosen.set(id, symbol);
    taken.add(symbol);
  };
  // Content first (in deck order), so a default never steals a symbol content asked for.
  for (const colour of deck.colours) claim(colour.id, colour.symbol);
  for (const colour of deck.colours) claim(colour.id, SYMBOL_BY_COLOUR[colour.id]);
  deck.colours.forEach((colour, i) => claim(colour.id, SUIT_SYMBOLS.find((s) => !taken.has(s)) ?? SUIT_SYMBOLS[i % SUIT_SYMBOLS.length]));
  symbolCache.set(deck, chosen);
  return chosen;
}

/** Each power's emblem; a power added to powers.yaml later gets a sparkle until it has its own. */
const EMBLEM_BY_POWER: Record<string, Emblem> = {
  'extra-parts': 'wrench',
  'tractor-beam': 'ufo',
  recycle: 'recycle',
  'force-field': 'shield',
  'freakin-laser-beam': 'laser',
  singularity: 'vortex',
};

export function emblemOf(powerId: string | undefined): Emblem | undefined {
  if (powerId === undefined) return undefined;
  return EMBLEM_BY_POWER[powerId] ?? 'spark';
}

/** What a deck card is, as far as its picture cares. */
export interface DeckCardKind {
  id: string;
  kind: 'number' | 'star' | 'wild';
  number?: number;
  colourIndex: number;
  tint: string;
  power?: string;
}

/**
 * The robot of one deck card. Its ordinal is its number (a star one past the highest, a wild
 * past that by its own number), so the cards of a suit all have different faces; the suit's
 * index shifts faces between suits.
 */
export function deckCardLook(card: DeckCardKind, high: number): RobotLook {
  const wildNumber = Number(/(\d+)$/.exec(card.id)?.[1] ?? 0);
  const ordinal = card.kind === 'number' ? (card.number ?? 0) : card.kind === 'star' ? high + 1 : high + 2 + wildNumber;
  return {
    seed: card.id,
    ordinal,
    suit: card.colourIndex,
    tint: card.tint,
    emblem: emblemOf(card.power),
    kind: card.kind === 'number' ? 'plain' : card.kind,
  };
}

/** A Constructed Robot: one part in each colour of the deck, its face from its number. */
export function constructLook(deck: DeckFile, robot: { id: string; number: number }): RobotLook {
  const colours = deck.colours.map((c) => c.display);
  // Start the parts at a different colour for every number, so the 13 robots are not all painted alike.
  const parts = colours.map((_, i) => colours[(i + robot.number) % colours.length]);
  return { seed: `construct:${robot.id}`, ordinal: robot.number, suit: deck.colours.length, tint: parts[0], parts, kind: 'construct' };
}
