import { violation, type Violation } from '../../kit/violation.ts';
import { EXTRA, type EvilState, type PlayerID, type Step } from '../state.ts';
import { supplyPaysInfluence } from './supply.ts';
import { countStat } from './replace.ts';

type Split = Extract<Step, { kind: 'split' }>;

/** The seats among the winners (the extra player takes no Influence). */
export const seatedWinners = (winners: string[]): PlayerID[] => winners.filter((p) => p !== EXTRA);

export function checkPropose(G: EvilState, player: PlayerID | null | undefined, shares: unknown): Violation | undefined {
  if (G.step.kind !== 'split') return violation('no-split', 'No Influence is being split now.');
  const { winners, amount } = G.step;
  if (player == null || !winners.includes(player)) return violation('not-a-winner', 'Only a winner of the round may propose a split.');
  if (typeof shares !== 'object' || shares === null || Array.isArray(shares)) return violation('bad-split', 'Give each winner a share: { player: amount }.');
  const entries = Object.entries(shares as Record<string, unknown>);
  if (entries.length !== winners.length || !winners.every((w) => w in (shares as object))) return violation('bad-split', `Give a share to each winner, and only to them: ${winners.join(', ')}.`);
  if (!entries.every(([, n]) => Number.isInteger(n) && (n as number) >= 0)) return violation('bad-split', 'Each share is a whole number, 0 or more.');
  const sum = entries.reduce((s, [, n]) => s + (n as number), 0);
  if (sum !== amount) return violation('bad-split', `The shares add up to ${sum}; they must add up to the round's ${amount} Influence.`);
  return undefined;
}

/** A new proposal replaces the last; its proposer accepts it. Returns true when every winner has accepted. */
export function applyPropose(G: EvilState, player: PlayerID, shares: Record<PlayerID, number>): boolean {
  const step: Split = { ...(G.step as Split), proposal: { by: player, shares: { ...shares }, accepted: [player] }, refused: [] };
  G.step = step;
  return step.proposal!.accepted.length === step.winners.length;
}

export function checkAnswerSplit(G: EvilState, player: PlayerID | null | undefined, yes: unknown): Violation | undefined {
  if (G.step.kind !== 'split') return violation('no-split', 'No Influence is being split now.');
  if (player == null || !G.step.winners.includes(player)) return violation('not-a-winner', 'Only a winner of the round answers a split.');
  if (!G.step.proposal) return violation('no-proposal', 'Nobody has proposed a split yet: propose one.');
  if (typeof yes !== 'boolean') return violation('bad-answer', 'Answer true to accept, false to refuse.');
  if (G.step.proposal.accepted.includes(player)) return violation('already-accepted', 'You have accepted this split already.');
  return undefined;
}

/** An acceptance (true when all have now accepted) or a refusal, which withdraws the proposal. */
export function applyAnswerSplit(G: EvilState, player: PlayerID, yes: boolean): boolean {
  const before = G.step as Split;
  if (!yes) {
    G.step = { ...before, proposal: null, refused: [...before.refused, player] };
    return false;
  }
  const proposal = { ...before.proposal!, accepted: [...before.proposal!.accepted, player] };
  G.step = { ...before, proposal };
  return proposal.accepted.length === before.winners.length;
}

/** The agreed shares are paid from the supply. */
export function payAgreedSplit(G: EvilState): Record<PlayerID, number> {
  const step = G.step as Split;
  countStat(G, 'splitsAgreed');
  return Object.fromEntries(step.winners.map((p) => [p, supplyPaysInfluence(G, [p], step.proposal!.shares[p])[p]]));
}

/** No agreement by the deadline: each winner takes 1 (as far as the allocation goes); the rest stays in the supply. */
export function payFallbackSplit(G: EvilState, winners: PlayerID[], amount: number): Record<PlayerID, number> {
  return Object.fromEntries(winners.map((p, i) => [p, i < amount ? supplyPaysInfluence(G, [p], 1)[p] : 0]));
}
