import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTRA, type EvilState, type Face } from '../../games/evil-robots/state.ts';
import { brokenIn, roundEnd } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/** The round's last turn (seat 0's) ended with these coins ([hidden, shown]) and Power Levels; nobody holds a token, so the reveal follows. */
const revealed = (coins: Record<string, [Face, Face]>, power: Record<string, number>, extra?: [Face, Face]): State<EvilState> => roundEnd({ coins, power, extra });

describe('teams and the winner', () => {
  it('only heads is Good, only tails Evil, one of each Neutral', () => {
    const { G } = revealed({ 0: [H, H], 1: [T, T], 2: [H, T], 3: [T, H], 4: [H, H] }, { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 });
    expect(G.showdown!.teams).toEqual({ 0: 'good', 1: 'evil', 2: 'neutral', 3: 'neutral', 4: 'good' });
  });

  it("each team's Power is the sum of its players' Power Levels, and the greatest total wins", () => {
    const state = revealed({ 0: [H, H], 1: [T, T], 2: [T, T], 3: [H, T], 4: [H, H] }, { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 });
    expect(state.G.showdown).toMatchObject({ totals: { good: 5, evil: 7, neutral: 2 }, winningTeams: ['evil'], winners: ['1', '2'] });
    expect(state.G.step).toMatchObject({ kind: 'split', winners: ['1', '2'], amount: 6 });
    expect(brokenIn(state)).toEqual([]);
  });

  it('tied teams all win', () => {
    const { G } = revealed({ 0: [H, H], 1: [T, T], 2: [T, T], 3: [H, H], 4: [H, T] }, { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 });
    expect(G.showdown).toMatchObject({ totals: { good: 7, evil: 7 }, winningTeams: ['good', 'evil'], winners: ['0', '1', '2', '3'] });
  });

  it('Neutral cannot win, even with the greatest total', () => {
    const { G } = revealed({ 0: [H, T], 1: [T, H], 2: [T, T], 3: [H, H], 4: [H, T] }, { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 });
    expect(G.showdown).toMatchObject({ totals: { good: 2, evil: 3, neutral: 9 }, winningTeams: ['evil'], winners: ['2'] });
  });

  it('a team may win with a total of 0', () => {
    const { G } = revealed({ 0: [H, T], 1: [T, H], 2: [T, H], 3: [H, T], 4: [H, H] }, { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 });
    expect(G.showdown).toMatchObject({ totals: { good: 0, evil: 0, neutral: 14 }, winningTeams: ['good'], winners: ['4'] });
  });

  it('a team nobody is on cannot win, and with everyone Neutral nobody wins', () => {
    const good = revealed({ 0: [H, H], 1: [H, T], 2: [T, H], 3: [H, T], 4: [T, H] }, { 0: 0, 1: 5, 2: 4, 3: 3, 4: 2 });
    expect(good.G.showdown).toMatchObject({ winningTeams: ['good'], winners: ['0'] });
    const nobody = revealed({ 0: [H, T], 1: [H, T], 2: [T, H], 3: [H, T], 4: [T, H] }, { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 });
    expect(nobody.G.showdown).toMatchObject({ winningTeams: [], winners: [] });
    // Nobody is paid: the round goes straight to the clean-up.
    expect(nobody.G.step.kind).toBe('keep');
    expect(nobody.G.influence).toEqual({ 0: 3, 1: 3, 2: 3, 3: 3, 4: 3 });
  });

  it('the extra player counts for its team and can be a winner, but takes no Influence', () => {
    // Four players: the extra player holds the 5 and has been turned Good.
    const state = revealed({ 0: [H, H], 1: [T, T], 2: [T, T], 3: [H, T] }, { 0: 1, 1: 4, 2: 3, 3: 2 }, [H, H]);
    expect(state.G.power[EXTRA]).toBe(5);
    expect(state.G.showdown).toMatchObject({ teams: { extra: 'good' }, totals: { good: 6, evil: 7 }, winners: ['1', '2'] });
    const won = revealed({ 0: [H, H], 1: [T, T], 2: [H, T], 3: [H, T] }, { 0: 1, 1: 4, 2: 3, 3: 2 }, [H, H]);
    expect(won.G.showdown).toMatchObject({ totals: { good: 6, evil: 4 }, winners: ['0', EXTRA] });
    // Seat 0 is the only seated winner: it takes the whole allocation (the 6), the extra player nothing.
    expect(won.G.allocation).toBe(6);
    expect(won.G.influence['0']).toBe(2 + 6);
    expect(won.G.showdown!.split).toEqual({ 0: 6 });
    expect(EXTRA in won.G.influence).toBe(false);
    expect(brokenIn(won)).toEqual([]);
  });
});
