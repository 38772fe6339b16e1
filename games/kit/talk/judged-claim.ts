import { violation, type Violation } from '../violation.ts';
import { findLastOf, findOf } from '../frozen-lists.ts';

// A claim judged by the engine, then open to counter-claim: a player claims an act broke a
// rule (calling Error on a broken law); the engine judges it at once, or puts it to the
// table when it cannot (a law about meaning). A rejected claim stays open to one
// counter-claim, the first player to make it wins it, until play closes the window.
// Everything returns new arrays: the state may be an immer draft or a plain object.

export type ClaimVerdict = 'upheld' | 'rejected' | 'vote';

export interface JudgedClaim {
  id: number;
  claimant: string;
  /** The act id claimed against. */
  target: string;
  /** Who made the act. */
  author: string;
  verdict: ClaimVerdict;
  reasons: string[];
  /** While 'vote' (kept afterwards as the record): each voter's answer to "was it broken?". */
  votes?: Record<string, boolean>;
  voters?: string[];
  /** Undefined while a rejected claim is open to counter-claim, null once play closed it. Null survives JSON, undefined does not: both are meant. */
  counteredBy?: string | null;
}

export interface ClaimedAct {
  id: string;
  author: string;
}

/** Why `claimant` may not claim against the act: not seated, their own act, already claimed (one claim per act). */
export function checkClaim(
  claims: readonly JudgedClaim[],
  claimant: string | null | undefined,
  seated: readonly string[],
  act: ClaimedAct | undefined,
): Violation | undefined {
  if (claimant == null || !seated.includes(claimant)) return violation('not-seated', 'Only the players at the table may make a claim.');
  if (!act) return violation('nothing-to-claim', 'There is nothing to claim against.');
  if (act.author === claimant) return violation('own-act', 'You cannot make a claim against your own play.');
  if (claims.some((claim) => claim.target === act.id)) return violation('already-claimed', 'Someone has already made a claim against that: one claim each time.');
  return undefined;
}

/** A new claim with the engine's verdict: `reasons` non-empty → upheld; else if `needsVote` → 'vote' with voters = seated minus claimant and author; else rejected. id = claims.length + 1. */
export function judgeClaim(
  claims: readonly JudgedClaim[],
  claimant: string,
  act: ClaimedAct,
  reasons: string[],
  needsVote: boolean,
  seated: readonly string[],
): JudgedClaim {
  // Each claim a literal: a spread of a fresh base gave each frozen claim a hidden class of its own (with-fields.ts copyWith).
  const claim = (verdict: ClaimVerdict): JudgedClaim => ({ id: claims.length + 1, claimant, target: act.id, author: act.author, reasons: [...reasons], verdict });
  if (reasons.length > 0) return claim('upheld');
  const voters = seated.filter((player) => player !== claimant && player !== act.author);
  // With nobody left to vote (two players) a vote could never end: the engine's verdict stands.
  if (needsVote && voters.length > 0) return Object.assign(claim('vote'), { votes: {}, voters });
  return claim('rejected');
}

/** The claim open to counter-claim: the last rejected claim not yet countered nor closed. */
export function openCounterClaim(claims: readonly JudgedClaim[]): JudgedClaim | undefined {
  return findLastOf(claims, (claim) => claim.verdict === 'rejected' && claim.counteredBy === undefined);
}

/** Why `by` may not counter-claim: not seated, nothing open, or they made the claim. */
export function checkCounterClaim(claims: readonly JudgedClaim[], by: string | null | undefined, seated: readonly string[]): Violation | undefined {
  if (by == null || !seated.includes(by)) return violation('not-seated', 'Only the players at the table may counter a claim.');
  const open = openCounterClaim(claims);
  if (!open) return violation('nothing-to-counter', 'There is no claim to counter right now.');
  if (open.claimant === by) return violation('own-claim', 'You cannot counter your own claim.');
  return undefined;
}

/** Marks the open claim countered by `by`: the first counter-claim takes it, later ones find nothing open. */
export function applyCounterClaim(claims: readonly JudgedClaim[], by: string): JudgedClaim[] {
  const open = openCounterClaim(claims);
  if (!open) throw new Error('no claim is open to counter-claim');
  return claims.map((claim) => (claim.id === open.id ? { ...claim, counteredBy: by } : claim));
}

/**
 * Closes the counter-claim window without a counter (the game moved on): counteredBy = null. Every
 * act closes it, and most find nothing open: the list is then answered as it is, so the next
 * state shares it (no copy for the engine to freeze, an identity the caches keyed by it keep).
 */
export function closeCounterClaims<C extends readonly JudgedClaim[]>(claims: C): C | JudgedClaim[] {
  let closed: JudgedClaim[] | undefined;
  for (let i = 0; i < claims.length; i++) {
    const claim = claims[i];
    if (claim.verdict !== 'rejected' || claim.counteredBy !== undefined) continue;
    closed ??= [...claims];
    closed[i] = { ...claim, counteredBy: null };
  }
  return closed ?? claims;
}

/** The claim the table is voting on: the oldest still at 'vote', so votes settle in the order claims were made. */
export function openVote(claims: readonly JudgedClaim[]): JudgedClaim | undefined {
  return findOf(claims, (claim) => claim.verdict === 'vote');
}

/** Why `voter` may not vote now: no vote open, not one of its voters (the claimant and the author do not vote), or voted already. */
export function checkVote(claims: readonly JudgedClaim[], voter: string | null | undefined): Violation | undefined {
  const claim = openVote(claims);
  if (!claim) return violation('no-vote', 'There is no vote right now.');
  if (voter == null || !claim.voters?.includes(voter)) {
    return violation('not-a-voter', 'Only the other players vote: not the one who made the claim, nor the one it is against.');
  }
  if (claim.votes && Object.hasOwn(claim.votes, voter)) return violation('already-voted', 'You have already voted.');
  return undefined;
}

/** Records the vote; once every voter has voted, a majority for "broken" upholds the claim, a tie or less rejects it. */
export function applyVote(claims: readonly JudgedClaim[], voter: string, broken: boolean): JudgedClaim[] {
  const open = openVote(claims);
  if (!open) throw new Error('no claim is being voted on');
  const votes = { ...open.votes, [voter]: broken };
  const voters = open.voters ?? [];
  const settled = voters.every((player) => Object.hasOwn(votes, player));
  const forBroken = voters.filter((player) => votes[player]).length;
  const next: JudgedClaim = !settled
    ? { ...open, votes }
    : forBroken * 2 > voters.length
      ? { ...open, votes, verdict: 'upheld', reasons: ['the table voted it broken'] }
      : { ...open, votes, verdict: 'rejected' };
  return claims.map((claim) => (claim.id === open.id ? next : claim));
}
