import { useSyncExternalStore } from 'react';

/** The width below which the table takes its phone layout; robots-table.css uses the same. */
export const PHONE_QUERY = '(max-width: 600px)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const read = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the window is phone-narrow. Most of the phone layout is CSS; this is only for the
 * card size in the docked hand, which is a prop of DeckCard rather than a style.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
