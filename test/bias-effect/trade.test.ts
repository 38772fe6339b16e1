import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkTrade } from '../../games/bias-effect/rules/trade.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import { brokenIn, one, play, prepared, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = { 0: [one('fixture-lose'), one('fixture-gain')], 1: [one('fixture-take')], 2: [one('fixture-draw'), one('fixture-forward')] };
const table = () => start(prepared({ identities: ['left', 'right', 'moderate'], hands }));

describe('trading in', () => {
  it('a trade-in names a card of your hand or none, once', () => {
    let state = table();
    refused(state, '0', 'trade', one('fixture-take')); // seat 1's card
    refused(state, '0', 'trade', one('fixture-back')); // in the deck
    refused(state, '0', 'trade', 'nothing#1');
    refused(state, '0', 'trade', 3);
    refused(state, null, 'trade', one('fixture-lose'));
    expect(checkTrade(state.G, '0', one('fixture-take'))?.code).toBe('not-in-hand');
    expect(checkTrade(state.G, null, null)?.code).toBe('not-eligible');

    state = play(state, ['0', 'trade', one('fixture-lose')], ['1', 'trade', null]);
    refused(state, '0', 'trade', one('fixture-gain'));
    refused(state, '0', 'trade', null);
    refused(state, '1', 'trade', one('fixture-take'));
    expect(checkTrade(state.G, '0', null)?.code).toBe('already-committed');
    expect(state.G.step.kind === 'trade' && state.G.step.sealed.commits).toEqual({ 0: one('fixture-lose'), 1: null });

    state = play(state, ['2', 'trade', null]);
    // The trade-in is over: the bidding has begun, and nobody trades again this round.
    expect(state.G.step.kind).toBe('bid');
    refused(state, '2', 'trade', one('fixture-draw'));
    expect(state.G.hands['0']).toEqual([one('fixture-gain')]);
    expect(state.G.hands['1']).toEqual([one('fixture-take')]);
    expect(state.G.round.trades).toEqual({ 0: { card: one('fixture-lose'), chips: 2 }, 1: null, 2: null });
  });

  it("the trades show together and the bank pays each card's value", () => {
    let state = table();
    const bank = state.G.bank;
    state = play(state, ['0', 'trade', one('fixture-lose')], ['2', 'trade', one('fixture-draw')]);
    // Two of three in: nothing has happened, and only the chooser knows their choice.
    expect(state.G.hands).toEqual(hands);
    expect(state.G.chips).toEqual({ 0: 5, 1: 5, 2: 5 });
    expect(state.G.bank).toBe(bank);
    expect(state.G.algorithmDiscard).toEqual([]);
    expect(state.G.round.trades).toEqual({});
    for (const [viewer, values] of [['0', { 0: one('fixture-lose') }], ['1', {}], ['2', { 2: one('fixture-draw') }], [null, {}]] as const) {
      const view = viewFor(state.G, viewer);
      expect(view.step).toMatchObject({ kind: 'trade', sealed: { committed: ['0', '2'], values, revealed: false } });
    }
    const seat1 = JSON.stringify(viewFor(state.G, '1'));
    expect(seat1).not.toContain(one('fixture-lose'));
    expect(seat1).not.toContain(one('fixture-draw'));

    state = play(state, ['1', 'trade', null]);
    // All in: every traded card leaves its hand for the discard, and the bank pays its value (Lose 2, Draw 1).
    expect(state.G.hands).toEqual({ 0: [one('fixture-gain')], 1: [one('fixture-take')], 2: [one('fixture-forward')] });
    expect([...state.G.algorithmDiscard].sort()).toEqual([one('fixture-draw'), one('fixture-lose')]);
    expect(state.G.chips).toEqual({ 0: 7, 1: 5, 2: 6 });
    expect(state.G.bank).toBe(bank - 3);
    expect(state.G.round.trades).toEqual({ 0: { card: one('fixture-lose'), chips: 2 }, 1: null, 2: { card: one('fixture-draw'), chips: 1 } });
    for (const viewer of ['1', null]) expect(viewFor(state.G, viewer).round.trades).toEqual(state.G.round.trades);
    expect(state.G.step.kind).toBe('bid');
    expect(brokenIn(state)).toEqual([]);
  });
});
