import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkPass, checkPlay } from '../../games/bias-effect/rules/algorithm.ts';
import { brokenIn, one, pendingOf, play, prepared, refused, start, tieRound, turnOf, wonBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = {
  0: [one('fixture-gain'), one('fixture-take')],
  1: [one('fixture-gain', 2), one('fixture-take', 2)],
  2: [one('fixture-draw'), one('fixture-lose')],
};
const table = () => start(prepared({ identities: ['left', 'right', 'moderate'], hands }));

describe('the Algorithm phase', () => {
  it('from the bid winner clockwise each plays one card or passes', () => {
    let state = wonBy(table(), '2', 'delete');
    expect(state.G.step).toEqual({ kind: 'algorithm', order: ['2', '0', '1'], index: 0 });
    refused(state, '0', 'playAlgorithm', one('fixture-gain'));
    refused(state, '1', 'pass');
    expect(checkPass(state.G, '0')?.code).toBe('not-your-turn');

    state = play(state, ['2', 'playAlgorithm', one('fixture-draw')]);
    expect(turnOf(state)).toBe('0');
    // One card a turn: seat 2 has had theirs.
    refused(state, '2', 'playAlgorithm', one('fixture-lose'));
    refused(state, '2', 'pass');
    state = play(state, ['0', 'pass']);
    expect(state.G.hands['0']).toEqual(hands[0]);
    expect(turnOf(state)).toBe('1');
    refused(state, '0', 'playAlgorithm', one('fixture-gain'));
    state = play(state, ['1', 'playAlgorithm', one('fixture-gain', 2)]);

    // Everyone has had a turn: the round is over and the next one's trade-in has begun.
    expect(state.G.step.kind).toBe('trade');
    expect(state.G.history.at(-1)!.algorithms).toEqual([
      { player: '2', card: one('fixture-draw') },
      { player: '0', card: null },
      { player: '1', card: one('fixture-gain', 2) },
    ]);
    expect(checkPass(state.G, '0')?.code).toBe('not-algorithm-phase');
    expect(brokenIn(state)).toEqual([]);
  });

  it('a played card runs its script and goes to the discard', () => {
    let state = tieRound(table());
    expect(turnOf(state)).toBe('0');
    refused(state, '0', 'playAlgorithm', one('fixture-draw'));
    expect(checkPlay(state.G, '0', one('fixture-draw'))?.code).toBe('not-in-hand');
    const bank = state.G.bank;
    state = play(state, ['0', 'playAlgorithm', one('fixture-gain')]);
    // Gain: the bank pays the player 2.
    expect(state.G.chips).toEqual({ 0: 7, 1: 5, 2: 5 });
    expect(state.G.bank).toBe(bank - 2);
    expect(state.G.hands['0']).toEqual([one('fixture-take')]);
    expect(state.G.algorithmDiscard).toEqual([one('fixture-gain')]);
    expect(state.G.stats.algorithmsPlayed['fixture-gain']).toBe(1);
    expect(state.G.round.algorithms).toEqual([{ player: '0', card: one('fixture-gain') }]);
    // Seat 2's Lose, the round's last card: every other player pays 1.
    state = play(state, ['1', 'pass'], ['2', 'playAlgorithm', one('fixture-lose')]);
    expect(state.G.chips).toEqual({ 0: 6, 1: 4, 2: 5 });
    expect(state.G.algorithmDiscard).toEqual([one('fixture-lose'), one('fixture-gain')]);
    expect(state.G.hands['2']).not.toContain(one('fixture-lose'));
    expect(state.G.step.kind).toBe('trade');
    expect(brokenIn(state)).toEqual([]);
  });

  it('nothing else happens while a card waits on a decision', () => {
    let state = tieRound(table());
    state = play(state, ['0', 'playAlgorithm', one('fixture-take')]);
    expect(pendingOf(state)).toMatchObject({ player: '0', kind: 'player', options: ['1', '2'], min: 1, max: 1 });
    expect(state.G.algorithmDiscard).toEqual([one('fixture-take')]);
    expect(state.ctx.activePlayers).toEqual({ 0: 'script-decision' });
    const frozen = state;
    for (const [player, move, ...args] of [
      ['1', 'pass'],
      ['1', 'playAlgorithm', one('fixture-gain', 2)],
      ['0', 'pass'],
      ['0', 'playAlgorithm', one('fixture-gain')],
      ['1', 'decide', ['2']],
      ['0', 'decide', ['0']],
      ['0', 'decide', ['1', '2']],
      ['0', 'decide', []],
      ['2', 'trade', null],
      ['2', 'bid', 0],
      ['2', 'closeBids'],
      ['2', 'closeTrade'],
      ['2', 'control', 'program'],
    ] as [string, string, ...unknown[]][]) {
      refused(frozen, player, move, ...args);
    }
    expect(checkPass(frozen.G, '0')?.code).toBe('decision-pending');
    state = play(state, ['0', 'decide', ['2']]);
    // Answered: the card finishes (2 chips from seat 2), and only then does the next turn come.
    expect(pendingOf(state)).toBeNull();
    expect(state.G.chips).toEqual({ 0: 7, 1: 5, 2: 3 });
    expect(turnOf(state)).toBe('1');
    expect(state.ctx.activePlayers).toEqual({ 0: null, 1: null, 2: null });
    expect(brokenIn(state)).toEqual([]);
  });
});
