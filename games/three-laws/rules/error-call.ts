import { applyCounterClaim, applyVote, checkClaim, checkCounterClaim, checkVote, closeCounterClaims, judgeClaim, openCounterClaim } from '../../kit/talk/judged-claim.ts';
import { countEach } from '../../kit/count-each.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import type { ThreeLawsContent } from '../content-types.ts';
import type { Act, LawStats, PlayerID, ThreeLawsState } from '../state.ts';
import { checkNoVoteOpen } from './acts.ts';
import { judgeAct, judgedByEngine, lawById, speaksOf } from './laws.ts';
import { lawsApply } from './table.ts';
import { rewardAccuser, rewardCaller } from './tokens.ts';
import { stateWith } from './state-with.ts';
import { copyWith } from '../../kit/with-fields.ts';

/** The laws in force that speak of the act's kind: those a call on it could have meant. */
function lawsSpeakingOf(G: ThreeLawsState, content: ThreeLawsContent, act: Act): string[] {
  return G.lawsInForce.filter((id) => speaksOf(lawById(content, id), act.kind));
}

/** The simulator's per-law count of a settled call: the laws found broken, or those a wrong call could have meant. */
function countLawCalls(stats: LawStats, right: string[], wrong: string[]): LawStats {
  return copyWith(stats, { rightCalls: countEach(stats.rightCalls, right), wrongCalls: countEach(stats.wrongCalls, wrong) });
}

/**
 * Any seated player may call Error on another's act of this round while laws are in force,
 * once per act, right or wrong.
 */
export function checkCallError(G: ThreeLawsState, playerID: PlayerID | null | undefined, actId: unknown): Violation | undefined {
  if (!lawsApply(G.step) || G.lawsInForce.length === 0) return violation('no-laws', 'No law is in force right now.');
  const act = G.acts.find((a) => a.id === actId);
  return checkClaim(G.calls, playerID, G.players, act && { id: act.id, author: act.by }) ?? checkNoVoteOpen(G);
}

/**
 * The engine judges the act against every law in force: broken, the caller takes a token;
 * kept, the call is wrong and stays open to accusation until play goes on; a law left to the
 * players opens a vote. A new call closes the accusation window of the one before.
 */
export function applyCallError(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, actId: string): ThreeLawsState {
  const act = G.acts.find((a) => a.id === actId);
  if (!act) return G;
  const { broken, needsVote } = judgeAct(act, G, content);
  const reasons = Object.values(broken).flat();
  const calls = closeCounterClaims(G.calls);
  const claim = judgeClaim(calls, playerID, { id: act.id, author: act.by }, reasons, needsVote, G.players);
  const counted = {
    ...G.stats,
    called: G.stats.called + 1,
    calledRight: G.stats.calledRight + (claim.verdict === 'upheld' ? 1 : 0),
    calledWrong: G.stats.calledWrong + (claim.verdict === 'rejected' ? 1 : 0),
  };
  const stats = claim.verdict === 'vote' ? counted : countLawCalls(counted, claim.verdict === 'upheld' ? Object.keys(broken) : [], claim.verdict === 'rejected' ? lawsSpeakingOf(G, content, act) : []);
  const next = stateWith(G, { calls: [...calls, claim], stats });
  return claim.verdict === 'upheld' ? rewardCaller(next, playerID) : next;
}

/** After a wrong call, any other seated player may accuse the caller; the first one takes a token. */
export function checkAccuse(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  return checkCounterClaim(G.calls, playerID, G.players);
}

export function applyAccuse(G: ThreeLawsState, playerID: PlayerID): ThreeLawsState {
  const open = openCounterClaim(G.calls);
  if (!open) return G;
  const next = stateWith(G, { calls: applyCounterClaim(G.calls, playerID), stats: { ...G.stats, accused: G.stats.accused + 1 } });
  return rewardAccuser(next, playerID, open.claimant);
}

/** A law the engine cannot read is voted on by everyone but the caller and the speaker. */
export function checkCastVote(G: ThreeLawsState, playerID: PlayerID | null | undefined, broken: unknown): Violation | undefined {
  if (typeof broken !== 'boolean') return violation('bad-vote', 'Vote broken or kept.');
  return checkVote(G.calls, playerID);
}

/** The last vote settles the call: a majority for "broken" makes it right (a token), otherwise wrong. */
export function applyCastVote(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, broken: boolean): ThreeLawsState {
  const calls = applyVote(G.calls, playerID, broken);
  const settled = calls.find((c, i) => G.calls[i].verdict === 'vote' && c.verdict !== 'vote');
  if (!settled) return stateWith(G, { calls });
  const right = settled.verdict === 'upheld';
  const act = G.acts.find((a) => a.id === settled.target);
  const voted = act ? lawsSpeakingOf(G, content, act).filter((id) => !judgedByEngine(lawById(content, id))) : [];
  const totals = { ...G.stats, calledRight: G.stats.calledRight + (right ? 1 : 0), calledWrong: G.stats.calledWrong + (right ? 0 : 1) };
  const stats = countLawCalls(totals, right ? voted : [], right ? [] : voted);
  const next = stateWith(G, { calls, stats });
  return right ? rewardCaller(next, settled.claimant) : next;
}
