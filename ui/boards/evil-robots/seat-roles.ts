import type { EvilView, PlayerID } from '../../../games/evil-robots/state.ts';

export interface SeatRole {
  /** What the seat is doing now: "Claims", "Passed", "Their turn"... */
  tag?: string;
  /** The table waits on this seat. */
  acting: boolean;
}

/** What each seat is doing in the current step, as `me` reads it; `deciding` lists who may still claim or pass. */
export function seatRole(view: EvilView, over: boolean, p: PlayerID, deciding: PlayerID[], me: PlayerID | null): SeatRole {
  if (over) return { acting: false };
  const pending = view.scripts.running?.pending;
  if (pending) return pending.player === p ? { tag: 'Deciding', acting: true } : { acting: false };
  const step = view.step;
  switch (step.kind) {
    case 'offer':
    case 'choose': {
      if (step.claims.includes(p)) return { tag: step.offers[p] ? `Claims · offers ${step.offers[p]}` : 'Claims', acting: false };
      if (step.kind === 'choose') return p === view.dealer ? { tag: 'Choosing', acting: true } : { acting: false };
      if (step.passed.includes(p)) return { tag: 'Passed', acting: false };
      return deciding.includes(p) ? { tag: 'Claim or pass?', acting: true } : { acting: false };
    }
    case 'zeros':
      return p === view.dealer ? { tag: 'Handing out zeros', acting: true } : { acting: false };
    case 'turn':
      if (step.player !== p) return { acting: false };
      return { tag: p === me ? 'Your turn' : 'Their turn', acting: true };
    case 'reveal-phase':
    case 'endgame':
      return step.player === p ? { tag: 'Reveal or pass', acting: true } : { acting: false };
    case 'split': {
      if (!step.winners.includes(p)) return { acting: false };
      if (step.proposal?.by === p) return { tag: 'Proposed', acting: false };
      if (step.proposal?.accepted.includes(p)) return { tag: 'Accepted', acting: false };
      if (step.refused.includes(p) && !step.proposal) return { tag: 'Refused', acting: true };
      return { tag: 'Winner', acting: true };
    }
    case 'keep':
      return step.ready.includes(p) ? { tag: 'Ready', acting: false } : { tag: 'Keeping cards', acting: true };
    case 'path':
      if (!step.winners.includes(p)) return { acting: false };
      return p in step.votes ? { tag: 'Voted', acting: false } : { tag: 'Voting', acting: true };
  }
}
