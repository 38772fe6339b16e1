import { describe, expect, it } from 'vitest';
import type { JudgedClaim } from '../../games/kit/talk/judged-claim.ts';
import type { BiasView } from '../../games/bias-effect/state.ts';
import type { EvilView } from '../../games/evil-robots/state.ts';
import type { ThreeLawsView as LawsView } from '../../games/three-laws/state.ts';
import { memoryKey, momentKey, momentToShow, parseDismissed, parseMomentKey, REMEMBERED, withDismissed } from '../../ui/components/moment/moment-memory.ts';
import { newestBiasMoment } from '../../ui/boards/bias-effect/moments.tsx';
import { newestEvilMoment } from '../../ui/boards/evil-robots/moments.tsx';
import { newestLawsMoment } from '../../ui/boards/three-laws/moments.tsx';

describe('which moment a viewer sees', () => {
  it('the newest moment in the state, until it is dismissed; a dismissed one never comes back', () => {
    expect(momentToShow('bids:3', [], null, false)).toEqual({ key: 'bids:3', aside: false });
    expect(momentToShow('bids:3', ['round:2', 'bids:3'], null, false)).toBeNull();
    expect(momentToShow(null, [], null, false)).toBeNull();
    // Dismissing the older one does not hide the newer.
    expect(momentToShow('round:3', ['bids:3'], null, false)).toEqual({ key: 'round:3', aside: false });
  });

  it('steps aside while the viewer must decide, and shows again once the decision is made', () => {
    expect(momentToShow('bids:3', [], null, true)).toEqual({ key: 'bids:3', aside: true });
    expect(momentToShow('bids:3', [], null, false)).toEqual({ key: 'bids:3', aside: false });
  });

  it('a moment reopened from the log shows in full, even dismissed and while deciding', () => {
    expect(momentToShow('round:4', ['round:2'], 'round:2', true)).toEqual({ key: 'round:2', aside: false });
  });

  it('remembers a bounded list, and reads back only a list of short strings', () => {
    let list: string[] = [];
    for (let i = 0; i < REMEMBERED + 5; i++) list = withDismissed(list, `round:${i}`);
    expect(list).toHaveLength(REMEMBERED);
    expect(list.at(-1)).toBe(`round:${REMEMBERED + 4}`);
    expect(withDismissed(['a'], 'a')).toEqual(['a']);
    expect(parseDismissed(JSON.stringify(['a', 7, 'x'.repeat(500), 'b']))).toEqual(['a', 'b']);
    expect(parseDismissed('{"__proto__": 1}')).toEqual([]);
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed(null)).toEqual([]);
    expect(memoryKey('m1', null)).not.toBe(memoryKey('m1', '0'));
  });

  it('keys read back into kind and index', () => {
    expect(parseMomentKey(momentKey('bids', 3))).toEqual({ kind: 'bids', index: 3 });
    expect(parseMomentKey(momentKey('result'))).toEqual({ kind: 'result', index: null });
    expect(parseMomentKey(momentKey('call', 'r2-3'))).toEqual({ kind: 'call', index: null });
  });
});

describe("each game's newest moment, from its state", () => {
  const bidsOf = (round: number) => ({ belief: 'b', lines: [], winner: null, tied: [], paid: {}, choice: null, round }) as unknown as NonNullable<BiasView['round']['bids']>;
  it('Bias Effect: the bids once revealed, then the finished round, then the result', () => {
    const history = [{ round: 1 }, { round: 2 }] as BiasView['history'];
    expect(newestBiasMoment({ round: { round: 1, bids: null } as unknown as BiasView['round'], history: [] }, false)).toBeNull();
    expect(newestBiasMoment({ round: { round: 3, bids: bidsOf(3) } as unknown as BiasView['round'], history }, false)).toBe('bids:3');
    expect(newestBiasMoment({ round: { round: 3, bids: null } as unknown as BiasView['round'], history }, false)).toBe('round:2');
    expect(newestBiasMoment({ round: { round: 3, bids: bidsOf(3) } as unknown as BiasView['round'], history }, true)).toBe('result');
  });

  it("Evil Robots: the reveal while its winners split, the round's result once paid, and it stays the newest through the next round", () => {
    const showdown = {} as EvilView['showdown'];
    const reports = [{ round: 1 }] as EvilView['reports'];
    expect(newestEvilMoment({ round: 1, showdown: null, step: { kind: 'offer' } as EvilView['step'], reports: [] }, false)).toBeNull();
    expect(newestEvilMoment({ round: 2, showdown, step: { kind: 'split' } as EvilView['step'], reports }, false)).toBe('showdown:2');
    expect(newestEvilMoment({ round: 2, showdown, step: { kind: 'keep' } as EvilView['step'], reports }, false)).toBe('round:2');
    expect(newestEvilMoment({ round: 3, showdown: null, step: { kind: 'offer' } as EvilView['step'], reports: [...reports, { round: 2 }] as EvilView['reports'] }, false)).toBe('round:2');
    expect(newestEvilMoment({ round: 3, showdown: null, step: { kind: 'path' } as EvilView['step'], reports }, true)).toBe('result');
  });

  it('3 Laws: the newest Error call ruled on; one still put to the vote is not yet a moment; none once the round is scored', () => {
    const call = (target: string, verdict: JudgedClaim['verdict']) => ({ id: 1, claimant: '0', target, author: '1', verdict, reasons: [] }) as JudgedClaim;
    const query = { kind: 'query-ask' } as LawsView['step'];
    expect(newestLawsMoment({ calls: [], step: query }, false)).toBeNull();
    expect(newestLawsMoment({ calls: [call('r1-1', 'upheld'), call('r1-2', 'vote')], step: query }, false)).toBe('call:r1-1');
    expect(newestLawsMoment({ calls: [call('r1-1', 'upheld'), call('r1-2', 'rejected')], step: query }, false)).toBe('call:r1-2');
    expect(newestLawsMoment({ calls: [call('r1-1', 'upheld')], step: { kind: 'round-end' } as LawsView['step'] }, false)).toBeNull();
    expect(newestLawsMoment({ calls: [call('r1-1', 'upheld')], step: { kind: 'round-end' } as LawsView['step'] }, true)).toBe('result');
  });
});
