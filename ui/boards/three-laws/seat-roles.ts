import { openVote } from '../../../games/kit/talk/judged-claim.ts';
import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';

export interface SeatRole {
  /** What the seat is doing now, in a word or two. */
  tag?: string;
  /** The game waits on this seat. */
  acting: boolean;
}

/** What each seat is doing in the current step, and whether the game waits on it. */
export function seatRole(G: ThreeLawsView, over: boolean, p: PlayerID): SeatRole {
  if (over) return { acting: false };
  const vote = openVote(G.calls);
  if (vote && (vote.voters ?? []).includes(p) && !Object.hasOwn(vote.votes ?? {}, p)) return { tag: 'Voting', acting: true };
  const role = stepRole(G, p);
  // A vote holds the play: the seat whose move it was waits with everyone else.
  return vote ? { ...role, acting: false } : role;
}

function stepRole(G: ThreeLawsView, p: PlayerID): SeatRole {
  const step = G.step;
  switch (step.kind) {
    case 'query-ask':
      return step.current === p ? { tag: 'Asking', acting: true } : { acting: false };
    case 'query-answer':
      return step.target === p ? { tag: 'Answering', acting: true } : step.current === p ? { tag: 'Asked', acting: false } : { acting: false };
    case 'transfer':
      return step.current === p ? { tag: 'Transfer', acting: true } : { acting: false };
    case 'transfer-offer':
      return step.to === p ? { tag: 'Offered keys', acting: true } : step.current === p ? { tag: 'Offering', acting: false } : { acting: false };
    case 'reveal':
      return step.ready.includes(p) ? { tag: 'Card up', acting: false } : { acting: true };
    case 'round-end':
      return step.ready.includes(p) ? { tag: 'Ready', acting: false } : { acting: true };
  }
}
