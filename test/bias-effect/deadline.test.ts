import { beforeAll, describe, expect, it, vi } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { brokenIn, content, one, play, prepared, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = { 0: [one('fixture-lose')], 1: [one('fixture-take')], 2: [one('fixture-draw')] };

describe('deadlines', () => {
  it('closing the bids counts every missing bid as 0', () => {
    let state = start(prepared({ identities: ['left', 'right', 'moderate'], hands }));
    // The server holds each close move until its deadline has run from the step's opening.
    expect(biasEffect.timedWindow!(state.G, state.ctx, content)).toMatchObject({ seconds: 45, moves: ['closeTrade'] });
    refused(state, '0', 'closeBids');
    refused(state, null, 'closeTrade');

    // The trade-in: seat 0 has chosen; seat 1 closes it: seats 1 and 2 keep their cards.
    state = play(state, ['0', 'trade', one('fixture-lose')], ['1', 'closeTrade']);
    expect(state.G.round.trades).toEqual({ 0: { card: one('fixture-lose'), chips: 2 }, 1: null, 2: null });
    expect(state.G.hands).toMatchObject({ 0: [], 1: [one('fixture-take')], 2: [one('fixture-draw')] });
    expect(state.G.chips).toEqual({ 0: 7, 1: 5, 2: 5 });
    expect(state.G.step.kind).toBe('bid');
    expect(biasEffect.timedWindow!(state.G, state.ctx, content)).toMatchObject({ seconds: 60, moves: ['closeBids'] });
    refused(state, '0', 'closeTrade');
    refused(state, null, 'closeBids');

    // The bids: seat 0 bids 2; seat 2, who has not bid, closes them: seats 1 and 2 bid 0.
    state = play(state, ['0', 'bid', 2], ['2', 'closeBids']);
    expect(state.G.round.bids!.lines).toEqual([
      { player: '0', bid: 2, bonus: 0, edit: 0, total: 2, defaulted: false },
      { player: '1', bid: 0, bonus: 0, edit: 0, total: 0, defaulted: true },
      { player: '2', bid: 0, bonus: 0, edit: 0, total: 0, defaulted: true },
    ]);
    expect(state.G.round.bids).toMatchObject({ winner: '0', paid: { 0: 2, 1: 0, 2: 0 } });
    expect(state.G.chips).toEqual({ 0: 5, 1: 5, 2: 5 });
    expect(state.G.step).toEqual({ kind: 'control', winner: '0' });
    expect(biasEffect.timedWindow!(state.G, state.ctx, content)).toBeUndefined();
    refused(state, '1', 'closeBids');
    expect(brokenIn(state)).toEqual([]);

    // Nobody bidding at all: everyone defaults to 0, a tie that deletes the Belief.
    const silent = play(start(prepared({ identities: ['left', 'right', 'moderate'] })), ['0', 'closeTrade'], ['1', 'closeBids']);
    expect(silent.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1', '2'], paid: { 0: 0, 1: 0, 2: 0 } });
    expect(silent.G.round.bids!.lines.every((l) => l.defaulted)).toBe(true);
  });
});
