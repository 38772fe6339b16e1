import { describe, expect, it } from 'vitest';
import { actionWords } from '../../ui/replay/action-words.ts';

const names = { 0: 'Ada', 1: 'Bo', 2: 'Cy' } as Record<string, string>;
const move = (name: string, args: unknown, playerID: string | null = '0') => ({ n: 1, type: 'MAKE_MOVE', name, playerID, args });

describe("the replay's move list words", () => {
  it("names the seat who moved and a seat a move names, where the log has only the seat's id", () => {
    expect(actionWords(move('zap', ['1']), names)).toEqual({ who: 'Ada', what: 'zap: Bo' });
    expect(actionWords(move('chooseClaimant', ['2'], '1'), names)).toEqual({ who: 'Bo', what: 'choose claimant: Cy' });
    expect(actionWords(move('giveKeys', ['0'], '2'), names).what).toBe('give keys: Ada');
    // A seat the match has no name for, and a number that is not a seat id.
    expect(actionWords(move('zap', ['7'], '5'), names)).toEqual({ who: 'Seat 5', what: 'zap: 7' });
    expect(actionWords(move('bid', [1]), names).what).toBe('bid: 1');
  });

  it('shows a list of plain values, leaves a structure to the table and says a hidden move is hidden', () => {
    expect(actionWords(move('layDown', ['set', ['green-11', 'red-11', 'blue-11']]), names).what).toBe('lay down: set, [green-11, red-11, blue-11]');
    expect(actionWords(move('proposeSplit', [{ 0: 2, 2: 1 }]), names).what).toBe('propose split: …');
    expect(actionWords(move('ask', ['1', 'Are you a robot?', { id: 'q' }, { id: 'r' }]), names).what).toBe('ask: Bo, Are you a robot?, …');
    expect(actionWords(move('decide', null), names).what).toBe('decide (hidden)');
    expect(actionWords({ n: 1, type: 'END_TURN', name: null, playerID: null }, names)).toEqual({ who: 'The table', what: 'end_turn' });
  });
});
