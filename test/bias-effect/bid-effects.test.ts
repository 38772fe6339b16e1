import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkBid } from '../../games/bias-effect/rules/bids.ts';
import { act, bidAll, brokenIn, one, passAll, play, prepared, refused, start, tieRound, tradeAll } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const QUIET = [one('fixture-quiet'), one('fixture-quiet', 2)];

describe('cards that edit bids', () => {
  it('a bid edit changes the next total, never the chips paid', () => {
    const hands = { 0: [one('fixture-bid-bonus')], 1: [one('fixture-bid-malus')] };
    let state = tieRound(start(prepared({ identities: ['left', 'right', 'moderate'], hands, lifeTop: QUIET })));
    state = play(state, ['0', 'playAlgorithm', one('fixture-bid-bonus')], ['1', 'playAlgorithm', one('fixture-bid-malus')], ['1', 'decide', ['2']], ['2', 'pass']);
    expect(state.G.round.round).toBe(2);
    const bank = state.G.bank;
    state = bidAll(tradeAll(state), { 0: 1, 1: 3, 2: 2 });
    expect(state.G.round.bids!.lines.map(({ bid, edit, total }) => ({ bid, edit, total }))).toEqual([
      { bid: 1, edit: 3, total: 4 },
      { bid: 3, edit: 0, total: 3 },
      // 2 - 3 would be -1: a total never goes below 0.
      { bid: 2, edit: -3, total: 0 },
    ]);
    // Seat 0 wins on the edited total and pays the bid, 1.
    expect(state.G.round.bids).toMatchObject({ winner: '0', paid: { 0: 1, 1: 0, 2: 0 } });
    expect(state.G.chips).toEqual({ 0: 4, 1: 5, 2: 5 });
    expect(state.G.bank).toBe(bank + 1);
    // Spent at this reveal: the bids after are plain.
    expect(state.G.scripts.effects).toEqual([]);
    state = passAll(play(state, ['0', 'control', 'delete']));
    state = bidAll(tradeAll(state), { 0: 1, 1: 1, 2: 0 });
    expect(state.G.round.bids!.lines.map((l) => [l.edit, l.total])).toEqual([[0, 1], [0, 1], [0, 0]]);
    expect(state.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1'] });
    expect(brokenIn(state)).toEqual([]);
  });

  it('a bid cap holds for the next bidding only', () => {
    let state = tieRound(start(prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: [one('fixture-bid-cap')] }, lifeTop: QUIET })));
    state = play(state, ['0', 'playAlgorithm', one('fixture-bid-cap')], ['0', 'decide', ['1']], ['1', 'pass'], ['2', 'pass']);
    state = tradeAll(state);
    // Seat 1 holds 5 chips but may bid only 1 this time; the others are free.
    expect(state.G.chips['1']).toBe(5);
    refused(state, '1', 'bid', 2);
    expect(checkBid(state.G, '1', 2)?.code).toBe('bid-capped');
    expect(act(state, '2', 'bid', 5).ok).toBe(true);
    state = bidAll(state, { 1: 1 });
    expect(state.G.round.bids).toMatchObject({ winner: '1', paid: { 1: 1 } });
    expect(state.G.scripts.effects).toEqual([]);
    state = passAll(play(state, ['1', 'control', 'delete']));
    // The next bidding after that: the cap is gone.
    state = tradeAll(state);
    expect(checkBid(state.G, '1', 4)).toBeUndefined();
    state = bidAll(state, { 1: 4 });
    expect(state.G.round.bids).toMatchObject({ winner: '1', paid: { 1: 4 } });
    expect(brokenIn(state)).toEqual([]);
  });

  it('no-bonus counts the bias bonus as 0 at the next reveal', () => {
    // Two Right beliefs: the Right and the Moderate each have a bonus of 6.
    const G = prepared({ identities: ['left', 'right', 'moderate'], mind: [one('right-a'), one('right-b')], hands: { 0: [one('fixture-no-bonus')] }, lifeTop: QUIET });
    let state = bidAll(tradeAll(start(G)), { 0: 5 });
    expect(state.G.round.bids!.lines.map((l) => l.bonus)).toEqual([0, 6, 6]);
    // Seat 1 and seat 2 tie on 6; the first player, seat 0, leads the Algorithm phase.
    expect(state.G.round.bids!.tied).toEqual(['1', '2']);
    state = play(state, ['0', 'playAlgorithm', one('fixture-no-bonus')], ['0', 'decide', ['1']], ['1', 'pass'], ['2', 'pass']);
    state = bidAll(tradeAll(state), { 1: 5 });
    // Seat 1's bonus counts 0, its bid stays 5: the Moderate's 0 + 6 wins, and seat 1 pays nothing.
    expect(state.G.round.bids!.lines.map(({ bid, bonus, total }) => [bid, bonus, total])).toEqual([[0, 0, 0], [5, 0, 5], [0, 6, 6]]);
    expect(state.G.round.bids).toMatchObject({ winner: '2', paid: { 0: 0, 1: 0, 2: 0 } });
    expect(state.G.chips['1']).toBe(5);
    state = passAll(play(state, ['2', 'control', 'delete']));
    state = bidAll(tradeAll(state), { 1: 1 });
    expect(state.G.round.bids!.lines.map((l) => l.bonus)).toEqual([0, 6, 6]);
    expect(state.G.round.bids).toMatchObject({ winner: '1' });
    expect(brokenIn(state)).toEqual([]);
  });
});
