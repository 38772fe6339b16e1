import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../games/kit/content/deep-freeze.ts';
import {
  applyCounterClaim,
  applyVote,
  checkClaim,
  checkCounterClaim,
  checkVote,
  closeCounterClaims,
  judgeClaim,
  openCounterClaim,
  type JudgedClaim,
} from '../../../games/kit/talk/judged-claim.ts';

const SEATED = ['0', '1', '2', '3', '4'];
const ACT = { id: 'msg-7', author: '1' };

/** Claims as a game would keep them: each judged then appended. */
function claim(claims: readonly JudgedClaim[], claimant: string, act: { id: string; author: string }, reasons: string[] = [], needsVote = false) {
  return [...claims, judgeClaim(claims, claimant, act, reasons, needsVote, SEATED)];
}

describe('checkClaim', () => {
  it('lets a seated player claim against another player’s act', () => {
    expect(checkClaim([], '0', SEATED, ACT)).toBeUndefined();
  });

  it('refuses spectators, a missing act and one’s own act', () => {
    expect(checkClaim([], null, SEATED, ACT)?.code).toBe('not-seated');
    expect(checkClaim([], '9', SEATED, ACT)?.code).toBe('not-seated');
    expect(checkClaim([], '0', SEATED, undefined)?.code).toBe('nothing-to-claim');
    expect(checkClaim([], '1', SEATED, ACT)).toEqual({ code: 'own-act', message: 'You cannot make a claim against your own play.' });
  });

  it('allows one claim per act, whatever its verdict', () => {
    const claims = claim([], '0', ACT);
    expect(checkClaim(claims, '2', SEATED, ACT)?.code).toBe('already-claimed');
    expect(checkClaim(claims, '2', SEATED, { id: 'msg-8', author: '1' })).toBeUndefined();
  });
});

describe('judgeClaim', () => {
  it('upholds a claim with reasons, numbering claims from 1', () => {
    expect(judgeClaim([], '0', ACT, ['8 words: at most 6 allowed'], true, SEATED)).toEqual({
      id: 1, claimant: '0', target: 'msg-7', author: '1', verdict: 'upheld', reasons: ['8 words: at most 6 allowed'],
    });
  });

  it('rejects a claim without reasons, open to counter-claim', () => {
    const claims = claim(claim([], '0', ACT), '3', { id: 'msg-8', author: '2' });
    expect(claims[1]).toEqual({ id: 2, claimant: '3', target: 'msg-8', author: '2', verdict: 'rejected', reasons: [] });
    expect(openCounterClaim(claims)?.id).toBe(2);
  });

  it('puts a claim the engine cannot judge to the others at the table', () => {
    expect(judgeClaim([], '0', ACT, [], true, SEATED)).toMatchObject({ verdict: 'vote', votes: {}, voters: ['2', '3', '4'] });
  });

  it('rejects instead of voting when nobody is left to vote', () => {
    expect(judgeClaim([], '0', ACT, [], true, ['0', '1']).verdict).toBe('rejected');
  });

});

describe('purity', () => {
  it('never changes the claims it is given (frozen state throws on any write)', () => {
    const voting = deepFreeze(claim([], '0', ACT, [], true));
    const voted = deepFreeze(applyVote(applyVote(applyVote(voting, '2', false), '3', false), '4', false));
    const countered = deepFreeze(applyCounterClaim(voted, '1'));
    closeCounterClaims(voted);
    expect(voting[0]).toMatchObject({ verdict: 'vote', votes: {} });
    expect(voted[0].counteredBy).toBeUndefined();
    expect(countered[0].counteredBy).toBe('1');
  });
});

describe('counter-claims', () => {
  const rejected = claim([], '0', ACT);

  it('are open to anyone seated but the claimant, author included', () => {
    expect(checkCounterClaim(rejected, '1', SEATED)).toBeUndefined();
    expect(checkCounterClaim(rejected, '3', SEATED)).toBeUndefined();
    expect(checkCounterClaim(rejected, '0', SEATED)?.code).toBe('own-claim');
    expect(checkCounterClaim(rejected, null, SEATED)?.code).toBe('not-seated');
  });

  it('go to the first player only', () => {
    const countered = applyCounterClaim(rejected, '3');
    expect(countered[0].counteredBy).toBe('3');
    expect(rejected[0].counteredBy).toBeUndefined();
    expect(openCounterClaim(countered)).toBeUndefined();
    expect(checkCounterClaim(countered, '2', SEATED)?.code).toBe('nothing-to-counter');
    expect(() => applyCounterClaim(countered, '2')).toThrow();
  });

  it('are not open against an upheld claim or a claim under vote', () => {
    expect(checkCounterClaim(claim([], '0', ACT, ['broken']), '2', SEATED)?.code).toBe('nothing-to-counter');
    expect(checkCounterClaim(claim([], '0', ACT, [], true), '2', SEATED)?.code).toBe('nothing-to-counter');
  });

  it('close when play moves on, for every rejected claim still open', () => {
    const claims = claim(claim(rejected, '2', { id: 'msg-8', author: '1' }, ['broken']), '4', { id: 'msg-9', author: '3' });
    const closed = closeCounterClaims(claims);
    expect(closed.map((c) => c.counteredBy)).toEqual([null, undefined, null]);
    expect(openCounterClaim(closed)).toBeUndefined();
    expect(checkCounterClaim(closed, '1', SEATED)?.code).toBe('nothing-to-counter');
    expect(closeCounterClaims(applyCounterClaim(rejected, '2'))[0].counteredBy).toBe('2');
  });

  it('with none open, leave the very list, so the next state shares it; with one open, leave the given list as it was', () => {
    const settled = Object.freeze(closeCounterClaims(claim(rejected, '2', { id: 'msg-8', author: '1' }, ['broken'])));
    expect(closeCounterClaims(settled)).toBe(settled);
    const before = structuredClone(rejected);
    const closed = closeCounterClaims(rejected);
    expect(closed).not.toBe(rejected);
    expect(rejected).toEqual(before);
    expect(closed.map((c) => c.counteredBy)).toEqual([null]);
  });

  it('open on the last rejected claim still open', () => {
    const claims = claim(closeCounterClaims(rejected), '2', { id: 'msg-8', author: '3' });
    expect(openCounterClaim(claims)?.id).toBe(2);
    expect(applyCounterClaim(claims, '1').map((c) => c.counteredBy)).toEqual([null, '1']);
  });
});

describe('votes', () => {
  const voting = claim([], '0', ACT, [], true);

  it('are cast by the voters only, once each', () => {
    expect(checkVote([], '2')?.code).toBe('no-vote');
    expect(checkVote(voting, '2')).toBeUndefined();
    expect(checkVote(voting, '0')?.code).toBe('not-a-voter');
    expect(checkVote(voting, '1')?.code).toBe('not-a-voter');
    expect(checkVote(voting, null)?.code).toBe('not-a-voter');
    expect(checkVote(applyVote(voting, '2', true), '2')?.code).toBe('already-voted');
  });

  it('wait for every voter', () => {
    const partial = applyVote(applyVote(voting, '2', true), '3', true);
    expect(partial[0]).toMatchObject({ verdict: 'vote', votes: { '2': true, '3': true } });
    expect(voting[0].votes).toEqual({});
  });

  it('uphold the claim on a majority for broken', () => {
    const done = applyVote(applyVote(applyVote(voting, '2', true), '3', false), '4', true);
    expect(done[0]).toMatchObject({ verdict: 'upheld', reasons: ['the table voted it broken'], votes: { '2': true, '3': false, '4': true } });
    expect(checkVote(done, '2')?.code).toBe('no-vote');
    expect(openCounterClaim(done)).toBeUndefined();
  });

  it('reject the claim on a tie or less, which opens it to counter-claim', () => {
    const sixSeats = ['0', '1', '2', '3', '4', '5'];
    const tie = [judgeClaim([], '0', ACT, [], true, sixSeats)];
    const done = applyVote(applyVote(applyVote(applyVote(tie, '2', true), '3', false), '4', true), '5', false);
    expect(done[0]).toMatchObject({ verdict: 'rejected', reasons: [] });
    expect(openCounterClaim(done)?.id).toBe(1);
    const less = applyVote(applyVote(applyVote(voting, '2', false), '3', false), '4', true);
    expect(less[0].verdict).toBe('rejected');
  });

  it('settle claims in the order they were made', () => {
    const two = claim(voting, '3', { id: 'msg-8', author: '4' }, [], true);
    const first = applyVote(applyVote(applyVote(two, '2', true), '3', true), '4', true);
    expect(first.map((c) => c.verdict)).toEqual(['upheld', 'vote']);
    expect(checkVote(first, '0')).toBeUndefined();
    expect(checkVote(first, '3')?.code).toBe('not-a-voter');
  });
});
