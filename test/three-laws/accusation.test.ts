import type { Ctx } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openCounterClaim } from '../../games/kit/talk/judged-claim.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { accuseWindow, PLAY_MOVES } from '../../games/three-laws/rules/accuse-window.ts';
import { checkAccuse } from '../../games/three-laws/rules/error-call.ts';
import { keepAll, play, prepared, refused, start, withRules, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
/** Round 3 under Short Questions; seat 0 asks seat 2 a short question and seat 3 calls it wrongly. */
const wrongCall = (extra: Partial<Prepared> = {}) =>
  play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['short-questions'], ...extra })), ['0', 'ask', '2', 'Top rank?'], ['3', 'callError', 'r3-1']);

describe('a wrong call', () => {
  it('gains nothing and opens a window to accuse the caller', () => {
    const state = wrongCall({ tokens: { 3: 1 } });
    expect(state.G.calls).toEqual([{ id: 1, claimant: '3', target: 'r3-1', author: '0', verdict: 'rejected', reasons: [] }]);
    expect(state.G.tokens['3']).toBe(1);
    expect(state.G.supply).toBe(6);
    expect(openCounterClaim(state.G.calls)?.claimant).toBe('3');
  });

  it('the first accuser takes a token from the caller', () => {
    const state = play(wrongCall({ tokens: { 3: 2 } }), ['1', 'accuse']);
    expect(state.G.tokens).toMatchObject({ 1: 1, 3: 1 });
    expect(state.G.calls[0].counteredBy).toBe('1');
  });

  it('ruling: any seated player but the caller may accuse, the author of the act included', () => {
    const state = wrongCall({ tokens: { 3: 1 } });
    expect(checkAccuse(state.G, '3')?.code).toBe('own-claim');
    refused(state, '3', 'accuse');
    expect(checkAccuse(state.G, null)?.code).toBe('not-seated');
    refused(state, null, 'accuse');
    expect(play(state, ['0', 'accuse']).G.tokens).toMatchObject({ 0: 1, 3: 0 });
  });

  it('a second accuser is refused', () => {
    const state = play(wrongCall({ tokens: { 3: 2 } }), ['1', 'accuse']);
    expect(checkAccuse(state.G, '4')?.code).toBe('nothing-to-counter');
    refused(state, '4', 'accuse');
  });

  it('ruling: a caller with no token pays from the supply; with the supply empty too, the accuser gains nothing', () => {
    const fromSupply = play(wrongCall(), ['1', 'accuse']);
    expect(fromSupply.G.tokens).toMatchObject({ 1: 1, 3: 0 });
    expect(fromSupply.G.supply).toBe(6);
    const nothing = play(wrongCall({ supply: 0, tokens: { 0: 4, 2: 3 } }), ['1', 'accuse']);
    expect(nothing.G.tokens).toEqual({ 0: 4, 1: 0, 2: 3, 3: 0, 4: 0 });
    expect(nothing.G.calls[0].counteredBy).toBe('1');
  });

  it('the next play move closes the window', () => {
    const answered = play(wrongCall({ tokens: { 3: 1 } }), ['2', 'answer', 'No']);
    expect(answered.G.calls[0].counteredBy).toBeNull();
    refused(answered, '1', 'accuse');
    // In the Transfer too: an offer closes it.
    const transfer = play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['no-refusing'], step: { kind: 'transfer', current: '0' } })), ['0', 'keepKeys'], ['3', 'callError', 'r3-1']);
    expect(openCounterClaim(transfer.G.calls)).toBeDefined();
    expect(openCounterClaim(play(transfer, ['1', 'giveKeys', '2']).G.calls)).toBeUndefined();
  });

  it('a new call closes the window of the one before', () => {
    const asked = play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['short-questions'], tokens: { 2: 1, 3: 1 } })), ['0', 'ask', '2', 'Top rank?'], ['2', 'answer', 'No'], ['1', 'ask', '4', 'Rank?']);
    let state = play(asked, ['3', 'callError', 'r3-1'], ['2', 'callError', 'r3-3']);
    expect(state.G.calls.map((c) => [c.claimant, c.verdict, c.counteredBy])).toEqual([['3', 'rejected', null], ['2', 'rejected', undefined]]);
    state = play(state, ['0', 'accuse']);
    expect(state.G.tokens).toMatchObject({ 0: 1, 2: 0, 3: 1 });
  });

  it('in a live match the window holds the play moves for accuseWindowSeconds; 0 seconds, the end of the game or no open call hold nothing', () => {
    const live = withRules({ accuseWindowSeconds: 8 });
    const state = wrongCall();
    const ctx = { ...state.ctx, gameover: undefined } as Ctx;
    expect(threeLaws.timedWindow!(state.G, ctx, live)).toEqual({ key: 'r3-call-1', seconds: 8, moves: PLAY_MOVES, reason: 'an Error call was judged wrong: the table may accuse the caller' });
    expect([...PLAY_MOVES].sort()).toEqual(['acceptKeys', 'answer', 'ask', 'giveKeys', 'keepKeys', 'ready', 'refuseKeys', 'reveal']);
    expect(accuseWindow(state.G, false, withRules({ accuseWindowSeconds: 0 }))).toBeUndefined();
    expect(accuseWindow(state.G, true, live)).toBeUndefined();
    expect(accuseWindow(play(state, ['1', 'accuse']).G, false, live)).toBeUndefined();
    expect(accuseWindow(play(state, ['2', 'answer', 'No']).G, false, live)).toBeUndefined();
  });

  it('during the reveal a wrong call opens the window too, and the live hold keeps the remaining cards down', () => {
    // Round 3 under No Refusing: everyone kept, seat 0 has turned their card up; seat 1 calls seat 4's keep wrongly.
    const transfer = start(prepared({ cards: FIVE, round: 3, lawsInForce: ['no-refusing'], step: { kind: 'transfer', current: '0' } }));
    let state = play(keepAll(transfer), ['0', 'reveal'], ['1', 'callError', 'r3-5']);
    expect(state.G.step).toEqual({ kind: 'reveal', ready: ['0'] });
    expect(state.G.calls[0]).toMatchObject({ claimant: '1', target: 'r3-5', author: '4', verdict: 'rejected' });
    const live = withRules({ accuseWindowSeconds: 8 });
    const window = threeLaws.timedWindow!(state.G, { ...state.ctx, gameover: undefined } as Ctx, live);
    expect(window?.moves).toContain('reveal');
    // The author accuses: the caller holds no token, so it comes from the supply, in time for this round's score.
    state = play(state, ['4', 'accuse']);
    expect(state.G.tokens).toMatchObject({ 1: 0, 4: 1 });
    expect(accuseWindow(state.G, false, live)).toBeUndefined();
    state = play(state, ['1', 'reveal'], ['2', 'reveal'], ['3', 'reveal'], ['4', 'reveal']);
    expect(state.G.history[0].tokens).toMatchObject({ 1: 0, 4: 1 });
  });

  it('closes when the round is scored: a wrong call made during the reveal and left unaccused can no longer be accused', () => {
    const transfer = start(prepared({ cards: FIVE, round: 3, lawsInForce: ['no-refusing'], step: { kind: 'transfer', current: '0' } }));
    let state = play(keepAll(transfer), ['1', 'callError', 'r3-5']);
    expect(accuseWindow(state.G, false, withRules({ accuseWindowSeconds: 8 }))).toBeDefined();
    state = play(state, ['0', 'reveal'], ['1', 'reveal'], ['2', 'reveal'], ['3', 'reveal'], ['4', 'reveal']);
    expect(state.G.step.kind).toBe('round-end');
    expect(accuseWindow(state.G, false, withRules({ accuseWindowSeconds: 8 }))).toBeUndefined();
    expect(checkAccuse(state.G, '4')?.code).toBe('nothing-to-counter');
  });
});
