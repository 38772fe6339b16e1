import { cardOf, type Card, type Deck } from '../cards.ts';
import type { CardId, Spread } from '../state.ts';
import { fitsRunValue, formRun, formSet, joinsSet, setJoiner, type RunEnd, type SpreadKind } from './spreads.ts';

/** A play a player could make: a new spread, or cards added to a spread on the table. */
export type Play = { move: 'layDown'; args: [SpreadKind, CardId[]] } | { move: 'extend'; args: [string, CardId[], RunEnd | undefined] };

/**
 * These searches run for every card of the Scrap Heap a player might take, at every draw the
 * bots weigh (most of a simulated ROBOTS! game's time): they read a hand once into run slots and
 * count a run's gaps, where they built every run's list of cards to test it.
 */

/** A hand read once, card by card: its natural cards, and its wilds with `first` (if a wild of the hand) leading, so a search can insist on using it. */
function partsOf(deck: Deck, hand: readonly CardId[], first?: CardId): { naturals: Card[]; wilds: CardId[] } {
  const naturals: Card[] = [];
  const wilds: CardId[] = [];
  let firstWild = false;
  // Indexed loops over the state's frozen lists here and below: for...of over a frozen list made an iterator result an entry.
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i];
    const card = cardOf(deck, id);
    if (card.kind !== 'wild') naturals.push(card);
    else if (id === first) firstWild = true;
    else wilds.push(id);
  }
  if (firstWild) wilds.unshift(first!);
  return { naturals, wilds };
}

/**
 * The natural cards of one colour by the value they stand for in a run (index = value): each
 * number at its own, the star at both ends (starLow and starHigh). The deck holds one card per
 * colour and number, so a value has at most one card.
 */
function runSlots(deck: Deck, naturals: readonly Card[], colour: string): (CardId | undefined)[] {
  const slots: (CardId | undefined)[] = new Array(deck.starHigh + 1).fill(undefined);
  for (const card of naturals) {
    if (card.kind === 'wild' || card.colour !== colour) continue;
    if (card.kind === 'number') slots[card.number] = card.id;
    else slots[deck.starLow] = slots[deck.starHigh] = card.id;
  }
  return slots;
}

/** The values a natural card of the slots stands at, low to high. */
function filledValues(slots: readonly (CardId | undefined)[]): number[] {
  const values: number[] = [];
  for (let v = 0; v < slots.length; v++) if (slots[v] !== undefined) values.push(v);
  return values;
}

/** Whether the star, standing at both ends, would be wanted twice in a run from `a` to `b`: its second end then takes a wild. */
const starTwice = (deck: Deck, a: number, b: number) => a === deck.starLow && b === deck.starHigh;

/** How many wilds a run of the slots' colour from `a` to `b` needs. */
function gapsIn(deck: Deck, slots: readonly (CardId | undefined)[], a: number, b: number): number {
  let gaps = starTwice(deck, a, b) ? 1 : 0;
  for (let v = a; v <= b; v++) if (slots[v] === undefined) gaps++;
  return gaps;
}

/** The run from `a` to `b`, low to high: each value's natural card, or the next wild. */
function runCards(deck: Deck, slots: readonly (CardId | undefined)[], a: number, b: number, wilds: readonly CardId[]): CardId[] {
  const cards: CardId[] = [];
  let wildsUsed = 0;
  for (let v = a; v <= b; v++) {
    const natural = v === b && starTwice(deck, a, b) ? undefined : slots[v];
    cards.push(natural ?? wilds[wildsUsed++]);
  }
  return cards;
}

/** The natural cards of each number (and of the stars), in the order the hand first shows each. */
function setsOf(naturals: readonly Card[]): Map<number | 'star', CardId[]> {
  const ranks = new Map<number | 'star', CardId[]>();
  for (const c of naturals) {
    const rank = c.kind === 'number' ? c.number : 'star';
    const cards = ranks.get(rank);
    if (cards) cards.push(c.id);
    else ranks.set(rank, [c.id]);
  }
  return ranks;
}

const setPlay = (cards: readonly CardId[], wilds: readonly CardId[], short: number): Play => ({ move: 'layDown', args: ['set', [...cards, ...wilds.slice(0, short)]] });

/**
 * A bounded list of new spreads a hand can lay down: for each colour, every run from one
 * natural card to another with the gaps filled by wilds; for each number (and the stars),
 * the set of all its natural cards, topped up with wilds to the minimum if short.
 */
export function spreadCandidates(deck: Deck, hand: readonly CardId[], minSpread: number, firstWild?: CardId): Play[] {
  const { naturals, wilds } = partsOf(deck, hand, firstWild);
  const plays: Play[] = [];
  for (const colour of deck.colours) {
    const slots = runSlots(deck, naturals, colour);
    const values = filledValues(slots);
    for (let i = 0; i < values.length; i++) {
      for (let j = i + 1; j < values.length; j++) {
        const [a, b] = [values[i], values[j]];
        if (b - a + 1 < minSpread || gapsIn(deck, slots, a, b) > wilds.length) continue;
        plays.push({ move: 'layDown', args: ['run', runCards(deck, slots, a, b, wilds)] });
      }
    }
  }
  for (const cards of setsOf(naturals).values()) {
    const short = Math.max(0, minSpread - cards.length);
    if (short <= wilds.length) plays.push(setPlay(cards, wilds, short));
  }
  return plays;
}

/** Whether a run of the slots from `a` to `b` would hold the natural `card` (the wild leading the wilds is checked apart). */
function runHolds(deck: Deck, own: Card, card: CardId, slots: readonly (CardId | undefined)[], a: number, b: number): boolean {
  if (own.kind === 'wild') return true;
  if (own.kind === 'star') return (a === deck.starLow || b === deck.starHigh) && slots[a === deck.starLow ? a : b] === card;
  return a <= own.number && own.number <= b && slots[own.number] === card;
}

/**
 * The first of `spreadCandidates(deck, hand, minSpread, card)` that holds `card`, found without
 * listing the others: a natural card can only be in a run of its colour holding its value or
 * the set of its number, and a wild (leading the wilds) only in a spread that needs one. It
 * runs for every card of the Scrap Heap a bot weighs taking, so a run that cannot hold the card
 * is passed over before its gaps are counted.
 */
function firstSpreadWith(deck: Deck, hand: readonly CardId[], minSpread: number, card: CardId): Play | undefined {
  const { naturals, wilds } = partsOf(deck, hand, card);
  const own = cardOf(deck, card);
  const leads = wilds[0] === card;
  for (const colour of own.kind === 'wild' ? deck.colours : [own.colour]) {
    const slots = runSlots(deck, naturals, colour);
    const values = filledValues(slots);
    for (let i = 0; i < values.length; i++) {
      for (let j = i + 1; j < values.length; j++) {
        const a = values[i];
        const b = values[j];
        if (b - a + 1 < minSpread || !runHolds(deck, own, card, slots, a, b)) continue;
        const gaps = gapsIn(deck, slots, a, b);
        if (gaps > wilds.length || (own.kind === 'wild' && !(gaps > 0 && leads))) continue;
        return { move: 'layDown', args: ['run', runCards(deck, slots, a, b, wilds)] };
      }
    }
  }
  if (own.kind !== 'wild') {
    const cards = rankCards(naturals, own);
    const short = Math.max(0, minSpread - cards.length);
    return short <= wilds.length && cards.includes(card) ? setPlay(cards, wilds, short) : undefined;
  }
  for (const cards of setsOf(naturals).values()) {
    const short = Math.max(0, minSpread - cards.length);
    if (short > wilds.length) continue;
    if (short > 0 && leads) return setPlay(cards, wilds, short);
  }
  return undefined;
}

/** The natural cards of `own`'s number (or of the stars), in hand order: the one set of setsOf that can hold `own`. */
function rankCards(naturals: readonly Card[], own: Exclude<Card, { kind: 'wild' }>): CardId[] {
  const cards: CardId[] = [];
  for (const c of naturals) {
    if (own.kind === 'star' ? c.kind === 'star' : c.kind === 'number' && c.number === own.number) cards.push(c.id);
  }
  return cards;
}

/** Every way one card of a hand extends one spread on the table (a run at either end). */
export function extensionCandidates(deck: Deck, spreads: readonly Spread[], hand: readonly CardId[]): Play[] {
  const plays: Play[] = [];
  const cards = hand.map((id) => cardOf(deck, id));
  for (let s = 0; s < spreads.length; s++) {
    const spread = spreads[s];
    if (spread.constructed !== null) continue;
    if (spread.kind === 'set') {
      const joins = setJoiner(deck, spread);
      for (let i = 0; i < hand.length; i++) if (joins(cards[i])) plays.push({ move: 'extend', args: [spread.id, [hand[i]], undefined] });
      continue;
    }
    const low = nextValue(spread, 'low', 1);
    const high = nextValue(spread, 'high', 1);
    for (let i = 0; i < hand.length; i++) {
      if (fitsRunValue(deck, cards[i], spread.colour!, low)) plays.push({ move: 'extend', args: [spread.id, [hand[i]], 'low'] });
      if (fitsRunValue(deck, cards[i], spread.colour!, high)) plays.push({ move: 'extend', args: [spread.id, [hand[i]], 'high'] });
    }
  }
  return plays;
}

/** The value the card `k` places beyond a run's end stands for. */
const nextValue = (spread: Spread, end: RunEnd, k: number): number => (end === 'high' ? spread.cards[spread.cards.length - 1].as! + k : spread.cards[0].as! - k);

/**
 * Cards from the hand that continue a run at one end up to and including `card`, or undefined:
 * the fewest such cards, `card` farthest from the run, the others the hand's natural cards where
 * it has them and its wilds in between.
 */
function bridgeTo(deck: Deck, spread: Spread, hand: readonly CardId[], card: CardId, end: RunEnd): CardId[] | undefined {
  const placed = cardOf(deck, card);
  if (placed.kind !== 'wild' && placed.colour !== spread.colour) return undefined;
  let slots: (CardId | undefined)[] | undefined;
  let wilds: CardId[] = [];
  for (let k = 1; ; k++) {
    const far = nextValue(spread, end, k);
    if (far < deck.starLow || far > deck.starHigh) return undefined;
    if (!fitsRunValue(deck, placed, spread.colour!, far)) continue;
    if (!slots) {
      // The rest of the hand is read only once the card has a place to go (most cards of the heap have none).
      const rest = partsOf(deck, hand.filter((c) => c !== card));
      slots = runSlots(deck, rest.naturals, spread.colour!);
      wilds = rest.wilds;
    }
    const [low, high] = end === 'high' ? [far - k + 1, far] : [far, far + k - 1];
    let gaps = 0;
    for (let v = low; v <= high; v++) if (v !== far && slots[v] === undefined) gaps++;
    if (gaps > wilds.length) continue;
    let wildsUsed = 0;
    const cards: CardId[] = [];
    for (let v = low; v <= high; v++) cards.push(v === far ? card : (slots[v] ?? wilds[wildsUsed++]));
    return cards;
  }
}

/** A new spread that needs no wild, with the wild `card` added at an end where it fits. */
function withWild(deck: Deck, candidates: Play[], card: CardId, minSpread: number): Play | undefined {
  for (const play of candidates) {
    if (play.move !== 'layDown') continue;
    const [kind, cards] = play.args;
    const tries = kind === 'set' ? [[...cards, card]] : [[...cards, card], [card, ...cards]];
    const fits = tries.find((t) => !('code' in (kind === 'set' ? formSet(deck, t, minSpread) : formRun(deck, t, minSpread))));
    if (fits) return { move: 'layDown', args: [kind, fits] };
  }
  return undefined;
}

/**
 * One play that puts `card` from `hand` into a spread right now, or undefined: a new spread
 * with other cards of the hand, or (only for a player with a spread of their own) an
 * extension of any spread on the table, bridging to a run's end with cards of the hand.
 */
export function playFor(deck: Deck, spreads: readonly Spread[], hand: readonly CardId[], card: CardId, minSpread: number, mayExtend: boolean): Play | undefined {
  const own = firstSpreadWith(deck, hand, minSpread, card) ?? (cardOf(deck, card).kind === 'wild' ? withWild(deck, spreadCandidates(deck, hand, minSpread, card), card, minSpread) : undefined);
  if (own) return own;
  if (!mayExtend) return undefined;
  for (let s = 0; s < spreads.length; s++) {
    const spread = spreads[s];
    if (spread.constructed !== null) continue;
    if (spread.kind === 'set') {
      if (joinsSet(deck, spread, cardOf(deck, card))) return { move: 'extend', args: [spread.id, [card], undefined] };
      continue;
    }
    for (const end of ['high', 'low'] as RunEnd[]) {
      const cards = bridgeTo(deck, spread, hand, card, end);
      if (cards) return { move: 'extend', args: [spread.id, cards, end] };
    }
  }
  return undefined;
}
