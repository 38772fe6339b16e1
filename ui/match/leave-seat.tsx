import { useState } from 'react';
import { errorText, handOverSeat, leaveSeat } from '../lobby/lobby-api.ts';
import { forgetSeat } from './seat-store.ts';

interface Props {
  gameId: string;
  matchID: string;
  seat: { playerID: string; credentials: string };
  /**
   * The game has begun: the player chooses between a bot taking the seat, so the others play
   * on, and freeing it, which pauses the match in the waiting room until someone takes it.
   * Before the game the seat is simply freed, and the waiting room offers it to the next person.
   */
  begun: boolean;
}

type Way = 'to-bot' | 'free';

/** Leave the match, after a question that says what happens to the seat. */
export function LeaveSeat({ gameId, matchID, seat, begun }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const leave = async (way: Way) => {
    setBusy(true);
    setError(undefined);
    try {
      await (way === 'to-bot' ? handOverSeat : leaveSeat)(gameId, matchID, seat);
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
            {begun
              ? 'Leave this match? A bot can take your seat and play on for you, or your seat can be freed: the match then waits until someone takes it. You cannot take it back either way.'
              : 'Leave this match? Your seat is freed for someone else.'}
          </p>
          <div className="leave-seat__buttons">
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void leave(begun ? 'to-bot' : 'free')} data-testid="leave-confirm">
              {begun ? 'Yes, leave; a bot plays on' : 'Yes, leave'}
            </button>
            {begun && (
              <button type="button" className="button button--danger" disabled={busy} onClick={() => void leave('free')} data-testid="leave-free">
                Leave and free my seat
              </button>
            )}
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
