import { violation, type Violation } from '../../kit/violation.ts';
import { cardOf, type Card, type Deck } from '../cards.ts';
import type { CardId, Spread } from '../state.ts';
import { everyOf } from '../../kit/frozen-lists.ts';

export type SpreadKind = 'run' | 'set';
export type RunEnd = 'low' | 'high';

/** A run's shape: its colour and the value each card stands for, low to high. */
export interface RunShape {
  colour: string;
  values: number[];
}

const isRunKind = (kind: unknown): kind is SpreadKind => kind === 'run' || kind === 'set';
export const checkKind = (kind: unknown): Violation | undefined =>
  isRunKind(kind) ? undefined : violation('unknown-kind', 'Say whether the spread is a run or a set.');

const colourOf = (card: Card) => (card.kind === 'wild' ? null : card.colour);

/** A natural card's number in a set: its number, or 'star'. */
const rankOf = (card: Card) => (card.kind === 'number' ? card.number : 'star');

/** Whether `card` may stand for `value` in a run of `colour`. A wild stands anywhere, the star only at either end. */
export function fitsRunValue(deck: Deck, card: Card, colour: string, value: number): boolean {
  if (value < deck.starLow || value > deck.starHigh) return false;
  if (card.kind === 'wild') return true;
  if (card.colour !== colour) return false;
  if (card.kind === 'star') return value === deck.starLow || value === deck.starHigh;
  return card.number === value;
}

/**
 * The cards, listed low to high, as a run: one colour in sequence, the star as the lowest
 * or highest value, wilds where they are listed, no wrap-around.
 */
export function formRun(deck: Deck, ids: CardId[], minSpread: number): RunShape | Violation {
  const cards = ids.map((id) => cardOf(deck, id));
  if (cards.length < minSpread) return violation('too-short', `A spread needs at least ${minSpread} cards.`);
  const naturals = cards.filter((c) => c.kind !== 'wild');
  if (naturals.length === 0) return violation('all-wild', 'A spread needs at least one card that is not wild.');
  const colour = colourOf(naturals[0])!;
  if (naturals.some((c) => colourOf(c) !== colour)) return violation('mixed-colours', 'A run is of one colour: every card but the wilds must match.');
  const first = cards.findIndex((c) => c.kind !== 'wild');
  const anchor = cards[first];
  const anchorValues = anchor.kind === 'star' ? [deck.starLow, deck.starHigh] : [(anchor as { number: number }).number];
  for (const value of anchorValues) {
    const start = value - first;
    const values = cards.map((_, i) => start + i);
    if (cards.every((c, i) => fitsRunValue(deck, c, colour, values[i]))) return { colour, values };
  }
  return violation(
    'not-a-run',
    `These cards do not run in sequence from low to high (the star counts as ${deck.starLow} or ${deck.starHigh}, a run never wraps around): list them in order, wilds where they stand.`,
  );
}

/** The cards as a set: one number (or stars). The deck holds one card per colour and number, so no colour repeats. */
export function formSet(deck: Deck, ids: CardId[], minSpread: number): { rank: number | 'star' } | Violation {
  const cards = ids.map((id) => cardOf(deck, id));
  if (cards.length < minSpread) return violation('too-short', `A spread needs at least ${minSpread} cards.`);
  const naturals = cards.filter((c) => c.kind !== 'wild');
  if (naturals.length === 0) return violation('all-wild', 'A spread needs at least one card that is not wild.');
  const rank = rankOf(naturals[0]);
  if (naturals.some((c) => rankOf(c) !== rank)) return violation('mixed-numbers', 'A set is of one number: every card but the wilds must match.');
  return { rank };
}

/** The values new cards take at one end of a run, or why they cannot go there. */
export function extendRunValues(deck: Deck, spread: Spread, ids: CardId[], end: RunEnd): number[] | Violation {
  const first = spread.cards[0].as!;
  const last = spread.cards[spread.cards.length - 1].as!;
  const values = ids.map((_, i) => (end === 'high' ? last + 1 + i : first - ids.length + i));
  const fits = ids.every((id, i) => fitsRunValue(deck, cardOf(deck, id), spread.colour!, values[i]));
  if (!fits) {
    return violation('does-not-fit', `Those cards do not continue this run at its ${end} end (listed low to high, the star only as ${deck.starLow} or ${deck.starHigh}).`);
  }
  return values;
}

/** What a set's own cards say of any card joining it: whether every natural one is of its number, and how many are natural. */
interface SetReading {
  ofRank: boolean;
  naturals: number;
}

// A discard asks whether the card fits every spread on the table (the ROBOTS! window), and the
// bots ask it of every card of a hand: a frozen set's reading is made once, not card by card at
// every ask (its cards' lookups were 2.5% of a simulated game).
const setReadings = new WeakMap<Deck, WeakMap<Spread, SetReading>>();

function setReading(deck: Deck, spread: Spread): SetReading {
  let readings = setReadings.get(deck);
  if (!readings) setReadings.set(deck, (readings = new WeakMap()));
  const kept = readings.get(spread);
  if (kept) return kept;
  let naturals = 0;
  let ofRank = true;
  for (let i = 0; i < spread.cards.length; i++) {
    const c = cardOf(deck, spread.cards[i].card);
    if (c.kind === 'wild') continue;
    if (rankOf(c) !== spread.rank) ofRank = false;
    naturals++;
  }
  const reading = { ofRank, naturals };
  if (Object.isFrozen(spread) && Object.isFrozen(spread.cards) && everyOf(spread.cards, Object.isFrozen)) readings.set(spread, reading);
  return reading;
}

/** Whether one card joins a set: what `checkSetExtension` says of it, without building the set's list to say it. */
export function joinsSet(deck: Deck, spread: Spread, card: Card): boolean {
  return card.kind === 'wild' || rankOf(card) === spread.rank ? joinsRead(setReading(deck, spread), card) : false;
}

/** Which cards join a set, its reading made once for all of them (a bot asks it of every card of a hand). */
export function setJoiner(deck: Deck, spread: Spread): (card: Card) => boolean {
  const reading = setReading(deck, spread);
  return (card) => (card.kind === 'wild' || rankOf(card) === spread.rank) && joinsRead(reading, card);
}

// formSet takes the first natural card's number and refuses any other: every natural card must be of the set's own.
const joinsRead = ({ ofRank, naturals }: SetReading, card: Card): boolean => ofRank && naturals + (card.kind === 'wild' ? 0 : 1) > 0;

/** Whether one card goes onto a spread at all: what `fitExtension(deck, spread, [card], undefined)` allows, without wording a refusal. */
export function fitsOneCard(deck: Deck, spread: Spread, card: Card): boolean {
  if (spread.constructed !== null) return false;
  if (spread.kind === 'set') return joinsSet(deck, spread, card);
  return fitsRunValue(deck, card, spread.colour!, spread.cards[spread.cards.length - 1].as! + 1) || fitsRunValue(deck, card, spread.colour!, spread.cards[0].as! - 1);
}

/** Whether new cards join a set: of its number, or wild. */
export function checkSetExtension(deck: Deck, spread: Spread, ids: CardId[]): Violation | undefined {
  const all = [...spread.cards.map((p) => p.card), ...ids];
  const shape = formSet(deck, all, 1);
  if ('code' in shape) return violation('does-not-fit', `Those cards do not join this set: ${shape.message}`);
  return shape.rank === spread.rank ? undefined : violation('does-not-fit', 'Those cards are not of this set’s number.');
}

/** Where cards may go on an existing spread, with the end for a run; undefined end means "either". */
export function fitExtension(deck: Deck, spread: Spread, ids: CardId[], end: unknown): { end: RunEnd | null; values: (number | null)[] } | Violation {
  if (spread.constructed !== null) return violation('constructed', 'A Constructed Robot is complete: nothing can be added to it.');
  if (spread.kind === 'set') {
    if (end !== undefined && end !== null) return violation('set-has-no-end', 'A set has no ends: leave the end out.');
    const problem = checkSetExtension(deck, spread, ids);
    return problem ?? { end: null, values: ids.map(() => null) };
  }
  if (end !== undefined && end !== 'low' && end !== 'high') return violation('unknown-end', "Say which end of the run: 'low' or 'high'.");
  const ends: RunEnd[] = end === undefined ? ['high', 'low'] : [end];
  let problem: Violation | undefined;
  for (const e of ends) {
    const values = extendRunValues(deck, spread, ids, e);
    if (Array.isArray(values)) return { end: e, values };
    problem ??= values;
  }
  return problem!;
}

/** A constructed robot: a set of one number in every colour of the deck, no wild, all played by its owner. */
export function isConstruct(deck: Deck, spread: Spread): boolean {
  if (spread.kind !== 'set' || typeof spread.rank !== 'number') return false;
  const cards = spread.cards.map((p) => cardOf(deck, p.card));
  if (cards.some((c) => c.kind === 'wild') || spread.cards.some((p) => p.by !== spread.owner)) return false;
  const colours = new Set(cards.map(colourOf));
  return deck.colours.every((c) => colours.has(c));
}

/** Whether a spread on the table still has a valid shape (after an attack takes a card, it may not). */
export function isWhole(deck: Deck, spread: Spread, minSpread: number): boolean {
  const ids = spread.cards.map((p) => p.card);
  const shape = spread.kind === 'run' ? formRun(deck, ids, minSpread) : formSet(deck, ids, minSpread);
  if ('code' in shape) return false;
  if (spread.kind === 'set') return (shape as { rank: number | 'star' }).rank === spread.rank;
  const run = shape as RunShape;
  return run.colour === spread.colour && run.values.every((v, i) => v === spread.cards[i].as);
}
