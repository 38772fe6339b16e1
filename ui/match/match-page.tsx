import { useCallback, useState } from 'react';
import { lobby } from '../lobby/lobby-api.ts';
import { usePolling } from '../lobby/use-polling.ts';
import { GameView } from './game-view.tsx';
import { JoinPanel } from './join-panel.tsx';
import { MatchBar } from './match-bar.tsx';
import { loadSeat, type SeatTicket } from './seat-store.ts';
import './match.css';

interface Props {
  gameId: string;
  matchID: string;
  watch: boolean;
}

/** A match: the seat picker until this browser holds a seat, then the table. */
export function MatchPage({ gameId, matchID, watch }: Props) {
  const [ticket, setTicket] = useState(() => loadSeat(gameId, matchID));
  const load = useCallback(() => lobby.getMatch(gameId, matchID), [gameId, matchID]);
  const match = usePolling(load, 4000);
  const seatTaken = (joined: SeatTicket) => {
    setTicket(joined);
    void match.refresh();
  };
  const bar = <MatchBar gameId={gameId} matchID={matchID} match={match.data} watching={watch || !ticket} />;

  if (match.error && !match.data) {
    return (
      <div className="page">
        <p className="error" role="alert">
          This match could not be loaded: {match.error}. It may not exist. <a href="#/">Back to the lobby</a>
        </p>
      </div>
    );
  }
  if (watch || ticket) {
    return (
      <div className="match-page">
        {bar}
        <GameView gameId={gameId} matchID={matchID} seat={watch ? undefined : ticket} />
      </div>
    );
  }
  return (
    <div className="page">
      {bar}
      {match.data ? <JoinPanel gameId={gameId} matchID={matchID} match={match.data} onJoined={seatTaken} /> : <p>Loading the match…</p>}
    </div>
  );
}
