import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkBid } from '../../games/bias-effect/rules/bids.ts';
import type { BiasState, BiasView } from '../../games/bias-effect/state.ts';
import { act, bidAll, brokenIn, game, one, play, prepared, refused, start, tradeAll, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** What boardgame.io sends a seat (or a spectator, null). */
const seen = (state: State<BiasState>, viewer: string | null) => game.playerView!({ G: state.G, ctx: state.ctx, playerID: viewer }) as unknown as BiasView;

const bidding = (identities = ['left', 'right', 'moderate'], more: Partial<Prepared> = {}) =>
  tradeAll(start(prepared({ identities, ...more })));

describe('bids', () => {
  it('a bid is a whole number from 0 to your chips', () => {
    const state = bidding(undefined, { chips: { 0: 5, 1: 0, 2: 3 } });
    for (const bad of [-1, 1.5, '2', null, Number.NaN, 6]) {
      refused(state, '0', 'bid', bad);
    }
    expect(checkBid(state.G, '0', 1.5)?.code).toBe('bad-bid');
    expect(checkBid(state.G, '0', -1)?.code).toBe('bad-bid');
    expect(checkBid(state.G, '0', 6)?.code).toBe('bid-too-high');
    expect(checkBid(state.G, '1', 1)?.code).toBe('bid-too-high');
    expect(checkBid(state.G, null, 0)?.code).toBe('not-eligible');
    refused(state, null, 'bid', 0);
    // The whole range is open: 0 (even with no chips) up to every chip.
    expect(act(state, '0', 'bid', 5).ok).toBe(true);
    expect(act(state, '0', 'bid', 0).ok).toBe(true);
    expect(act(state, '1', 'bid', 0).ok).toBe(true);
    expect(act(state, '2', 'bid', 3).ok).toBe(true);
    const once = play(state, ['2', 'bid', 1]);
    refused(once, '2', 'bid', 2);
    expect(once.G.step.kind === 'bid' && once.G.step.sealed.commits).toEqual({ 2: 1 });
  });

  it('bids stay hidden in every view until the last is in, then all show', () => {
    let state = bidding();
    state = play(state, ['0', 'bid', 3], ['2', 'bid', 1]);
    expect(state.G.round.bids).toBeNull();
    expect(state.G.chips).toEqual({ 0: 5, 1: 5, 2: 5 });
    for (const [viewer, values] of [['0', { 0: 3 }], ['1', {}], ['2', { 2: 1 }], [null, {}]] as const) {
      const view = seen(state, viewer);
      expect(view.step).toEqual({ kind: 'bid', sealed: { key: 'round-1-bid', eligible: ['0', '1', '2'], committed: ['0', '2'], values, revealed: false, defaulted: [] } });
      expect(view.round.bids).toBeNull();
    }
    state = play(state, ['1', 'bid', 2]);
    // The last bid turns every bid up, with its bonus and total, for every viewer.
    const lines = [
      { player: '0', bid: 3, bonus: 0, edit: 0, total: 3, defaulted: false },
      { player: '1', bid: 2, bonus: 0, edit: 0, total: 2, defaulted: false },
      { player: '2', bid: 1, bonus: 0, edit: 0, total: 1, defaulted: false },
    ];
    for (const viewer of ['0', '1', '2', null]) expect(seen(state, viewer).round.bids?.lines).toEqual(lines);
    expect(state.G.step).toEqual({ kind: 'control', winner: '0' });
  });

  it('the bonus is 3 per belief of your side and a Moderate takes the larger', () => {
    const five = ['left', 'right', 'far-left', 'far-right', 'moderate'];
    const bonuses = (mind: string[]) => bidAll(bidding(five, { mind })).G.round.bids!.lines.map((l) => [l.bonus, l.total]);
    // 2 Left, 1 Right: the Left side gets 6, the Right 3, the Moderate the larger, 6.
    expect(bonuses([one('left-a'), one('left-b'), one('right-a')])).toEqual([[6, 6], [3, 3], [6, 6], [3, 3], [6, 6]]);
    // 1 Left, 3 Right: the Moderate takes the Right side's 9.
    expect(bonuses([one('left-a'), one('right-a'), one('right-b'), one('right-c')])).toEqual([[3, 3], [9, 9], [3, 3], [9, 9], [9, 9]]);
    // An empty mind gives nobody a bonus.
    expect(bonuses([])).toEqual([[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]);
  });

  it('the highest total wins control and pays only the bid', () => {
    // Two Right beliefs: the Right and the Moderate each have a bonus of 6, the Left none.
    let state = bidding(undefined, { mind: [one('right-a'), one('right-b')] });
    const bank = state.G.bank;
    state = bidAll(state, { 0: 5, 1: 1, 2: 0 });
    expect(state.G.round.bids).toMatchObject({ winner: '1', tied: [], paid: { 0: 0, 1: 1, 2: 0 } });
    expect(state.G.round.bids!.lines.map((l) => l.total)).toEqual([5, 7, 6]);
    // The winner pays their bid of 1, not the total of 7; the Left's 5 are not spent.
    expect(state.G.chips).toEqual({ 0: 5, 1: 4, 2: 5 });
    expect(state.G.bank).toBe(bank + 1);
    expect(state.G.step).toEqual({ kind: 'control', winner: '1' });
    expect(state.G.belief).toBe(one('left-a'));
    expect(brokenIn(state)).toEqual([]);
  });

  it('a tie deletes the Belief and the tied players pay their bids', () => {
    let state = bidding();
    const bank = state.G.bank;
    state = bidAll(state, { 0: 3, 1: 3, 2: 1 });
    expect(state.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1'], choice: 'delete', paid: { 0: 3, 1: 3, 2: 0 } });
    expect(state.G.chips).toEqual({ 0: 2, 1: 2, 2: 5 });
    expect(state.G.bank).toBe(bank + 6);
    // Nobody chooses: the Belief goes to the discard and the round moves on.
    expect(state.G.mind).toEqual([]);
    expect(state.G.beliefDiscard).toEqual([one('left-a')]);
    expect(state.G.belief).toBeNull();
    expect(state.G.step.kind).toBe('algorithm');
    refused(state, '0', 'control', 'program');
    expect(brokenIn(state)).toEqual([]);
  });

  it('a bid above your chips is refused and nothing changes', () => {
    const state = bidding(undefined, { chips: { 0: 2, 1: 5, 2: 5 } });
    refused(state, '0', 'bid', 3);
    expect(checkBid(state.G, '0', 3)).toMatchObject({ code: 'bid-too-high' });
    // Never trimmed to 2: the seat has not bid, and may still bid what it holds.
    expect(state.G.step.kind === 'bid' && state.G.step.sealed.commits).toEqual({});
    const next = play(state, ['0', 'bid', 2]);
    expect(next.G.step.kind === 'bid' && next.G.step.sealed.commits).toEqual({ 0: 2 });
  });

  it('all totals at 0 is a tie that deletes the Belief', () => {
    let state = bidding();
    const before = structuredClone(state.G);
    state = bidAll(state);
    expect(state.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1', '2'], choice: 'delete', paid: { 0: 0, 1: 0, 2: 0 } });
    expect(state.G.chips).toEqual(before.chips);
    expect(state.G.bank).toBe(before.bank);
    expect(state.G.mind).toEqual([]);
    expect(state.G.beliefDiscard).toEqual([before.belief]);
    expect(state.G.stats.ties).toBe(1);
    expect(state.G.step.kind).toBe('algorithm');
  });
});
