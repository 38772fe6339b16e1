import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brokenIn, one, passAll, pendingOf, play, prepared, quietRound, start, tieRound, turnOf } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('a round', () => {
  it('an empty Algorithm deck takes its discards back', () => {
    const G = prepared({ identities: ['left', 'right', 'moderate'] });
    G.algorithmDiscard = [...G.algorithmDeck];
    G.algorithmDeck = [];
    const discarded = [...G.algorithmDiscard];
    let state = start(G);
    const hands = structuredClone(state.G.hands);
    state = quietRound(state);
    // Round 2's draw found the deck empty: the discards came back, shuffled, and each player drew one of them.
    expect(state.G.algorithmDiscard).toEqual([]);
    const drawn = state.G.players.map((p) => {
      expect(state.G.hands[p].slice(0, -1)).toEqual(hands[p]);
      return state.G.hands[p].at(-1)!;
    });
    expect(discarded).toEqual(expect.arrayContaining(drawn));
    expect([...state.G.algorithmDeck, ...drawn].sort()).toEqual([...discarded].sort());
    expect([...drawn, ...state.G.algorithmDeck]).not.toEqual(discarded);
    expect(brokenIn(state)).toEqual([]);

    // A card that draws from an empty deck refills it the same way.
    const H = prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-draw')] } });
    H.algorithmDiscard = [...H.algorithmDeck];
    H.algorithmDeck = [];
    state = tieRound(start(H));
    state = play(state, ['0', 'playAlgorithm', one('fixture-draw')]);
    expect(state.G.hands['0']).toHaveLength(2);
    // The played card went to the discard first, so it is shuffled back in with the rest.
    expect([...H.algorithmDiscard, one('fixture-draw')]).toEqual(expect.arrayContaining(state.G.hands['0']));
    expect(state.G.algorithmDiscard).toEqual([]);
    expect(state.G.algorithmDeck).toHaveLength(H.algorithmDiscard.length + 1 - 2);
    expect(brokenIn(state)).toEqual([]);
  });

  it('the counter advances each round and the first player moves clockwise', () => {
    let state = start(prepared({ identities: ['left', 'right', 'moderate'] }));
    expect([state.G.autonomy, state.G.firstPlayer, state.G.round.round]).toEqual([1, '0', 1]);
    const seen: [number, string, number][] = [];
    for (let r = 0; r < 4; r++) {
      state = tieRound(state);
      // After a tie the round's first player leads the Algorithm phase.
      expect(turnOf(state)).toBe(state.G.firstPlayer);
      state = passAll(state);
      seen.push([state.G.autonomy, state.G.firstPlayer, state.G.round.round]);
      expect(state.G.round.firstPlayer).toBe(state.G.firstPlayer);
    }
    expect(seen).toEqual([
      [2, '1', 2],
      [3, '2', 3],
      [4, '0', 4],
      [5, '1', 5],
    ]);
    // Every finished round stays in the record, the first included: the table reopens each one's report.
    expect(state.G.history.map((h) => [h.round, h.firstPlayer])).toEqual([
      [1, '0'],
      [2, '1'],
      [3, '2'],
      [4, '0'],
    ]);
    expect(brokenIn(state)).toEqual([]);
  });

  it("after a tie the round's first player leads the Algorithm phase", () => {
    // Everyone's bonus is 3 on this mind: bids of 0 tie all three. Choice's Left outcome asks its owner for a player.
    const G = prepared({ identities: ['left', 'moderate', 'far-left'], mind: [one('left-a')], lifeTop: [one('fixture-quiet'), one('fixture-choice')] });
    let state = tieRound(start(G));
    expect(state.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1', '2'] });
    expect(state.G.step).toEqual({ kind: 'algorithm', order: ['0', '1', '2'], index: 0 });
    state = passAll(state);
    expect(state.G.firstPlayer).toBe('1');
    state = tieRound(state);
    expect(state.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1', '2'] });
    // The round's first player runs the tie round's Life card: its question goes to seat 1.
    expect(state.G.round.life).toEqual({ card: one('fixture-choice'), outcome: 'left' });
    expect(state.G.step.kind).toBe('life');
    expect(pendingOf(state)).toMatchObject({ player: '1', options: ['0', '2'] });
    state = play(state, ['1', 'decide', ['2']]);
    // "The bid winner takes 2 chips": after a tie there is no bid winner, so nobody takes any.
    expect(state.G.chips).toEqual({ 0: 5, 1: 5, 2: 5 });
    expect(state.G.step).toEqual({ kind: 'algorithm', order: ['1', '2', '0'], index: 0 });
    expect(brokenIn(state)).toEqual([]);
  });
});
