import { cardOf, type Card, type Deck } from '../cards.ts';
import type { CardId, Spread } from '../state.ts';
import { checkSetExtension, extendRunValues, formRun, formSet, type RunEnd, type SpreadKind } from './spreads.ts';

/** A play a player could make: a new spread, or cards added to a spread on the table. */
export type Play = { move: 'layDown'; args: [SpreadKind, CardId[]] } | { move: 'extend'; args: [string, CardId[], RunEnd | undefined] };

const naturalsOf = (deck: Deck, hand: CardId[]) => hand.map((id) => cardOf(deck, id)).filter((c) => c.kind !== 'wild');

/** The wilds of a hand, `first` (if a wild in the hand) leading, so a search can insist on using it. */
function wildsOf(deck: Deck, hand: CardId[], first?: CardId): CardId[] {
  const wilds = hand.filter((id) => cardOf(deck, id).kind === 'wild');
  return first && wilds.includes(first) ? [first, ...wilds.filter((w) => w !== first)] : wilds;
}

/** The natural card of `colour` standing at `value` in a run, if the hand has it. */
function naturalAt(deck: Deck, naturals: Card[], colour: string, value: number, used: Set<CardId>): CardId | undefined {
  const found = naturals.find((c) => {
    if (used.has(c.id) || c.kind === 'wild' || c.colour !== colour) return false;
    if (c.kind === 'star') return value === deck.starLow || value === deck.starHigh;
    return c.number === value;
  });
  return found?.id;
}

/**
 * A bounded list of new spreads a hand can lay down: for each colour, every run from one
 * natural card to another with the gaps filled by wilds; for each number (and the stars),
 * the set of all its natural cards, topped up with wilds to the minimum if short.
 */
export function spreadCandidates(deck: Deck, hand: CardId[], minSpread: number, firstWild?: CardId): Play[] {
  const naturals = naturalsOf(deck, hand);
  const wilds = wildsOf(deck, hand, firstWild);
  const plays: Play[] = [];
  for (const colour of deck.colours) {
    const values = new Set<number>();
    for (const c of naturals) {
      if (c.kind === 'number' && c.colour === colour) values.add(c.number);
      if (c.kind === 'star' && c.colour === colour) [deck.starLow, deck.starHigh].forEach((v) => values.add(v));
    }
    const sorted = [...values].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        const [a, b] = [sorted[i], sorted[j]];
        if (b - a + 1 < minSpread) continue;
        const used = new Set<CardId>();
        let wildsUsed = 0;
        const cards: CardId[] = [];
        for (let v = a; v <= b && wildsUsed <= wilds.length; v++) {
          const natural = naturalAt(deck, naturals, colour, v, used);
          if (natural) used.add(natural);
          cards.push(natural ?? wilds[wildsUsed++]);
        }
        if (wildsUsed <= wilds.length && cards.every(Boolean)) plays.push({ move: 'layDown', args: ['run', cards] });
      }
    }
  }
  const ranks = new Map<number | 'star', CardId[]>();
  for (const c of naturals) {
    const rank = c.kind === 'number' ? c.number : 'star';
    ranks.set(rank, [...(ranks.get(rank) ?? []), c.id]);
  }
  for (const cards of ranks.values()) {
    const short = Math.max(0, minSpread - cards.length);
    if (short <= wilds.length) plays.push({ move: 'layDown', args: ['set', [...cards, ...wilds.slice(0, short)]] });
  }
  return plays;
}

/** Every way one card of a hand extends one spread on the table (a run at either end). */
export function extensionCandidates(deck: Deck, spreads: Spread[], hand: CardId[]): Play[] {
  const plays: Play[] = [];
  for (const spread of spreads) {
    if (spread.constructed !== null) continue;
    for (const card of hand) {
      if (spread.kind === 'set') {
        if (!checkSetExtension(deck, spread, [card])) plays.push({ move: 'extend', args: [spread.id, [card], undefined] });
        continue;
      }
      for (const end of ['low', 'high'] as RunEnd[]) {
        if (Array.isArray(extendRunValues(deck, spread, [card], end))) plays.push({ move: 'extend', args: [spread.id, [card], end] });
      }
    }
  }
  return plays;
}

/** Cards from the hand that continue a run at one end up to and including `card`, or undefined. */
function bridgeTo(deck: Deck, spread: Spread, hand: CardId[], card: CardId, end: RunEnd): CardId[] | undefined {
  const naturals = naturalsOf(deck, hand.filter((c) => c !== card));
  const wilds = wildsOf(deck, hand.filter((c) => c !== card));
  const span = deck.starHigh - deck.starLow + 1;
  for (let k = 1; k <= span; k++) {
    // Cards are listed low to high; the card we must place sits farthest from the run.
    const order = Array.from({ length: k }, (_, i) => i);
    const slotOfCard = end === 'high' ? k - 1 : 0;
    const used = new Set<CardId>();
    let wildsUsed = 0;
    const base = end === 'high' ? spread.cards[spread.cards.length - 1].as! + 1 : spread.cards[0].as! - k;
    if (base < deck.starLow || base + k - 1 > deck.starHigh) return undefined;
    const cards = order.map((i) => {
      if (i === slotOfCard) return card;
      const natural = naturalAt(deck, naturals, spread.colour!, base + i, used);
      if (natural) {
        used.add(natural);
        return natural;
      }
      return wilds[wildsUsed++];
    });
    if (cards.every(Boolean) && Array.isArray(extendRunValues(deck, spread, cards, end))) return cards;
  }
  return undefined;
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
export function playFor(deck: Deck, spreads: Spread[], hand: CardId[], card: CardId, minSpread: number, mayExtend: boolean): Play | undefined {
  const candidates = spreadCandidates(deck, hand, minSpread, card);
  const own = candidates.find((p) => p.args[1].includes(card)) ?? (cardOf(deck, card).kind === 'wild' ? withWild(deck, candidates, card, minSpread) : undefined);
  if (own) return own;
  if (!mayExtend) return undefined;
  for (const spread of spreads) {
    if (spread.constructed !== null) continue;
    if (spread.kind === 'set') {
      if (!checkSetExtension(deck, spread, [card])) return { move: 'extend', args: [spread.id, [card], undefined] };
      continue;
    }
    for (const end of ['high', 'low'] as RunEnd[]) {
      const cards = bridgeTo(deck, spread, hand, card, end);
      if (cards) return { move: 'extend', args: [spread.id, cards, end] };
    }
  }
  return undefined;
}
