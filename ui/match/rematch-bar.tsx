import { useCallback, useRef, useState } from 'react';
import { matchHref, navigate, replayHref } from '../app/routes.ts';
import { errorText, lobby } from '../lobby/lobby-api.ts';
import { usePolling } from '../lobby/use-polling.ts';
import { useAboveMoments } from '../components/moment/use-above-moments.ts';
import { saveSeat } from './seat-store.ts';

interface Props {
  gameId: string;
  matchID: string;
  /** The seat this browser held in the finished match; null for a spectator. */
  seat: { playerID: string; credentials: string; name: string } | null;
}

/**
 * At the end of a match: one new match with the same seats and options (boardgame.io's
 * playAgain). Whoever clicks first makes it; everyone who clicks follows into their own seat;
 * the finished match's bots sit down again by themselves. Beside it, the way to watch the
 * match again, move by move, as this seat saw it.
 */
export function RematchBar({ gameId, matchID, seat }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  // The game's result opens as a moment at the same time: the way to the next match stays in reach above it.
  useAboveMoments(bar);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const load = useCallback(() => lobby.getMatch(gameId, matchID), [gameId, matchID]);
  const next = usePolling(load, 3000).data?.nextMatchID;

  const rematch = async () => {
    if (!seat) return;
    setBusy(true);
    setError(undefined);
    try {
      const { nextMatchID } = await lobby.playAgain(gameId, matchID, { playerID: seat.playerID, credentials: seat.credentials });
      try {
        const joined = await lobby.joinMatch(gameId, nextMatchID, { playerID: seat.playerID, playerName: seat.name });
        saveSeat(gameId, nextMatchID, { playerID: joined.playerID, credentials: joined.playerCredentials, name: seat.name });
      } catch {
        // Someone sat in this seat first: the new match's seat picker offers the others.
      }
      navigate(matchHref(gameId, nextMatchID));
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };

  return (
    <div ref={bar} className="rematch-bar" role="region" aria-label="Rematch" data-testid="rematch-bar">
      {seat ? (
        <>
          <p>{next ? 'A rematch is waiting: same seats, same options.' : 'Play again with the same seats and options?'}</p>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void rematch()} data-testid="rematch">
            {busy ? 'Joining…' : next ? 'Join the rematch' : 'Rematch'}
          </button>
        </>
      ) : (
        // A spectator reads where the match stands, so the bar is never a lone Lobby button.
        <>
          <p>{next ? 'The players started a rematch.' : 'The game is over. If the players start a rematch, you can watch it from here.'}</p>
          {next && (
            <a className="button" href={matchHref(gameId, next, true)} data-testid="watch-rematch">
              Watch the rematch
            </a>
          )}
        </>
      )}
      {/* The match just played, from the deal, as this seat saw it (a spectator as one). */}
      <a className="button" href={replayHref(gameId, matchID, seat?.playerID ?? 'spectator', 0)} data-testid="watch-replay">
        Watch replay
      </a>
      <a className="button" href="#/">
        Lobby
      </a>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
