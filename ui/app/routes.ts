import { useEffect, useState } from 'react';

/** The pages, addressed by the URL hash so the static build works from any path. */
export type Route =
  | { page: 'lobby' }
  | { page: 'match'; gameId: string; matchID: string; watch: boolean }
  | { page: 'rules'; gameId: string }
  | { page: 'replay'; gameId: string; matchID: string; seat: string; move: number | undefined }
  | { page: 'not-found'; hash: string };

export function parseRoute(hash: string): Route {
  if (/^#\/?replay\//.test(hash)) return parseReplayRoute(hash);
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'lobby' };
  if (parts[0] === 'match' && parts.length >= 3 && parts.length <= 4) {
    const watch = parts[3] === 'watch';
    if (parts.length === 3 || watch) return { page: 'match', gameId: parts[1], matchID: parts[2], watch };
  }
  if (parts[0] === 'rules' && parts.length === 2) return { page: 'rules', gameId: parts[1] };
  return { page: 'not-found', hash };
}

/** `#/replay/<game>/<match>?seat=<seat|spectator>&move=<n>`: the seat and the move stay in the link to share. */
function parseReplayRoute(hash: string): Route {
  const [path, query = ''] = hash.split('?', 2);
  const parts = path.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length !== 3) return { page: 'not-found', hash };
  const params = new URLSearchParams(query);
  const move = params.get('move');
  return { page: 'replay', gameId: parts[1], matchID: parts[2], seat: params.get('seat') ?? 'spectator', move: move !== null && /^\d{1,6}$/.test(move) ? Number(move) : undefined };
}

export function replayHref(gameId: string, matchID: string, seat = 'spectator', move?: number): string {
  const params = new URLSearchParams({ seat, ...(move === undefined ? {} : { move: String(move) }) });
  return `#/replay/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}?${params}`;
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
