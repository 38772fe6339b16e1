import type { RobotsState } from '../state.ts';
import type { Shuffle } from './deal.ts';
import { withLog } from './log.ts';

/**
 * An empty Robot Factory is rebuilt when someone must draw from it: the Scrap Heap and what
 * is left of the Factory are shuffled together into a new Factory, and its top card is
 * turned up as the new Scrap Heap. With no card to rebuild from, nothing changes.
 */
export function refillFactory(G: RobotsState, shuffle: Shuffle): RobotsState {
  if (G.factory.length > 0) return G;
  const pile = shuffle([...G.heap, ...G.factory]);
  if (pile.length === 0) return G;
  const [up, ...factory] = pile;
  return withLog(G, { factory, heap: [up], claimable: null, idleRebuilds: (G.idleRebuilds ?? 0) + 1 }, { kind: 'reshuffle', cards: pile.length, up });
}
