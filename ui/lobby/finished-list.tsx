import { useCallback } from 'react';
import { replayHref } from '../app/routes.ts';
import { joinedName } from '../boards/seat-names.ts';
import { listFinishedMatches, type GameSummary } from './lobby-api.ts';
import { usePolling } from './use-polling.ts';

/** The latest finished matches of a game, each with a link to watch it again move by move. */
export function FinishedList({ game }: { game: GameSummary }) {
  const load = useCallback(() => listFinishedMatches(game.id), [game.id]);
  const matches = usePolling(load, 10000);
  if (!matches.data || matches.data.length === 0) return null;
  return (
    <div className="lobby__finished">
      <h3>Finished matches</h3>
      <ul className="match-list">
        {matches.data.map((match) => (
          <li key={match.matchID} className="match-list__item" data-testid={`finished-${match.matchID}`}>
            <div>
              <p className="match-list__title">{new Date(match.updatedAt).toLocaleString()}</p>
              <p className="match-list__players">{match.players.map((p) => joinedName(p.name) ?? 'empty seat').join(', ')}</p>
            </div>
            <div className="match-list__buttons">
              <a className="button" href={replayHref(game.id, match.matchID)} data-testid={`replay-match-${match.matchID}`}>
                Watch replay
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
