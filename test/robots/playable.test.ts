import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { cardOf, type Card } from '../../games/robots/cards.ts';
import { extensionCandidates, playFor, spreadCandidates, type Play } from '../../games/robots/rules/playable.ts';
import { extendRunValues, fitExtension, formRun, formSet, type RunEnd } from '../../games/robots/rules/spreads.ts';
import type { CardId, Spread } from '../../games/robots/state.ts';
import { deck, spread } from './support.ts';

/**
 * The searches as first written, card by card, every candidate listed before one is chosen:
 * the fast ones (rules/playable.ts) must find exactly what these find, in the same order.
 */
const naturals = (hand: CardId[]) => hand.map((id) => cardOf(deck, id)).filter((c) => c.kind !== 'wild');
const wildsLed = (hand: CardId[], first?: CardId) => {
  const wilds = hand.filter((id) => cardOf(deck, id).kind === 'wild');
  return first && wilds.includes(first) ? [first, ...wilds.filter((w) => w !== first)] : wilds;
};
const standsAt = (c: Card, colour: string, v: number) =>
  c.kind !== 'wild' && c.colour === colour && (c.kind === 'star' ? v === deck.starLow || v === deck.starHigh : c.number === v);

function plainCandidates(hand: CardId[], min: number, first?: CardId): Play[] {
  const own = naturals(hand);
  const wilds = wildsLed(hand, first);
  const plays: Play[] = [];
  for (const colour of deck.colours) {
    const values = [...new Set(own.flatMap((c) => (c.kind === 'number' && c.colour === colour ? [c.number] : c.kind === 'star' && c.colour === colour ? [deck.starLow, deck.starHigh] : [])))].sort((a, b) => a - b);
    for (let i = 0; i < values.length; i++) {
      for (let j = i + 1; j < values.length; j++) {
        if (values[j] - values[i] + 1 < min) continue;
        const used = new Set<CardId>();
        const cards: (CardId | undefined)[] = [];
        let w = 0;
        for (let v = values[i]; v <= values[j]; v++) {
          const natural = own.find((c) => !used.has(c.id) && standsAt(c, colour, v));
          if (natural) used.add(natural.id);
          cards.push(natural ? natural.id : wilds[w++]);
        }
        if (cards.every(Boolean)) plays.push({ move: 'layDown', args: ['run', cards as CardId[]] });
      }
    }
  }
  const ranks = new Map<number | 'star', CardId[]>();
  for (const c of own) {
    const rank = c.kind === 'number' ? c.number : 'star';
    ranks.set(rank, [...(ranks.get(rank) ?? []), c.id]);
  }
  for (const cards of ranks.values()) {
    const short = Math.max(0, min - cards.length);
    if (short <= wilds.length) plays.push({ move: 'layDown', args: ['set', [...cards, ...wilds.slice(0, short)]] });
  }
  return plays;
}

function plainBridge(s: Spread, hand: CardId[], card: CardId, end: RunEnd): CardId[] | undefined {
  const rest = hand.filter((c) => c !== card);
  for (let k = 1; k <= deck.starHigh - deck.starLow + 1; k++) {
    const base = end === 'high' ? s.cards.at(-1)!.as! + 1 : s.cards[0].as! - k;
    if (base < deck.starLow || base + k - 1 > deck.starHigh) return undefined;
    const wilds = wildsLed(rest);
    const cards = Array.from({ length: k }, (_, i) => (i === (end === 'high' ? k - 1 : 0) ? card : (naturals(rest).find((c) => standsAt(c, s.colour!, base + i))?.id ?? wilds.shift())));
    if (cards.every(Boolean) && Array.isArray(extendRunValues(deck, s, cards as CardId[], end))) return cards as CardId[];
  }
  return undefined;
}

function plainPlayFor(spreads: Spread[], hand: CardId[], card: CardId, min: number, mayExtend: boolean): Play | undefined {
  const candidates = plainCandidates(hand, min, card);
  const own = candidates.find((p) => p.args[1].includes(card));
  if (own) return own;
  if (cardOf(deck, card).kind === 'wild') {
    for (const play of candidates) {
      const [kind, cards] = play.args as ['run' | 'set', CardId[]];
      const tries = kind === 'set' ? [[...cards, card]] : [[...cards, card], [card, ...cards]];
      const fits = tries.find((t) => !('code' in (kind === 'set' ? formSet(deck, t, min) : formRun(deck, t, min))));
      if (fits) return { move: 'layDown', args: [kind, fits] };
    }
  }
  if (!mayExtend) return undefined;
  for (const s of spreads) {
    if (s.constructed !== null) continue;
    if (s.kind === 'set') {
      if (!('code' in fitExtension(deck, s, [card], undefined))) return { move: 'extend', args: [s.id, [card], undefined] };
      continue;
    }
    for (const end of ['high', 'low'] as RunEnd[]) {
      const cards = plainBridge(s, hand, card, end);
      if (cards) return { move: 'extend', args: [s.id, cards, end] };
    }
  }
  return undefined;
}

/** A random deal: a hand, and spreads laid from other cards (some of them Constructed Robots). */
function randomTable(rng: () => number): { hand: CardId[]; spreads: Spread[]; min: number } {
  const ids = deck.cards.map((c) => c.id).sort(() => rng() - 0.5);
  const hand = ids.splice(0, 1 + Math.floor(rng() * 24));
  const spreads: Spread[] = [];
  for (const play of plainCandidates(ids.splice(0, 20 + Math.floor(rng() * 30)), 3)) {
    const cards = play.args[1];
    if (rng() < 0.5 || spreads.some((s) => s.cards.some((p) => cards.includes(p.card)))) continue;
    const kind = play.args[0] as 'run' | 'set';
    const shape = kind === 'run' ? (formRun(deck, cards, 3) as { values: number[] }) : undefined;
    const laid = spread(`s${spreads.length + 1}`, '0', kind, cards, { constructed: rng() < 0.1 ? 7 : null });
    if (shape) laid.cards.forEach((p, i) => (p.as = shape.values[i]));
    spreads.push(laid);
  }
  return { hand, spreads, min: rng() < 0.8 ? 3 : 2 + Math.floor(rng() * 4) };
}

describe('the plays a hand can make', () => {
  it('finds for each card the play the card-by-card search finds, and lists the same spreads and extensions, over 600 random tables', () => {
    const rng = seedrandom('playable');
    let found = 0;
    for (let t = 0; t < 600; t++) {
      const { hand, spreads, min } = randomTable(rng);
      expect(spreadCandidates(deck, hand, min, hand[0])).toEqual(plainCandidates(hand, min, hand[0]));
      const extensions = spreads.flatMap((s) =>
        s.constructed !== null ? [] : hand.flatMap((card): Play[] => (s.kind === 'set' ? ('code' in fitExtension(deck, s, [card], undefined) ? [] : [{ move: 'extend', args: [s.id, [card], undefined] }]) : (['low', 'high'] as RunEnd[]).filter((end) => Array.isArray(extendRunValues(deck, s, [card], end))).map((end): Play => ({ move: 'extend', args: [s.id, [card], end] })))),
      );
      expect(extensionCandidates(deck, spreads, hand)).toEqual(extensions);
      for (const card of hand) {
        for (const mayExtend of [true, false]) {
          const play = playFor(deck, spreads, hand, card, min, mayExtend);
          expect(play).toEqual(plainPlayFor(spreads, hand, card, min, mayExtend));
          if (play) found++;
        }
      }
    }
    expect(found).toBeGreaterThan(4_000);
  });

  it('a run from the star at its low end to the star at its high end takes a wild for the second end', () => {
    const hand = ['red-star', 'wild-1', ...Array.from({ length: 13 }, (_, i) => `red-${i + 2}`)];
    expect(playFor(deck, [], hand, 'wild-1', 3, false)).toEqual({ move: 'layDown', args: ['run', ['red-star', ...hand.slice(2), 'wild-1']] });
    expect(spreadCandidates(deck, hand.slice(0, 1).concat(hand.slice(2)), 3).some((p) => p.args[1].length === 15)).toBe(false);
  });

  it('bridges to a run’s end with the hand’s natural cards first and wilds in the gaps, the card farthest out', () => {
    const run = spread('s1', '1', 'run', ['blue-5', 'blue-6', 'blue-7']);
    expect(playFor(deck, [run], ['blue-9', 'wild-2', 'gray-3'], 'blue-9', 3, true)).toEqual({ move: 'extend', args: ['s1', ['wild-2', 'blue-9'], 'high'] });
    expect(playFor(deck, [run], ['blue-3', 'blue-4', 'wild-2'], 'blue-3', 3, true)).toEqual({ move: 'extend', args: ['s1', ['blue-3', 'blue-4'], 'low'] });
    expect(playFor(deck, [run], ['blue-3', 'wild-2'], 'blue-3', 3, true)).toEqual({ move: 'extend', args: ['s1', ['blue-3', 'wild-2'], 'low'] });
    expect(playFor(deck, [run], ['blue-10', 'wild-2'], 'blue-10', 3, true)).toBeUndefined();
  });
});
