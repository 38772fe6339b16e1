import { useState } from 'react';
import { errorText, handOverSeat, leaveSeat } from '../lobby/lobby-api.ts';
import { forgetSeat } from './seat-store.ts';

interface Props {
  gameId: string;
  matchID: string;
  seat: { playerID: string; credentials: string };
  /**
   * The game has begun: a bot takes the seat so the others play on. Before that the seat is
   * simply freed, and the waiting room offers it to the next person or a bot.
   */
  toBot: boolean;
}

/** Leave the match, after a question that says what happens to the seat. */
export function LeaveSeat({ gameId, matchID, seat, toBot }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const leave = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await (toBot ? handOverSeat : leaveSeat)(gameId, matchID, seat);
      forgetSeat(gameId, matchID);
      window.location.hash = '#/';
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button match-bar__leave" aria-expanded={asking} onClick={() => setAsking((open) => !open)} data-testid="leave">
        Leave
      </button>
      {asking && (
        <div className="match-bar__panel leave-seat" role="group" aria-labelledby="leave-seat-question">
          <p id="leave-seat-question" className="leave-seat__question">
            {toBot ? 'Leave this match? A bot takes your seat and plays on for you; you cannot take it back.' : 'Leave this match? Your seat is freed for someone else.'}
          </p>
          <div className="leave-seat__buttons">
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void leave()} data-testid="leave-confirm">
              {toBot ? 'Yes, leave; a bot plays on' : 'Yes, leave'}
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)} data-testid="leave-cancel">
              Stay
            </button>
          </div>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </>
  );
}
