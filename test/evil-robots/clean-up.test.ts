import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import type { Face } from '../../games/evil-robots/state.ts';
import { brokenIn, content, keepAll, play, prepared, refused, roundEnd, start, takenBy, toShowdown, type RoundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** Five players; seat 0 alone wins (no split), so the round is at its clean-up. */
const cleanUp = (r: Partial<RoundEnd> = {}) => roundEnd({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, ...r });

describe('the clean-up', () => {
  it('Action Tokens go back to the supply and face-up Robot Cards to the bottom of their decks', () => {
    const state = cleanUp({ tokens: { 2: 1, 4: 2 }, faceUp: [{ card: 'fx-grant', owner: '2' }, { card: 'fx-cheap-flips', owner: '4' }] });
    expect(state.G.step.kind).toBe('keep');
    expect(state.G.tokens).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(state.G.supply.tokens).toBe(20);
    expect(state.G.faceUp).toEqual([]);
    expect(state.G.decks.right.at(-1)).toBe('fx-grant');
    expect(state.G.decks.left.at(-1)).toBe('fx-cheap-flips');
    expect(brokenIn(state)).toEqual([]);
  });

  it('each player keeps or returns each face-down card; a returned card goes under its deck and a new one is dealt', () => {
    let state = cleanUp();
    const before = structuredClone(state.G);
    expect(evilRobots.timedWindow!(state.G, state.ctx, content)).toMatchObject({ seconds: 30, moves: ['closeKeep'] });
    state = play(state, ['1', 'keepRobots', ['right']], ['2', 'keepRobots', []], ['0', 'keepRobots', ['left', 'right']], ['3', 'keepRobots', ['right', 'left']]);
    expect(state.G.step).toMatchObject({ kind: 'keep', ready: ['1', '2', '0', '3'] });
    expect(state.G.decks.left.slice(-2)).toEqual([before.hands['1'].left, before.hands['2'].left]);
    expect(state.G.decks.right.at(-1)).toBe(before.hands['2'].right);
    state = play(state, ['4', 'keepRobots', ['left', 'right']]);
    expect(state.G.round).toBe(2);
    // Dealt in seat order from the top: seat 1 a left card, seat 2 one of each.
    expect(state.G.hands['1']).toEqual({ left: before.decks.left[0], right: before.hands['1'].right });
    expect(state.G.hands['2']).toEqual({ left: before.decks.left[1], right: before.decks.right[0] });
    for (const p of ['0', '3', '4']) expect(state.G.hands[p]).toEqual(before.hands[p]);
    expect(brokenIn(state)).toEqual([]);
  });

  it("the round's reveal stays in the record when the next round begins, every coin as it was shown", () => {
    let state = cleanUp();
    const showdown = structuredClone(state.G.showdown);
    expect(state.G.reports).toEqual([]);
    state = play(state, ['1', 'closeKeep']);
    expect(state.G.round).toBe(2);
    expect(state.G.showdown).toBeNull();
    expect(state.G.reports).toEqual([
      { round: 1, showdown, coins: { 0: { hidden: H, shown: H }, 1: { hidden: T, shown: T }, 2: { hidden: H, shown: T }, 3: { hidden: T, shown: H }, 4: { hidden: H, shown: T } } },
    ]);
    expect(brokenIn(state)).toEqual([]);
  });

  it('a choice names only decks the player holds a card from, once', () => {
    const state = play(cleanUp(), ['1', 'keepRobots', ['left']]);
    refused(state, '1', 'keepRobots', ['left', 'right']);
    refused(state, '2', 'keepRobots', ['middle']);
    refused(state, '2', 'keepRobots', 'left');
    refused(state, null, 'keepRobots', []);
    const emptied = play(state, ['2', 'keepRobots', []]);
    // Seat 2's hand is empty now: nothing more to name.
    refused(emptied, '2', 'keepRobots', ['left']);
  });

  it('after the deadline any seat closes the clean-up: whoever has not chosen keeps their cards', () => {
    let state = play(cleanUp(), ['1', 'keepRobots', []]);
    const before = structuredClone(state.G);
    state = play(state, ['1', 'closeKeep']);
    expect(state.G.round).toBe(2);
    for (const p of ['0', '2', '3', '4']) expect(state.G.hands[p]).toEqual(before.hands[p]);
    expect(state.G.hands['1']).toEqual({ left: before.decks.left[0], right: before.decks.right[0] });
  });

  it('a player holding no face-down card is ready at once; with nobody holding one the next round begins', () => {
    const state = cleanUp({ hands: { 3: { left: null, right: null } } });
    expect(state.G.step).toMatchObject({ kind: 'keep', ready: ['3'] });
    const bare = cleanUp({ hands: Object.fromEntries(['0', '1', '2', '3', '4'].map((p) => [p, { left: null, right: null }])) });
    expect(bare.G.round).toBe(2);
    expect(bare.G.step.kind).toBe('offer');
  });

  it('the holder of the Dealer Token deals the next round', () => {
    let state = takenBy(start(prepared({ players: 5 })), '3');
    state = toShowdown(state);
    while (state.G.step.kind === 'split') state = play(state, [state.G.step.winners[0], 'closeSplit']);
    state = keepAll(state);
    expect(state.G.round).toBe(2);
    expect(state.G.dealer).toBe('3');
    expect(state.G.dealerToken).toBeNull();
    // The new Dealer may not claim the first card of their round; seat 0 now may.
    refused(state, '3', 'claim', true);
    expect(play(state, ['0', 'claim', true]).G.step).toMatchObject({ claims: ['0'] });
  });

  it('a face-up card answering next-dealer deals the next round instead', () => {
    let state = takenBy(start(prepared({ players: 5, faceUp: [{ card: 'fx-dealer', owner: '4' }] })), '3');
    state = toShowdown(state);
    while (state.G.step.kind === 'split') state = play(state, [state.G.step.winners[0], 'closeSplit']);
    expect(keepAll(state).G.dealer).toBe('4');
  });
});
