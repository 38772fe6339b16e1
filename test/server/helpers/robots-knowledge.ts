import type { State } from 'boardgame.io';
import { deckOf } from '../../../games/robots/cards.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId, RobotsState } from '../../../games/robots/state.ts';

/** The cards lying face up in a state, by the rules: the Scrap Heap, the spreads, the claimable discard, cards taken from the heap. */
export function faceUp(G: RobotsState): CardId[] {
  return [...G.heap, ...G.spreads.flatMap((s) => s.cards.map((c) => c.card)), ...(G.claimable ? [G.claimable.card] : []), ...G.turn.takenFromHeap];
}

/**
 * What each viewer may know of the cards at every state of a match, derived from the
 * authoritative states (never from playerView): within a hand, every card that has been
 * face up so far and every card the viewer has held; over the match, all of those of
 * every hand so far (the log keeps earlier hands).
 */
export class RobotsKnowledge {
  private readonly inHand = new Map<number, Map<string, Set<CardId>>>();
  private readonly inMatch = new Map<number, Map<string, Set<CardId>>>();
  readonly cardPattern: RegExp;

  constructor(
    content: RobotsContent,
    history: Map<number, State<RobotsState>>,
    viewers: (string | null)[],
  ) {
    const deck = deckOf(content);
    // Any token shaped like a card id, even inside a sentence (a prompt, an error).
    const alternatives = deck.cards.map((c) => c.id).sort((a, b) => b.length - a.length);
    this.cardPattern = new RegExp(`(?<![\\w-])(?:${alternatives.join('|')})(?![\\w-])`, 'g');
    const hand = new Map<string, Set<CardId>>();
    const match = new Map<string, Set<CardId>>();
    let handNumber = -1;
    for (const id of [...history.keys()].sort((a, b) => a - b)) {
      const { G } = history.get(id)!;
      if (G.handNumber !== handNumber) {
        handNumber = G.handNumber;
        hand.clear();
      }
      for (const viewer of viewers) {
        const key = String(viewer);
        const seen = [...faceUp(G), ...(viewer !== null ? (G.hands[viewer] ?? []) : [])];
        hand.set(key, new Set([...(hand.get(key) ?? []), ...seen]));
        match.set(key, new Set([...(match.get(key) ?? []), ...seen]));
      }
      this.inHand.set(id, new Map([...hand].map(([k, v]) => [k, new Set(v)])));
      this.inMatch.set(id, new Map([...match].map(([k, v]) => [k, new Set(v)])));
    }
  }

  /** Cards this viewer may see in the state numbered `stateID` (its hand so far). */
  inState(viewer: string | null, stateID: number): Set<CardId> {
    const known = this.inHand.get(stateID)?.get(String(viewer));
    if (!known) throw new Error(`state ${stateID} was not recorded`);
    return known;
  }

  /** Cards this viewer may see named in the log up to `stateID` (every hand so far). */
  inLog(viewer: string | null, stateID: number): Set<CardId> {
    const known = this.inMatch.get(stateID)?.get(String(viewer));
    if (!known) throw new Error(`state ${stateID} was not recorded`);
    return known;
  }

  /** Every card id named anywhere in a value, sentences included. */
  cardsIn(value: unknown): string[] {
    return JSON.stringify(value ?? null).match(this.cardPattern) ?? [];
  }
}
