import { cardOf, deckOf, type Card, type Deck } from '../../../games/robots/cards.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { formRun } from '../../../games/robots/rules/spreads.ts';
import type { CardId, Spread } from '../../../games/robots/state.ts';
import type { RunEnd } from './rule-checks.ts';

/** One way to lay selected cards as a run: listed low to high, with what each stands for. */
export interface Arrangement {
  cards: CardId[];
  values: number[];
}

/** The values a natural card can take in a run: its number, or a star's two ends. */
function valuesOf(deck: Deck, card: Card): number[] {
  if (card.kind === 'number') return [card.number];
  if (card.kind === 'star') return [deck.starLow, deck.starHigh];
  return [];
}

/** Every way of choosing one value per natural card (only stars have two). */
function valueChoices(deck: Deck, naturals: Card[]): number[][] {
  return naturals.reduce<number[][]>((choices, card) => choices.flatMap((picked) => valuesOf(deck, card).map((v) => [...picked, v])), [[]]);
}

/** Cards laid out from `start` to `end`: the natural card at each value, wilds in the gaps; undefined if the wilds run out. */
function layOut(naturals: Card[], values: number[], wilds: CardId[], start: number, end: number): CardId[] | undefined {
  const spare = [...wilds];
  const cards: CardId[] = [];
  for (let v = start; v <= end; v++) {
    const at = values.indexOf(v);
    const card = at >= 0 ? naturals[at].id : spare.shift();
    if (card === undefined) return undefined;
    cards.push(card);
  }
  return spare.length === 0 ? cards : undefined;
}

/**
 * The distinct runs the selected cards can make: a star as either end, wilds filling gaps,
 * spare wilds at the low or the high end. The table asks which one when there are several
 * (a star as 1 or 15; a wild below or above). Each is still checked by the game's validator.
 */
export function runArrangements(content: RobotsContent, selected: CardId[]): Arrangement[] {
  const deck = deckOf(content);
  const cards = selected.map((id) => cardOf(deck, id));
  const naturals = cards.filter((c) => c.kind !== 'wild');
  const wilds = cards.filter((c) => c.kind === 'wild').map((c) => c.id);
  if (naturals.length === 0) return [];
  const found = new Map<string, Arrangement>();
  for (const values of valueChoices(deck, naturals)) {
    if (new Set(values).size !== values.length) continue;
    const low = Math.min(...values);
    const high = Math.max(...values);
    const spare = wilds.length - (high - low + 1 - naturals.length);
    for (let below = 0; below <= spare; below++) {
      const start = low - below;
      const end = high + spare - below;
      const laid = layOut(naturals, values, wilds, start, end);
      if (!laid || 'code' in formRun(deck, laid, 1)) continue;
      const arrangement = { cards: laid, values: laid.map((_, i) => start + i) };
      found.set(`${laid.join()}@${start}`, arrangement);
    }
  }
  return [...found.values()];
}

/** One way to add the selected cards to a spread: the cards in order and, for a run, the end. */
export interface Extension {
  cards: CardId[];
  end?: RunEnd;
  values: number[];
}

/** The ways the selected cards could continue a spread; a set takes them as they are. */
export function extensionOptions(content: RobotsContent, spread: Spread, selected: CardId[]): Extension[] {
  if (spread.kind === 'set') return [{ cards: selected, values: [] }];
  const deck = deckOf(content);
  const cards = selected.map((id) => cardOf(deck, id));
  const naturals = cards.filter((c) => c.kind !== 'wild');
  const wilds = cards.filter((c) => c.kind === 'wild').map((c) => c.id);
  const first = spread.cards[0].as!;
  const last = spread.cards[spread.cards.length - 1].as!;
  const options: Extension[] = [];
  for (const end of ['high', 'low'] as RunEnd[]) {
    const start = end === 'high' ? last + 1 : first - selected.length;
    const stop = start + selected.length - 1;
    const values = valueChoices(deck, naturals).find((vs) => vs.every((v) => v >= start && v <= stop) && new Set(vs).size === vs.length);
    const laid = values && layOut(naturals, values, wilds, start, stop);
    if (laid) options.push({ cards: laid, end, values: laid.map((_, i) => start + i) });
  }
  return options;
}
