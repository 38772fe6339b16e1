import { useEffect, useState } from 'react';
import { contentVersion } from '../match/content-api.ts';
import type { ContentByGame } from '../match/game-content.tsx';
import type { GameSummary } from './lobby-api.ts';

/**
 * The current content of each listed game, fetched by the hash the server lists it with: an
 * edit under `serve --watch` changes the hash, and the lobby shows the new content (covers,
 * how to play) at its next listing. A game whose content has not arrived is left out.
 */
export function useLobbyContent(games: GameSummary[] | undefined): ContentByGame {
  const [content, setContent] = useState<ContentByGame>({});
  const versions = (games ?? []).filter((g) => g.contentHash).map((g) => `${g.id}/${g.contentHash}`).join(' ');
  useEffect(() => {
    let current = true;
    const wanted = versions ? versions.split(' ').map((v) => v.split('/') as [string, string]) : [];
    Promise.allSettled(wanted.map(([id, hash]) => contentVersion(id, hash))).then((results) => {
      if (!current) return;
      const loaded = results.flatMap((r) => (r.status === 'fulfilled' ? [[r.value.game, r.value.content] as const] : []));
      setContent(Object.fromEntries(loaded));
    });
    return () => {
      current = false;
    };
  }, [versions]);
  return content;
}
