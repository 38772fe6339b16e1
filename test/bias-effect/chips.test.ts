import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brokenIn, one, play, prepared, start, tieRound, tradeAll, wonBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['left', 'right', 'far-left', 'far-right', 'moderate'];

describe('chips', () => {
  it('a dry bank pays as far as it goes, clockwise from the owner', () => {
    // 98 chips in pouches, 2 in the bank. The Far-Left (seat 2) wins the Belief for 1, leaving the bank 3.
    const G = prepared({ identities: FIVE, mind: [one('left-a')], chips: { 0: 20, 1: 20, 2: 20, 3: 20, 4: 18 }, lifeTop: [one('fixture-windfall')] });
    expect(G.bank).toBe(2);
    const state = wonBy(start(G), '2', 'delete');
    // Windfall, Left: every Left-leaning player gains 2, clockwise from the card's owner (the winner, seat 2):
    // seat 2 gets its 2, seat 0 the last 1.
    expect(state.G.round.life).toEqual({ card: one('fixture-windfall'), outcome: 'left' });
    expect(state.G.bank).toBe(0);
    expect(state.G.chips).toEqual({ 0: 21, 1: 20, 2: 21, 3: 20, 4: 18 });
    expect(brokenIn(state)).toEqual([]);

    // Trade-ins are paid clockwise from the round's first player (here seat 3): seat 3 gets all 3, seat 0 the last 1.
    const T = prepared({ identities: ['left', 'right', 'far-left', 'far-right'], chips: { 0: 24, 1: 24, 2: 24, 3: 24 }, hands: { 0: [one('fixture-take')], 3: [one('fixture-take', 2)] } });
    T.firstPlayer = '3';
    T.round.firstPlayer = '3';
    expect(T.bank).toBe(4);
    const traded = tradeAll(start(T), { 0: one('fixture-take'), 3: one('fixture-take', 2) });
    expect(traded.G.round.trades).toEqual({ 0: { card: one('fixture-take'), chips: 1 }, 1: null, 2: null, 3: { card: one('fixture-take', 2), chips: 3 } });
    expect(traded.G.chips).toEqual({ 0: 25, 1: 24, 2: 24, 3: 27 });
    expect(traded.G.bank).toBe(0);
    expect(brokenIn(traded)).toEqual([]);

    // An empty bank pays nothing, and nothing breaks.
    const dry = play(tieRound(start(prepared({ identities: ['left', 'right'], chips: { 0: 50, 1: 50 }, hands: { 0: [one('fixture-gain')] } }))), ['0', 'playAlgorithm', one('fixture-gain')]);
    expect(dry.G.chips).toEqual({ 0: 50, 1: 50 });
    expect(dry.G.bank).toBe(0);
  });

  it('a loss larger than a pouch empties it', () => {
    // Left and Moderate tie on 6; Tax's Left outcome asks the Left player (1 chip) for 2.
    const G = prepared({
      identities: ['left', 'right', 'moderate'],
      mind: [one('left-a'), one('left-a', 2)],
      chips: { 0: 1, 1: 0, 2: 5 },
      hands: { 0: [one('fixture-lose')], 1: [one('fixture-take')] },
      lifeTop: [one('fixture-tax')],
    });
    const bank = G.bank;
    let state = tieRound(start(G));
    expect(state.G.round.life).toEqual({ card: one('fixture-tax'), outcome: 'left' });
    expect(state.G.chips).toEqual({ 0: 0, 1: 0, 2: 5 });
    expect(state.G.bank).toBe(bank + 1);
    // Lose: every other player pays 1; seat 1 has none to pay.
    state = play(state, ['0', 'playAlgorithm', one('fixture-lose')]);
    expect(state.G.chips).toEqual({ 0: 0, 1: 0, 2: 4 });
    expect(state.G.bank).toBe(bank + 2);
    // Take 2 from an empty pouch: nothing moves.
    state = play(state, ['1', 'playAlgorithm', one('fixture-take')], ['1', 'decide', ['0']]);
    expect(state.G.chips).toEqual({ 0: 0, 1: 0, 2: 4 });
    expect(brokenIn(state)).toEqual([]);
  });
});
