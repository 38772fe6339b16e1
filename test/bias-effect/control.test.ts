import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkControl } from '../../games/bias-effect/rules/control.ts';
import { bidAll, brokenIn, one, play, prepared, refused, start, tradeAll, wonBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const table = () => start(prepared({ identities: ['left', 'right', 'moderate'] }));

describe('control of the Belief', () => {
  it('the winner programs the Belief into the mind or deletes it', () => {
    const programmed = wonBy(table(), '2', 'program');
    expect(programmed.G.mind).toEqual([one('left-a')]);
    expect(programmed.G.beliefDiscard).toEqual([]);
    expect(programmed.G.belief).toBeNull();
    expect(programmed.G.round.bids).toMatchObject({ winner: '2', choice: 'program' });
    expect(programmed.G.stats).toMatchObject({ programmed: 1, deleted: 0 });
    expect(brokenIn(programmed)).toEqual([]);

    const deleted = wonBy(table(), '2', 'delete');
    expect(deleted.G.mind).toEqual([]);
    expect(deleted.G.beliefDiscard).toEqual([one('left-a')]);
    expect(deleted.G.belief).toBeNull();
    expect(deleted.G.round.bids).toMatchObject({ winner: '2', choice: 'delete' });
    expect(deleted.G.stats).toMatchObject({ programmed: 0, deleted: 1 });
    // Either way the round goes on to the Life card and the Algorithm phase, led by the winner.
    for (const state of [programmed, deleted]) expect(state.G.step).toEqual({ kind: 'algorithm', order: ['2', '0', '1'], index: 0 });
  });

  it('only the bid winner chooses', () => {
    const state = bidAll(tradeAll(table()), { 1: 2 });
    expect(state.G.step).toEqual({ kind: 'control', winner: '1' });
    for (const [player, choice] of [['0', 'program'], ['2', 'delete'], [null, 'program'], ['1', 'keep'], ['1', undefined]] as const) {
      refused(state, player, 'control', choice);
    }
    expect(checkControl(state.G, '0', 'program')?.code).toBe('not-winner');
    expect(checkControl(state.G, '1', 'keep')?.code).toBe('bad-choice');
    const done = play(state, ['1', 'control', 'program']);
    expect(done.G.mind).toEqual([one('left-a')]);
    // Chosen once: the choice is over.
    refused(done, '1', 'control', 'delete');
    expect(checkControl(done.G, '1', 'delete')?.code).toBe('not-control');
    // Before the bids are in, nobody chooses.
    refused(tradeAll(table()), '0', 'control', 'program');
  });
});
