import type { ScriptValue, ZoneAdapter, ZoneKey } from '../../kit/script/index.ts';
import type { BiasContent } from '../content-types.ts';
import { catalogOf, designOf } from '../rules/catalog.ts';
import { ownHands } from '../rules/own-writes.ts';
import type { BiasState } from '../state.ts';

type Pile = 'algorithmDeck' | 'algorithmDiscard' | 'beliefDeck' | 'beliefDiscard' | 'mind' | 'lifeDeck' | 'lifeDiscard';

/** The shared zones scripts name, and where each lives in G (every pile keeps its top first). */
export const PILES: Record<string, Pile> = {
  'algorithm-deck': 'algorithmDeck',
  'algorithm-discard': 'algorithmDiscard',
  'belief-deck': 'beliefDeck',
  'belief-discard': 'beliefDiscard',
  mind: 'mind',
  'life-deck': 'lifeDeck',
  'life-discard': 'lifeDiscard',
};

/** A deck that runs dry takes its discards back, shuffled (the Belief deck its deleted beliefs). */
const REFILLS: Partial<Record<Pile, Pile>> = { algorithmDeck: 'algorithmDiscard', beliefDeck: 'beliefDiscard', lifeDeck: 'lifeDiscard' };

export function refillPile(G: BiasState, pile: Pile, shuffle: <T>(items: T[]) => T[]): void {
  const from = REFILLS[pile];
  if (!from || G[from].length === 0) return;
  G[pile] = [...G[pile], ...shuffle(G[from])];
  G[from] = [];
}

export function biasZones(content: BiasContent): ZoneAdapter<BiasState> {
  const catalog = catalogOf(content);
  const pileOf = ({ zone }: ZoneKey): Pile => {
    // A script's zone name is content's: still only the table's own piles, never an inherited key.
    const pile = Object.hasOwn(PILES, zone) ? PILES[zone] : undefined;
    if (!pile) throw new Error(`Bias Effect: no zone "${zone}".`);
    return pile;
  };
  return {
    read: (G, key) => (key.zone === 'hand' ? (G.hands[key.of!] ?? []) : G[pileOf(key)]),
    write(G, key, cards) {
      if (key.zone === 'hand') ownHands(G)[key.of!] = cards;
      else G[pileOf(key)] = cards;
    },
    cardFacts(_G, card): Record<string, ScriptValue> {
      const design = designOf(card);
      const belief = catalog.beliefs.get(design);
      if (belief) return { kind: 'belief', side: belief.side, value: null };
      const algorithm = catalog.algorithms.get(design);
      if (algorithm) return { kind: 'algorithm', side: null, value: algorithm.value };
      return { kind: 'life', side: null, value: null };
    },
    refill(G, key, shuffle) {
      if (key.zone !== 'hand') refillPile(G, pileOf(key), shuffle);
    },
  };
}
