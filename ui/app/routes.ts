import { useEffect, useState } from 'react';

/** The pages, addressed by the URL hash so the static build works from any path. */
export type Route =
  | { page: 'lobby' }
  | { page: 'match'; gameId: string; matchID: string; watch: boolean }
  | { page: 'rules'; gameId: string }
  | { page: 'not-found'; hash: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'lobby' };
  if (parts[0] === 'match' && parts.length >= 3 && parts.length <= 4) {
    const watch = parts[3] === 'watch';
    if (parts.length === 3 || watch) return { page: 'match', gameId: parts[1], matchID: parts[2], watch };
  }
  if (parts[0] === 'rules' && parts.length === 2) return { page: 'rules', gameId: parts[1] };
  return { page: 'not-found', hash };
}

export function matchHref(gameId: string, matchID: string, watch = false): string {
  return `#/match/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}${watch ? '/watch' : ''}`;
}

/** A game's player-facing rules summary (its how-to-play content). */
export function rulesHref(gameId: string): string {
  return `#/rules/${encodeURIComponent(gameId)}`;
}

/** The full link a player sends to friends: it opens the match's seat picker. */
export function inviteUrl(gameId: string, matchID: string): string {
  return `${window.location.origin}${window.location.pathname}${matchHref(gameId, matchID)}`;
}

export function navigate(href: string): void {
  window.location.hash = href;
}

export function useHashRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
