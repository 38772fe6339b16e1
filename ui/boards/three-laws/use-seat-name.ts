import { useEffect, useRef } from 'react';
import type { ThreeLawsView } from '../../../games/three-laws/state.ts';

/**
 * Tells the game the name this seat joined with (and again after a rename), so a law against
 * naming players can be judged: boardgame.io keeps names outside the game state. Names are
 * answered at once (games/kit/rules/at-once.ts), but one sent on a state a move of another
 * kind replaced is refused: it is sent again on each new state until the game holds it.
 */
export function useSeatName(G: ThreeLawsView, me: string | null, joined: string | undefined, nameSeat: (name: string) => void): void {
  const sentOn = useRef<ThreeLawsView | undefined>(undefined);
  useEffect(() => {
    if (me === null || joined === undefined || G.names[me] === joined || sentOn.current === G) return;
    sentOn.current = G;
    nameSeat(joined);
  }, [G, me, joined, nameSeat]);
}
