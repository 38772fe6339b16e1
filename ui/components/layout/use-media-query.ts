import { useEffect, useState } from 'react';

/** The width below which a table takes its phone layout, as the tables' stylesheets say `@media (max-width: 600px)`. */
export const PHONE_TABLE_QUERY = '(max-width: 600px)';

/**
 * Whether a media query matches, kept up to date: for what CSS alone cannot change on a phone,
 * such as moving a panel to a drawer or drawing a card at another of its template's views.
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
