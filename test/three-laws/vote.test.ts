import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openCounterClaim } from '../../games/kit/talk/judged-claim.ts';
import { checkCallError, checkCastVote } from '../../games/three-laws/rules/error-call.ts';
import { checkReveal } from '../../games/three-laws/rules/round-end.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import { keepAll, play, prepared, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
/** Round 3 under Be Kind (the players judge it) and Short Questions; seat 0 asked, seat 2 answered, seat 3 calls the answer. */
const voteOpen = (cards = FIVE) =>
  play(start(prepared({ cards, round: 3, lawsInForce: ['be-kind', 'short-questions'] })), ['0', 'ask', '2', 'Top rank?'], ['2', 'answer', 'No, never.'], ['3', 'callError', 'r3-2']);

describe('a law the players judge', () => {
  it('a call on an act that breaks no engine-judged law goes to a vote of everyone but the caller and the author', () => {
    const state = voteOpen();
    expect(state.G.calls).toEqual([{ id: 1, claimant: '3', target: 'r3-2', author: '2', verdict: 'vote', reasons: [], votes: {}, voters: ['0', '1', '4'] }]);
    expect(checkCastVote(state.G, '3', true)?.code).toBe('not-a-voter');
    expect(checkCastVote(state.G, '2', true)?.code).toBe('not-a-voter');
    expect(checkCastVote(state.G, null, true)?.code).toBe('not-a-voter');
    expect(checkCastVote(state.G, '0', 'yes')?.code).toBe('bad-vote');
    const voted = play(state, ['0', 'voteOnCall', true]);
    refused(voted, '0', 'voteOnCall', false);
  });

  it('a majority voting the law broken makes the call right: the caller takes a token', () => {
    const state = play(voteOpen(), ['0', 'voteOnCall', true], ['4', 'voteOnCall', false], ['1', 'voteOnCall', true]);
    expect(state.G.calls[0]).toMatchObject({ verdict: 'upheld', votes: { 0: true, 4: false, 1: true }, reasons: ['the table voted it broken'] });
    expect(state.G.tokens['3']).toBe(1);
    expect(state.G.supply).toBe(6);
  });

  it('a tie goes to the speaker: the call is wrong, and open to accusation like any wrong call', () => {
    const four = ['android-1', 'android-2', 'ai-1', 'ai-2'];
    const state = play(voteOpen(four), ['0', 'voteOnCall', true], ['1', 'voteOnCall', false]);
    expect(state.G.calls[0]).toMatchObject({ verdict: 'rejected', voters: ['0', '1'] });
    expect(state.G.tokens['3']).toBe(0);
    expect(openCounterClaim(state.G.calls)?.claimant).toBe('3');
    expect(play(state, ['2', 'accuse']).G.tokens['2']).toBe(1);
  });

  it('while the table votes, no play move and no other call is accepted', () => {
    const state = voteOpen();
    refused(state, '1', 'ask', '4', 'Rank?');
    expect(checkCallError(state.G, '4', 'r3-1')?.code).toBe('vote-open');
    const voting = play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['be-kind'], step: { kind: 'transfer', current: '0' } })), ['0', 'giveKeys', '1'], ['3', 'callError', 'r3-1']);
    expect(voting.G.calls[0].verdict).toBe('vote');
    refused(voting, '1', 'acceptKeys');
    refused(voting, '1', 'refuseKeys');
    const settled = play(voting, ['2', 'voteOnCall', false], ['4', 'voteOnCall', false], ['1', 'voteOnCall', false]);
    expect(play(settled, ['1', 'acceptKeys']).G.keys['1']).toBe(2);
    const answer = play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['be-kind'], acts: [] })), ['0', 'ask', '2', 'Top?'], ['3', 'callError', 'r3-1']);
    refused(answer, '2', 'answer', 'No');
    const keep = play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['be-kind'], step: { kind: 'transfer', current: '0' } })), ['0', 'giveKeys', '1'], ['1', 'refuseKeys'], ['3', 'callError', 'r3-2']);
    refused(keep, '1', 'keepKeys');
    refused(keep, '1', 'giveKeys', '2');
  });

  it('while the table votes during the reveal, nobody turns their card up', () => {
    // Everyone kept under Be Kind; seat 2 has turned their card up when seat 3 calls seat 0's keep.
    const transfer = start(prepared({ cards: FIVE, round: 3, lawsInForce: ['be-kind'], step: { kind: 'transfer', current: '0' } }));
    let state = play(keepAll(transfer), ['2', 'reveal'], ['3', 'callError', 'r3-1']);
    expect(state.G.calls[0]).toMatchObject({ verdict: 'vote', voters: ['1', '2', '4'] });
    for (const seat of ['0', '1', '3', '4']) {
      expect(checkReveal(state.G, seat)?.code).toBe('vote-open');
      refused(state, seat, 'reveal');
    }
    state = play(state, ['1', 'voteOnCall', false], ['2', 'voteOnCall', false], ['4', 'voteOnCall', false]);
    expect(state.G.calls[0].verdict).toBe('rejected');
    state = play(state, ['0', 'reveal'], ['1', 'reveal'], ['3', 'reveal'], ['4', 'reveal']);
    expect(state.G.step.kind).toBe('round-end');
  });

  it('an act that breaks an engine-judged law is settled at once, without a vote', () => {
    const state = play(start(prepared({ cards: FIVE, round: 3, lawsInForce: ['be-kind', 'short-questions'] })), ['0', 'ask', '2', 'Am I the highest rank here?'], ['3', 'callError', 'r3-1']);
    expect(state.G.calls[0]).toMatchObject({ verdict: 'upheld', reasons: ['Short Questions: 6 words: at most 4 allowed'] });
    expect(state.G.calls[0].voters).toBeUndefined();
  });

  it('ruling: the engine cannot tell what a players’ law speaks of, so a call on any act under it goes to the vote', () => {
    const transfer = start(prepared({ cards: FIVE, round: 3, lawsInForce: ['be-kind'], step: { kind: 'transfer', current: '0' } }));
    for (const [move, ...args] of [['keepKeys'], ['giveKeys', '2']] as [string, ...unknown[]][]) {
      const state = play(transfer, ['0', move, ...args], ['3', 'callError', 'r3-1']);
      expect(state.G.calls[0]).toMatchObject({ verdict: 'vote', voters: ['1', '2', '4'] });
    }
  });

  it('ruling: votes are open, each seen by everyone as it is cast', () => {
    const state = play(voteOpen(), ['4', 'voteOnCall', false]);
    for (const viewer of ['0', '2', null]) expect(viewFor(state.G, viewer).calls[0].votes).toEqual({ 4: false });
  });
});
