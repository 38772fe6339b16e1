import { useCallback, useEffect, useState } from 'react';
import { loadTable } from '../boards/board-registry.ts';
import { lobby } from '../lobby/lobby-api.ts';
import { usePolling } from '../lobby/use-polling.ts';
import { BarSlotContext } from './bar-slot.ts';
import { GameContentProvider } from './game-content.tsx';
import { GameView } from './game-view.tsx';
import { JoinPanel } from './join-panel.tsx';
import { MatchBar } from './match-bar.tsx';
import { loadSeat, type SeatTicket } from './seat-store.ts';
import { useMatchContent } from './use-match-content.ts';
import type { ServedContent } from './content-api.ts';
import './match.css';

interface Props {
  gameId: string;
  matchID: string;
  watch: boolean;
}

/** A match, on the content it was made from: the seat picker until this browser holds a seat, then the table. */
export function MatchPage({ gameId, matchID, watch }: Props) {
  const { served, error } = useMatchContent(gameId, matchID);
  // The game's chunk loads while the match's content is asked for, not after it came.
  useEffect(() => void loadTable(gameId), [gameId]);
  return (
    <GameContentProvider content={served ? { [gameId]: served.content } : {}}>
      <MatchSeats gameId={gameId} matchID={matchID} watch={watch} served={served} contentError={error} />
    </GameContentProvider>
  );
}

function MatchSeats({ gameId, matchID, watch, served, contentError }: Props & { served?: ServedContent; contentError?: string }) {
  const [ticket, setTicket] = useState(() => loadSeat(gameId, matchID));
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const load = useCallback(() => lobby.getMatch(gameId, matchID), [gameId, matchID]);
  const match = usePolling(load, 4000);
  const seatTaken = (joined: SeatTicket) => {
    setTicket(joined);
    void match.refresh();
  };
  const bar = <MatchBar gameId={gameId} matchID={matchID} match={match.data} watching={watch || !ticket} slotRef={setSlot} />;

  const problem = (match.error && !match.data ? match.error : undefined) ?? contentError;
  if (problem) {
    return (
      <div className="page">
        <p className="error" role="alert">
          This match could not be loaded: {problem}. It may not exist. <a href="#/">Back to the lobby</a>
        </p>
      </div>
    );
  }
  if (watch || ticket) {
    return (
      <div className="match-page">
        {bar}
        <BarSlotContext.Provider value={slot}>
          {served ? <GameView served={served} matchID={matchID} seat={watch ? undefined : ticket} /> : <p className="page">Loading the table…</p>}
        </BarSlotContext.Provider>
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
