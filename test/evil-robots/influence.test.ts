import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Face } from '../../games/evil-robots/state.ts';
import { brokenIn, play, roundEnd, type RoundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** Five players; seat 0 alone is Good with the 5 (the others Neutral or a weaker Evil) and takes the allocation, 6. */
const seatZeroWins = (r: Partial<RoundEnd> = {}) =>
  roundEnd({ coins: { 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, ...r });

describe('Influence', () => {
  it('revealed cards that grant Influence pay it from the supply after the split, winners or not', () => {
    const state = seatZeroWins({ faceUp: [{ card: 'fx-grant', owner: '2' }] });
    expect(state.G.showdown).toMatchObject({ winners: ['0'], split: { 0: 6 }, cardInfluence: { 2: 2 } });
    expect(state.G.influence).toEqual({ 0: 9, 1: 3, 2: 5, 3: 3, 4: 3 });
    expect(brokenIn(state)).toEqual([]);
    // Without the card, nobody but the winner gains.
    expect(seatZeroWins().G.showdown!.cardInfluence).toEqual({});
  });

  it('the supply is finite: a payment it cannot make is paid as far as it goes', () => {
    // 110 points in the box: with 108 held the supply has 2, and the winner's 6 is paid 2.
    const dry = seatZeroWins({ influence: { 0: 3, 1: 3, 2: 3, 3: 3, 4: 96 } });
    expect(dry.G.showdown!.split).toEqual({ 0: 2 });
    expect(dry.G.influence['0']).toBe(5);
    expect(dry.G.supply.influence).toBe(0);
    expect(brokenIn(dry)).toEqual([]);
    // Winners split what the supply holds; card Influence after it gets what is left, in seat order from the Dealer.
    const split = roundEnd({
      coins: { 0: [H, H], 1: [H, H], 2: [T, T], 3: [H, T], 4: [H, T] },
      power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 },
      influence: { 0: 3, 1: 3, 2: 3, 3: 3, 4: 95 },
      faceUp: [{ card: 'fx-grant', owner: '3' }],
    });
    expect(split.G.step).toMatchObject({ kind: 'split', amount: 3 });
    const paid = play(split, ['0', 'proposeSplit', { 0: 2, 1: 1 }], ['1', 'answerSplit', true]);
    expect(paid.G.showdown).toMatchObject({ split: { 0: 2, 1: 1 } });
    expect(paid.G.showdown!.cardInfluence[3] ?? 0).toBe(0);
    expect(paid.G.supply.influence).toBe(0);
    expect(brokenIn(paid)).toEqual([]);
  });
});
