import { describe, expect, it } from 'vitest';
import { ownCandidates } from '../../games/three-laws/bots/beliefs.ts';
import { botSeat } from '../../games/three-laws/bots/seat.ts';
import { cardId } from '../../games/three-laws/rules/table.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { Act, ThreeLawsState } from '../../games/three-laws/state.ts';
import { content, prepared } from './support.ts';

const FOUR = ['android-2', 'android-4', 'ai-3', 'ai-1'];
const rng = () => 0.5;

/** Seat 0's candidates for its own card on `G`, as its bot reads them. */
const candidatesOf = (G: ThreeLawsState) => ownCandidates(botSeat(viewFor(G, '0'), content, '0', rng)).map(cardId).sort();

describe("the 3 Laws bot's candidates for its own card", () => {
  // Kept per seat with the match's frozen deck: each case below is a state that shares the deck
  // with the one before and differs in one thing the candidates read.
  const first = prepared({ cards: FOUR, content, lawsInForce: [] });
  const deck = Object.freeze([...first.factionDeck]) as typeof first.factionDeck;
  const G = { ...first, factionDeck: deck };
  const asked: Act = { id: 'r2-1', kind: 'question', by: '0', to: '2', text: 'Am I with Player 2?', template: { id: 'same-faction', params: { player: '1' } } };

  it('narrow when an answer about its card comes in, and follow the cards it sees', () => {
    const unseen = candidatesOf(G);
    expect(unseen).toEqual(deck.map(cardId).filter((id) => !['android-4', 'ai-3', 'ai-1'].includes(id)).sort());
    expect(candidatesOf({ ...G, acts: [] })).toEqual(unseen);

    // Seat 2 says seat 0 is with seat 1, an Android: only Androids are left.
    // Frozen as the engine's states are, so the answers are read once and the same objects come back.
    const answered = { ...G, acts: Object.freeze([Object.freeze(asked), Object.freeze({ id: 'r2-2', kind: 'answer', by: '2', to: '0', text: 'Yes' } as Act)]) as Act[] };
    const androids = candidatesOf(answered);
    expect(androids.length).toBeGreaterThan(0);
    expect(androids.length).toBeLessThan(unseen.length);
    expect(androids.every((id) => id.startsWith('android'))).toBe(true);

    // The same answers, but seat 1 now holds an AI card: "with seat 1" now means an AI.
    const swapped = prepared({ cards: ['android-2', 'ai-4', 'android-3', 'ai-1'], content, lawsInForce: [] });
    const aiSide = candidatesOf({ ...swapped, factionDeck: deck, acts: answered.acts });
    expect(aiSide.every((id) => id.startsWith('ai'))).toBe(true);
    expect(aiSide).not.toContain('ai-4');
  });
});
