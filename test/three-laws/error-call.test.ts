import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkCallError } from '../../games/three-laws/rules/error-call.ts';
import { lawsApply } from '../../games/three-laws/rules/table.ts';
import type { Step } from '../../games/three-laws/state.ts';
import { act, play, prepared, refused, start, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
/** Round 3 with the question laws in force; seat 0 starts. */
const round = (laws = ['short-questions', 'question-mark'], extra: Partial<Prepared> = {}) =>
  start(prepared({ cards: FIVE, round: 3, lawsInForce: laws, ...extra }));
const LONG = 'Am I the highest rank here?';

describe('when an Error may be called', () => {
  it('laws are in force from the deal to the reveal: every step of the round but its end', () => {
    const steps: Step[] = [
      { kind: 'query-ask', current: '0' },
      { kind: 'query-answer', current: '0', target: '1' },
      { kind: 'transfer', current: '0' },
      { kind: 'transfer-offer', current: '0', to: '1', keys: 1 },
      { kind: 'reveal', ready: [] },
      { kind: 'reveal', ready: ['0', '2', '3', '4'] },
    ];
    for (const step of steps) expect(lawsApply(step)).toBe(true);
    expect(lawsApply({ kind: 'round-end', ready: [] })).toBe(false);
    // Right at the deal the laws already speak: the first question can be called before it is answered.
    const asked = play(round(), ['0', 'ask', '2', LONG]);
    expect(asked.G.step.kind).toBe('query-answer');
    expect(act(asked, '3', 'callError', 'r3-1').ok).toBe(true);
  });

  it('no Error can be called in a round without laws, nor once the round is revealed', () => {
    const lawless = play(start(prepared({ cards: FIVE, round: 1, lawsInForce: [] })), ['0', 'ask', '2', LONG]);
    expect(checkCallError(lawless.G, '3', 'r1-1')?.code).toBe('no-laws');
    refused(lawless, '3', 'callError', 'r1-1');
    let state = play(round(), ['0', 'ask', '2', LONG], ['2', 'answer', 'No']);
    const revealed = { ...state.G, step: { kind: 'round-end' as const, ready: [] } };
    expect(checkCallError(revealed, '3', 'r3-1')?.code).toBe('no-laws');
    state = start(revealed);
    refused(state, '3', 'callError', 'r3-1');
  });

  it('only a seated player calls, never on their own act, and only on an act of this round', () => {
    const state = play(round(), ['0', 'ask', '2', LONG]);
    expect(checkCallError(state.G, null, 'r3-1')?.code).toBe('not-seated');
    expect(checkCallError(state.G, '9', 'r3-1')?.code).toBe('not-seated');
    refused(state, null, 'callError', 'r3-1');
    expect(checkCallError(state.G, '0', 'r3-1')?.code).toBe('own-act');
    refused(state, '0', 'callError', 'r3-1');
    expect(checkCallError(state.G, '3', 'r2-1')?.code).toBe('nothing-to-claim');
    // The one asked may call on the question too.
    expect(act(state, '2', 'callError', 'r3-1').ok).toBe(true);
  });

  it('any act of the round may be called later in the round, not only the last one', () => {
    const state = play(round(), ['0', 'ask', '2', LONG], ['2', 'answer', 'No'], ['1', 'ask', '3', 'Top?'], ['3', 'answer', 'Yes']);
    const called = play(state, ['4', 'callError', 'r3-1']);
    expect(called.G.calls[0]).toMatchObject({ claimant: '4', target: 'r3-1', author: '0', verdict: 'upheld' });
  });

  it('one call per act, right or wrong: a second caller is refused', () => {
    const state = play(round(), ['0', 'ask', '2', LONG], ['2', 'answer', 'No'], ['3', 'callError', 'r3-1'], ['4', 'callError', 'r3-2']);
    expect(checkCallError(state.G, '1', 'r3-1')?.code).toBe('already-claimed');
    expect(checkCallError(state.G, '1', 'r3-2')?.code).toBe('already-claimed');
    refused(state, '1', 'callError', 'r3-1');
  });
});

describe('a right call', () => {
  it('takes a token from the supply; the verdict names the law and why', () => {
    const state = play(round(), ['0', 'ask', '2', 'Am I the highest rank here'], ['3', 'callError', 'r3-1']);
    expect(state.G.calls).toEqual([
      { id: 1, claimant: '3', target: 'r3-1', author: '0', verdict: 'upheld', reasons: ['Short Questions: 6 words: at most 4 allowed', 'Question Mark: Ends with "?": finish with that mark'] },
    ]);
    expect(state.G.tokens['3']).toBe(1);
    expect(state.G.supply).toBe(6);
  });

  it('one law broken is enough, whatever the others in force', () => {
    const state = play(round(), ['0', 'ask', '2', LONG], ['3', 'callError', 'r3-1']);
    expect(state.G.calls[0]).toMatchObject({ verdict: 'upheld', reasons: ['Short Questions: 6 words: at most 4 allowed'] });
  });

  it('with the supply empty, takes a token from the other player with the most', () => {
    const state = play(round(undefined, { supply: 0, tokens: { 0: 1, 1: 2, 2: 0, 3: 1, 4: 3 } }), ['0', 'ask', '2', LONG], ['3', 'callError', 'r3-1']);
    expect(state.G.tokens).toEqual({ 0: 1, 1: 2, 2: 0, 3: 2, 4: 2 });
    expect(state.G.supply).toBe(0);
  });

  it('with the supply empty and a tie for the most, takes from the first of them clockwise from the start player', () => {
    const tokens = { 0: 0, 1: 3, 2: 1, 3: 0, 4: 3 };
    const fromStart2 = play(round(undefined, { supply: 0, tokens, startPlayer: '2' }), ['2', 'ask', '0', LONG], ['3', 'callError', 'r3-1']);
    expect(fromStart2.G.tokens).toMatchObject({ 1: 3, 3: 1, 4: 2 });
    const fromStart0 = play(round(undefined, { supply: 0, tokens }), ['0', 'ask', '2', LONG], ['3', 'callError', 'r3-1']);
    expect(fromStart0.G.tokens).toMatchObject({ 1: 2, 3: 1, 4: 3 });
  });

  it('ruling: the caller never takes from themselves, and holding every token gains nothing', () => {
    const richest = play(round(undefined, { supply: 0, tokens: { 0: 0, 1: 1, 2: 1, 3: 5, 4: 0 } }), ['0', 'ask', '2', LONG], ['3', 'callError', 'r3-1']);
    expect(richest.G.tokens).toEqual({ 0: 0, 1: 0, 2: 1, 3: 6, 4: 0 });
    const all = play(round(undefined, { supply: 0, tokens: { 3: 7 } }), ['0', 'ask', '2', LONG], ['3', 'callError', 'r3-1']);
    expect(all.G.calls[0].verdict).toBe('upheld');
    expect(all.G.tokens['3']).toBe(7);
  });
});

describe('the engine is the referee, not the police', () => {
  it('an act breaking a law changes nothing until someone calls it', () => {
    const state = play(round(), ['0', 'ask', '2', LONG], ['2', 'answer', 'No'], ['1', 'ask', '3', 'Top?']);
    expect(state.G.calls).toEqual([]);
    expect(state.G.supply).toBe(7);
    expect(state.G.acts.map((a) => a.text)).toEqual([LONG, 'No', 'Top?']);
  });

  it('a law speaks of its acts only: an answer cannot break a question’s law', () => {
    const state = play(round(), ['0', 'ask', '2', 'Top?'], ['2', 'answer', 'No, you are not the highest rank here'], ['3', 'callError', 'r3-2']);
    expect(state.G.calls[0].verdict).toBe('rejected');
  });

  it('ruling: the laws hold until the last card is turned up, so the Transfer’s last act can still be called', () => {
    let state = start(prepared({ cards: FIVE, round: 3, lawsInForce: ['no-refusing'], step: { kind: 'transfer', current: '0' } }));
    state = play(state, ['0', 'keepKeys'], ['1', 'keepKeys'], ['2', 'keepKeys'], ['3', 'keepKeys'], ['4', 'giveKeys', '0'], ['0', 'refuseKeys']);
    expect(state.G.acts.at(-1)).toMatchObject({ id: 'r3-6', kind: 'refuse', by: '0' });
    // Three cards are up, the table waits for the last two: the refusal is still open to a call.
    state = play(state, ['0', 'reveal'], ['1', 'reveal'], ['2', 'reveal']);
    expect(state.G.step).toEqual({ kind: 'reveal', ready: ['0', '1', '2'] });
    expect(checkCallError(state.G, '4', 'r3-6')).toBeUndefined();
    state = play(state, ['4', 'callError', 'r3-6']);
    expect(state.G.calls[0]).toMatchObject({ claimant: '4', target: 'r3-6', author: '0', verdict: 'upheld' });
    expect(state.G.tokens['4']).toBe(1);
    // The token counts in this round's score; once the last card is up, nothing more can be called.
    state = play(state, ['3', 'reveal'], ['4', 'reveal']);
    expect(state.G.step.kind).toBe('round-end');
    expect(state.G.history[0].tokens['4']).toBe(1);
    expect(state.G.history[0].awards.filter((a) => a.reason === 'enforcer' || a.reason === 'most-tokens').map((a) => `${a.reason}:${a.player}`)).toEqual(['enforcer:4', 'most-tokens:4']);
    expect(checkCallError(state.G, '1', 'r3-5')?.code).toBe('no-laws');
  });
});
