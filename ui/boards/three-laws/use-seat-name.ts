import { useEffect, useRef } from 'react';
import type { ThreeLawsView } from '../../../games/three-laws/state.ts';

/**
 * Tells the game the name this seat joined with (and again after a rename), once, so a law
 * against naming players can be judged: boardgame.io keeps names outside the game state.
 */
export function useSeatName(G: ThreeLawsView, me: string | null, joined: string | undefined, nameSeat: (name: string) => void): void {
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (me === null || joined === undefined || G.names[me] === joined || sent.current === joined) return;
    sent.current = joined;
    nameSeat(joined);
  }, [G.names, me, joined, nameSeat]);
}
