import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Face } from '../../games/evil-robots/state.ts';
import { brokenIn, gameoverOf, keepAll, lastTurn, passAll, passAsked, play, refused, roundEnd, start, type RoundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/**
 * Five players; seat 0 alone is Good with the 5 and takes the allocation, 6: from 8 Influence it
 * reaches 14. Nobody holds a token, so no Reveal phase; the round stops at the Endgame step.
 */
const seatZeroWins = (r: Partial<RoundEnd> = {}) =>
  roundEnd({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 8 }, ...r });

/** The same, every seat asked at the end passing (the deal holds no Endgame card): the game is over but for the path. */
const seatZeroEnds = (r: Partial<RoundEnd> = {}) => passAll(seatZeroWins(r));

describe('the end', () => {
  it('a round that ends with someone at 10 or more ends the game; the most Influence wins', () => {
    let state = seatZeroEnds();
    expect(state.G.step).toEqual({ kind: 'path', winners: ['0'], votes: {} });
    expect(state.ctx.gameover).toBeUndefined();
    state = play(state, ['0', 'choosePath', 'evil']);
    expect(gameoverOf(state)).toEqual({ winners: ['0'], influence: { 0: 14, 1: 3, 2: 3, 3: 3, 4: 3 }, path: 'evil', coinFlip: false, rounds: 1 });
    expect(brokenIn(state)).toEqual([]);
  });

  it('a round that ends with nobody at 10 leads to the next round', () => {
    const state = seatZeroWins({ influence: { 0: 3 } });
    expect(state.G.influence['0']).toBe(9);
    expect(state.G.step.kind).toBe('keep');
  });

  it('a tie for the most Influence: every tied player wins', () => {
    const state = seatZeroEnds({ influence: { 0: 4, 3: 10 } });
    expect(state.G.step).toEqual({ kind: 'path', winners: ['0', '3'], votes: {} });
    const over = play(state, ['3', 'choosePath', 'good'], ['0', 'choosePath', 'good']);
    expect(gameoverOf(over)).toMatchObject({ winners: ['0', '3'], path: 'good', coinFlip: false });
  });

  it('Endgame cards are revealed free, in seat order from the Dealer, and only they', () => {
    // Seat 2 deals: seat 3 (Endgame Gain) comes before seat 1 (Endgame Push). Nobody holds a token.
    let state = seatZeroWins({ dealer: '2', hands: { 1: { left: 'fx-endgame-push' }, 3: { left: 'fx-peek', right: 'fx-endgame-gain' } } });
    // Seat 2 holds no Endgame card but face-down cards: asked all the same, it passes.
    expect(state.G.step).toEqual({ kind: 'endgame', player: '2' });
    refused(state, '3', 'reveal', 'fx-endgame-gain');
    refused(state, '2', 'reveal', state.G.hands['2'].left);
    state = play(state, ['2', 'passReveal']);
    expect(state.G.step).toEqual({ kind: 'endgame', player: '3' });
    refused(state, '3', 'reveal', 'fx-peek');
    refused(state, '1', 'reveal', 'fx-endgame-push');
    state = play(state, ['3', 'reveal', 'fx-endgame-gain']);
    expect(state.G.influence['3']).toBe(5);
    expect(state.G.tokens['3']).toBe(0);
    // Seat 3 still holds Peek face down: asked again (the step does not tell it is no Endgame card), then 4, 0 and 1.
    const { asked, state: after } = passAsked(state);
    expect(asked).toEqual(['3', '4', '0', '1']);
    expect(after.G.step).toEqual({ kind: 'path', winners: ['0'], votes: {} });
  });

  it('at the end every seat holding a face-down card is asked, from the Dealer, Endgame card or not; a seat holding none is skipped', () => {
    // The deal holds no Endgame card: all five are asked, from the Dealer (seat 0), and pass.
    expect(passAsked(seatZeroWins()).asked).toEqual(['0', '1', '2', '3', '4']);
    // Seat 4 deals; seat 1 holds no face-down card (public: no card backs) and is skipped. No token is needed.
    const { asked } = passAsked(seatZeroWins({ dealer: '4', hands: { 1: { left: null, right: null } } }));
    expect(asked).toEqual(['4', '0', '2', '3']);
  });

  it('an Endgame card that leaves nobody at the end brings another round, its cards going back first', () => {
    let state = seatZeroWins({ hands: { 1: { left: 'fx-endgame-push' } } });
    expect(state.G.step).toEqual({ kind: 'endgame', player: '0' });
    state = play(state, ['0', 'passReveal'], ['1', 'reveal', 'fx-endgame-push']);
    // The end is now at 15: nobody is there. Seat 1 (still holding a card) and the rest are asked all the same.
    const passed = passAsked(state);
    expect(passed.asked).toEqual(['1', '2', '3', '4']);
    state = passed.state;
    // The clean-up opens and the card goes under its deck.
    expect(state.G.step.kind).toBe('keep');
    expect(state.G.extraRounds).toBe(1);
    expect(state.G.faceUp).toEqual([]);
    expect(state.G.decks.left.at(-1)).toBe('fx-endgame-push');
    state = keepAll(state);
    expect(state.G.round).toBe(2);
    expect(brokenIn(state)).toEqual([]);
  });

  it('Endgame cards bring at most 3 extra rounds', () => {
    const G = lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 8 }, hands: { 1: { left: 'fx-endgame-push' } } });
    for (const extra of [0, 1, 2, 3]) {
      const state = passAll(play(start({ ...structuredClone(G), extraRounds: extra }), ['0', 'endTurn'], ['0', 'passReveal'], ['1', 'reveal', 'fx-endgame-push']));
      if (extra < 3) expect(state.G.step.kind, `after ${extra} extra rounds`).toBe('keep');
      else expect(state.G.step).toEqual({ kind: 'path', winners: ['0'], votes: {} });
    }
  });

  it("the winners choose the robots' path: the majority of their votes", () => {
    const state = seatZeroEnds({ influence: { 0: 4, 2: 10, 4: 10 } });
    expect(state.G.step).toMatchObject({ kind: 'path', winners: ['0', '2', '4'] });
    refused(state, '1', 'choosePath', 'good');
    refused(state, '0', 'choosePath', 'neutral');
    const voted = play(state, ['0', 'choosePath', 'evil']);
    refused(voted, '0', 'choosePath', 'good');
    expect(gameoverOf(play(voted, ['2', 'choosePath', 'good']))).toBeUndefined();
    expect(gameoverOf(play(voted, ['2', 'choosePath', 'good'], ['4', 'choosePath', 'good']))).toMatchObject({ path: 'good', coinFlip: false });
    expect(gameoverOf(play(voted, ['2', 'choosePath', 'evil'], ['4', 'choosePath', 'good']))).toMatchObject({ path: 'evil', coinFlip: false });
  });

  it("a tied vote is settled by a coin from boardgame.io's random", () => {
    const G = lastTurn({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, influence: { 0: 4, 3: 10 } });
    const paths = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const state = play(passAll(play(start(structuredClone(G), { seed }), ['0', 'endTurn'])), ['0', 'choosePath', 'good'], ['3', 'choosePath', 'evil']);
      expect(gameoverOf(state)).toMatchObject({ winners: ['0', '3'], coinFlip: true });
      paths.add(gameoverOf(state)!.path);
      // The same seed, the same coin.
      const again = play(passAll(play(start(structuredClone(G), { seed }), ['0', 'endTurn'])), ['0', 'choosePath', 'good'], ['3', 'choosePath', 'evil']);
      expect(gameoverOf(again)!.path).toBe(gameoverOf(state)!.path);
    }
    expect([...paths].sort()).toEqual(['evil', 'good']);
  });

  it('after the game is over no move is taken', () => {
    const over = play(seatZeroEnds(), ['0', 'choosePath', 'good']);
    refused(over, '0', 'choosePath', 'good');
    refused(over, '1', 'closeKeep');
  });
});
