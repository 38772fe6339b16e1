import { useEffect, useState } from 'react';

/** Below this width the chat leaves its column for a drawer at the bottom of the screen. */
export const PHONE_QUERY = '(max-width: 699px)';
/** Below this width there is no room for a full-size card beside the crew: it shrinks to a strip. */
export const COMPACT_QUERY = '(max-width: 1099px)';

/**
 * Whether a media query matches, kept up to date. The phone table is not the desktop one
 * squeezed: the chat and the log move into a bottom drawer and your card shrinks to a
 * strip, so the first screen keeps what you need to act. CSS alone cannot move them.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
