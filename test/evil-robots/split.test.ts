import { beforeAll, describe, expect, it, vi } from 'vitest';
import { evilRobots } from '../../games/evil-robots/index.ts';
import { EXTRA, type Face } from '../../games/evil-robots/state.ts';
import { brokenIn, content, play, refused, roundEnd, seen } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** Five players; Good (seats 0, 1, 3: 5 + 4 + 2) beats Evil (seat 2's 3): three winners split the 6. */
const threeWin = (allocation?: number) => roundEnd({ coins: { 0: [H, H], 1: [H, H], 2: [T, T], 3: [H, H], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, allocation });

describe('the split', () => {
  it("a proposal gives each winner, and only them, a whole share; the shares add up to the round's Influence", () => {
    const state = threeWin();
    expect(state.G.step).toMatchObject({ kind: 'split', winners: ['0', '1', '3'], amount: 6, proposal: null });
    for (const shares of [{ 0: 2, 1: 2 }, { 0: 2, 1: 2, 3: 2, 4: 0 }, { 0: 2, 1: 2, 2: 2 }, { 0: 3, 1: 3, 3: -0.5 }, { 0: 1.5, 1: 1.5, 3: 3 }, { 0: 7, 1: -1, 3: 0 }, { 0: 2, 1: 2, 3: 1 }, { 0: 2, 1: 2, 3: 3 }, [2, 2, 2], null, 6]) {
      refused(state, '0', 'proposeSplit', shares);
    }
    // Only a winner proposes.
    refused(state, '2', 'proposeSplit', { 0: 2, 1: 2, 3: 2 });
    const proposed = play(state, ['1', 'proposeSplit', { 0: 0, 1: 6, 3: 0 }]);
    // Public: every seat and a spectator see the proposal; its proposer has accepted it.
    for (const viewer of ['2', '4', null]) expect(seen(proposed, viewer).step).toMatchObject({ proposal: { by: '1', shares: { 0: 0, 1: 6, 3: 0 }, accepted: ['1'] } });
  });

  it('when every other winner accepts, the shares are paid from the supply', () => {
    let state = play(threeWin(), ['3', 'proposeSplit', { 0: 1, 1: 2, 3: 3 }], ['0', 'answerSplit', true]);
    expect(state.G.step).toMatchObject({ kind: 'split', proposal: { accepted: ['3', '0'] } });
    refused(state, '0', 'answerSplit', true);
    refused(state, '2', 'answerSplit', true);
    const supply = state.G.supply.influence;
    state = play(state, ['1', 'answerSplit', true]);
    expect(state.G.influence).toEqual({ 0: 4, 1: 5, 2: 3, 3: 6, 4: 3 });
    expect(state.G.supply.influence).toBe(supply - 6);
    expect(state.G.showdown!.split).toEqual({ 0: 1, 1: 2, 3: 3 });
    expect(state.G.stats.splitsAgreed).toBe(1);
    expect(state.G.step.kind).toBe('keep');
    expect(brokenIn(state)).toEqual([]);
  });

  it('a refusal withdraws the proposal; a new proposal replaces the last and starts its acceptances again', () => {
    let state = play(threeWin(), ['0', 'proposeSplit', { 0: 4, 1: 1, 3: 1 }], ['1', 'answerSplit', true], ['3', 'answerSplit', false]);
    expect(state.G.step).toMatchObject({ kind: 'split', proposal: null, refused: ['3'] });
    refused(state, '1', 'answerSplit', true);
    state = play(state, ['0', 'proposeSplit', { 0: 3, 1: 2, 3: 1 }], ['1', 'answerSplit', true]);
    state = play(state, ['3', 'proposeSplit', { 0: 2, 1: 2, 3: 2 }]);
    expect(state.G.step).toMatchObject({ proposal: { by: '3', accepted: ['3'] }, refused: [] });
    state = play(state, ['0', 'answerSplit', true], ['1', 'answerSplit', true]);
    expect(state.G.showdown!.split).toEqual({ 0: 2, 1: 2, 3: 2 });
  });

  it('with no split agreed by the deadline, each winner takes 1 and the rest stays in the supply', () => {
    let state = play(threeWin(), ['0', 'proposeSplit', { 0: 4, 1: 1, 3: 1 }]);
    expect(evilRobots.timedWindow!(state.G, state.ctx, content)).toMatchObject({ seconds: 60, moves: ['closeSplit'] });
    const supply = state.G.supply.influence;
    state = play(state, ['2', 'closeSplit']);
    expect(state.G.influence).toEqual({ 0: 4, 1: 4, 2: 3, 3: 4, 4: 3 });
    expect(state.G.supply.influence).toBe(supply - 3);
    expect(state.G.stats.splitsFailed).toBe(1);
    expect(state.G.step.kind).toBe('keep');
    // With less Influence than winners, the first winners in seat order take 1 each until it runs out.
    const short = play(roundEnd({ coins: { 0: [H, H], 1: [H, H], 2: [T, T], 3: [H, T], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, allocation: 1 }), ['0', 'proposeSplit', { 0: 1, 1: 0 }]);
    expect(short.G.step).toMatchObject({ winners: ['0', '1'], amount: 1 });
    expect(play(short, ['1', 'closeSplit']).G.showdown!.split).toEqual({ 0: 1, 1: 0 });
  });

  it('a single winner takes the whole allocation, with no split to agree', () => {
    const state = roundEnd({ coins: { 0: [T, T], 1: [H, H], 2: [H, T], 3: [H, T], 4: [H, T] }, power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 } });
    expect(state.G.showdown).toMatchObject({ winners: ['0'], split: { 0: 6 } });
    expect(state.G.influence['0']).toBe(9);
    expect(state.G.step.kind).toBe('keep');
  });

  it('when no seated player wins, nobody is paid', () => {
    // Four players: the extra player alone is Good, with the 5; Evil has seat 0's 1.
    const state = roundEnd({ coins: { 0: [T, T], 1: [H, T], 2: [H, T], 3: [T, H] }, power: { 0: 1, 1: 4, 2: 3, 3: 2 }, extra: [H, H] });
    expect(state.G.showdown).toMatchObject({ winners: [EXTRA], split: {} });
    expect(state.G.influence).toEqual({ 0: 2, 1: 2, 2: 2, 3: 2 });
    expect(state.G.step.kind).toBe('keep');
  });
});
