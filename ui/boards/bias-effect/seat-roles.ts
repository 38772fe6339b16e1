import type { BiasView, PlayerID } from '../../../games/bias-effect/state.ts';

export interface SeatRole {
  /** What the seat is doing now, if anything: "Bidding", "Bid in", "Playing"... */
  tag?: string;
  /** The table waits on this seat. */
  acting: boolean;
}

/**
 * What each seat is doing in the current step. Sealed steps tell only whether a seat has
 * chosen, never what: the view carries no more.
 */
export function seatRole(G: BiasView, over: boolean, p: PlayerID): SeatRole {
  if (over) return { acting: false };
  const pending = G.scripts.running?.pending;
  if (pending) return pending.player === p ? { tag: 'Deciding', acting: true } : { acting: false };
  const step = G.step;
  switch (step.kind) {
    case 'trade':
      return step.sealed.committed.includes(p) ? { tag: 'Chosen', acting: false } : { tag: 'Choosing', acting: true };
    case 'bid':
      return step.sealed.committed.includes(p) ? { tag: 'Bid in', acting: false } : { tag: 'Bidding', acting: true };
    case 'control':
      return step.winner === p ? { tag: 'Program or delete', acting: true } : { acting: false };
    case 'algorithm':
      if (step.order[step.index] === p) return { tag: 'Playing', acting: true };
      return step.order.indexOf(p) < step.index ? { tag: 'Done', acting: false } : { acting: false };
    default:
      return { acting: false };
  }
}
