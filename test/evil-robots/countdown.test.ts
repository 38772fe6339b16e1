import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { act, brokenIn, content, nobodyClaims, play, prepared, refused, seen, start, takenBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// Five players, seat 0 deals; with the deck in order the allocation is the 6 and the Dealer
// holds 5, 4, 3, 2 and the 1 on its zero side. Everyone starts with 3 Influence.
const five = () => start(prepared({ players: 5 }));

describe('the countdown', () => {
  it('offers the highest card first, then each next one down', () => {
    let state = five();
    expect(state.G.stack.map((c) => c.value)).toEqual([5, 4, 3, 2, 0]);
    expect(state.G.step).toMatchObject({ kind: 'offer', value: 5, first: true });
    state = play(takenBy(state, '1'), ['1', 'endTurn']);
    expect(state.G.step).toMatchObject({ kind: 'offer', value: 4, first: false });
    state = play(takenBy(state, '3'), ['3', 'endTurn']);
    expect(state.G.step).toMatchObject({ kind: 'offer', value: 3, first: false });
    expect(state.G.power).toEqual({ 0: null, 1: 5, 2: null, 3: 4, 4: null });
  });

  it('a claim window settles when every player able to claim has answered', () => {
    let state = play(five(), ['1', 'claim', true], ['2', 'claim', false], ['3', 'claim', false]);
    // Seat 4 has not answered: the card is still on offer. The Dealer cannot claim it and is not waited for.
    expect(state.G.step).toMatchObject({ kind: 'offer', claims: ['1'], passed: ['2', '3'] });
    state = play(state, ['4', 'claim', false]);
    expect(state.G.step).toEqual({ kind: 'turn', player: '1' });
    expect(brokenIn(state)).toEqual([]);
  });

  it('a claim can be withdrawn, and a pass taken back, until the window closes', () => {
    let state = play(five(), ['1', 'claim', true], ['2', 'claim', false], ['1', 'claim', false], ['2', 'claim', true]);
    expect(state.G.step).toMatchObject({ kind: 'offer', claims: ['2'], passed: ['1'] });
    state = play(state, ['3', 'claim', false], ['4', 'claim', false]);
    expect(state.G.step).toEqual({ kind: 'turn', player: '2' });
    expect(state.G.power['1']).toBeNull();
  });

  it('nobody claims: the card turns to 0 and goes under the stack', () => {
    let state = nobodyClaims(five());
    expect(state.G.stack).toEqual([
      { card: 'power-4', value: 4 },
      { card: 'power-3', value: 3 },
      { card: 'power-2', value: 2 },
      { card: 'power-1', value: 0 },
      { card: 'power-5', value: 0 },
    ]);
    expect(state.G.step).toMatchObject({ kind: 'offer', value: 4, first: false });
    expect(state.G.stats.unclaimed).toBe(1);
    // No card was given yet: whoever takes the 4 is the first taker.
    state = takenBy(state, '0');
    expect(state.G.tokens['0']).toBe(3);
    expect(state.G.dealerToken).toBe('0');
    expect(brokenIn(state)).toEqual([]);
  });

  it('one claimant gets the card and takes their turn at once', () => {
    const state = takenBy(five(), '2');
    expect(state.G.power['2']).toBe(5);
    expect(state.G.stack.map((c) => c.value)).toEqual([4, 3, 2, 0]);
    expect(state.G.step).toEqual({ kind: 'turn', player: '2' });
    // Nobody else acts while it is seat 2's turn: the next card waits.
    refused(state, '3', 'claim', true);
    refused(state, '3', 'endTurn');
  });

  it('several claim: the Dealer chooses, and only the chosen pays their offer, to the Dealer', () => {
    let state = play(five(), ['1', 'claim', true], ['2', 'claim', true], ['1', 'offer', 2], ['2', 'offer', 1], ['3', 'claim', false], ['4', 'claim', false]);
    expect(state.G.step).toMatchObject({ kind: 'choose', value: 5, claims: ['1', '2'], offers: { 1: 2, 2: 1 } });
    expect(state.G.stats.contested).toBe(1);
    // Offers are public: every seat and a spectator see them; they may be raised until the Dealer chooses.
    for (const viewer of ['0', '3', null]) expect(seen(state, viewer).step).toMatchObject({ offers: { 1: 2, 2: 1 } });
    state = play(state, ['2', 'offer', 3]);
    refused(state, '1', 'chooseClaimant', '1');
    refused(state, '0', 'chooseClaimant', '3');
    state = play(state, ['0', 'chooseClaimant', '2']);
    expect(state.G.influence).toEqual({ 0: 6, 1: 3, 2: 0, 3: 3, 4: 3 });
    expect(state.G.power['2']).toBe(5);
    expect(state.G.step).toEqual({ kind: 'turn', player: '2' });
    expect(brokenIn(state)).toEqual([]);
  });

  it('an offer can only be raised, never lowered or repeated, until the Dealer chooses', () => {
    let state = play(five(), ['1', 'claim', true], ['2', 'claim', true], ['1', 'offer', 2]);
    refused(state, '1', 'offer', 1);
    refused(state, '1', 'offer', 2);
    state = play(state, ['3', 'claim', false], ['4', 'claim', false], ['1', 'offer', 3]);
    expect(state.G.step).toMatchObject({ kind: 'choose', offers: { 1: 3 } });
    refused(state, '1', 'offer', 2);
  });

  it('a claimant with no Influence may still claim, offering nothing; nobody offers more than they hold', () => {
    let state = start(prepared({ players: 5, influence: { 1: 0, 2: 1 } }));
    state = play(state, ['1', 'claim', true], ['2', 'claim', true]);
    refused(state, '1', 'offer', 1);
    refused(state, '2', 'offer', 2);
    refused(state, '2', 'offer', -1);
    refused(state, '2', 'offer', 0.5);
    // Only a claimant offers.
    refused(state, '3', 'offer', 1);
    state = play(state, ['2', 'offer', 1], ['3', 'claim', false], ['4', 'claim', false], ['0', 'chooseClaimant', '1']);
    expect(state.G.influence).toMatchObject({ 0: 3, 1: 0, 2: 1 });
    expect(state.G.power['1']).toBe(5);
  });

  it('the Dealer may not claim the first card, but may claim the next', () => {
    let state = five();
    refused(state, '0', 'claim', true);
    refused(state, '0', 'claim', false);
    state = play(takenBy(state, '1'), ['1', 'endTurn'], ['0', 'claim', true], ['2', 'claim', true], ['3', 'claim', false], ['4', 'claim', false]);
    // The Dealer claims against seat 2 and, choosing, may choose themselves (no offer needed).
    expect(state.G.step).toMatchObject({ kind: 'choose', claims: ['0', '2'] });
    refused(state, '0', 'offer', 1);
    state = play(state, ['0', 'chooseClaimant', '0']);
    expect(state.G.power['0']).toBe(4);
  });

  it('the first taker gets one more Action Token and the Dealer Token; the Dealer deals on', () => {
    let state = takenBy(five(), '3');
    expect(state.G.tokens).toEqual({ 0: 0, 1: 0, 2: 0, 3: 3, 4: 0 });
    expect(state.G.supply.tokens).toBe(17);
    expect(state.G.dealerToken).toBe('3');
    expect(state.G.dealer).toBe('0');
    state = takenBy(play(state, ['3', 'endTurn']), '1');
    expect(state.G.tokens).toMatchObject({ 1: 2, 3: 3 });
    expect(state.G.dealerToken).toBe('3');
  });

  it('a player with a Power Card claims no other', () => {
    const state = play(takenBy(five(), '1'), ['1', 'endTurn']);
    refused(state, '1', 'claim', true);
    // Nor is anyone with a card waited for: the others' answers settle it.
    const settled = play(state, ['0', 'claim', false], ['2', 'claim', true], ['3', 'claim', false], ['4', 'claim', false]);
    expect(settled.G.step).toEqual({ kind: 'turn', player: '2' });
  });

  it('after the claim deadline any seat closes the window: the claims made stand', () => {
    let state = play(five(), ['2', 'claim', true]);
    expect(evilRobots.timedWindow!(state.G, state.ctx, content)).toMatchObject({ seconds: 8, moves: ['closeClaims'] });
    refused(state, null, 'closeClaims');
    refused(state, '2', 'closeSplit');
    state = play(state, ['4', 'closeClaims']);
    expect(state.G.step).toEqual({ kind: 'turn', player: '2' });
    expect(evilRobots.timedWindow!(state.G, state.ctx, content)).toBeUndefined();
    refused(state, '4', 'closeClaims');
    // Closed with no claim: the card goes under, and the next is offered.
    const empty = play(five(), ['1', 'closeClaims']);
    expect(empty.G.step).toMatchObject({ kind: 'offer', value: 4 });
    expect(empty.G.stack.at(-1)).toEqual({ card: 'power-5', value: 0 });
  });

  it('when only zeros remain the Dealer hands them out, each receiver taking their turn at once', () => {
    let state = five();
    for (let i = 0; i < 5; i++) state = nobodyClaims(state);
    expect(state.G.stack.every((c) => c.value === 0)).toBe(true);
    expect(state.G.step).toEqual({ kind: 'zeros' });
    refused(state, '1', 'giveZero', '2');
    state = play(state, ['0', 'giveZero', '3']);
    expect(state.G.power['3']).toBe(0);
    expect(state.G.step).toEqual({ kind: 'turn', player: '3' });
    // The first card given this round, even a zero, brings the extra token and the Dealer Token.
    expect(state.G.tokens['3']).toBe(3);
    expect(state.G.dealerToken).toBe('3');
    state = play(state, ['3', 'endTurn']);
    expect(state.G.step).toEqual({ kind: 'zeros' });
    refused(state, '0', 'giveZero', '3');
    state = play(state, ['0', 'giveZero', '0'], ['0', 'endTurn'], ['0', 'giveZero', '4']);
    expect(state.G.tokens['4']).toBe(2);
    expect(brokenIn(state)).toEqual([]);
  });

  it('the last card goes to the last player without one, at once', () => {
    let state = five();
    for (let i = 0; i < 5; i++) state = nobodyClaims(state);
    state = play(state, ['0', 'giveZero', '1'], ['1', 'endTurn'], ['0', 'giveZero', '2'], ['2', 'endTurn'], ['0', 'giveZero', '3'], ['3', 'endTurn'], ['0', 'giveZero', '0'], ['0', 'endTurn']);
    // Seat 4 alone is left: nobody hands it out, seat 4 is simply on.
    expect(state.G.power['4']).toBe(0);
    expect(state.G.step).toEqual({ kind: 'turn', player: '4' });
    // The same for the last card of a countdown: four take theirs, the fifth gets the last.
    let plain = five();
    for (const p of ['1', '2', '3', '4']) plain = play(takenBy(plain, p), [p, 'endTurn']);
    expect(plain.G.power['0']).toBe(0);
    expect(plain.G.step).toEqual({ kind: 'turn', player: '0' });
    expect(act(plain, '0', 'endTurn').state.G.step.kind).not.toBe('turn');
  });
});
