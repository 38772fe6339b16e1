import { useState, type FormEvent } from 'react';
import { matchHref } from '../app/routes.ts';
import { errorText, freeSeats, lobby, type MatchSummary } from '../lobby/lobby-api.ts';
import { lastPlayerName, saveSeat, type SeatTicket } from './seat-store.ts';
import { joinedName } from '../boards/seat-names.ts';

interface Props {
  gameId: string;
  matchID: string;
  match: MatchSummary;
  onJoined(ticket: SeatTicket): void;
}

/** Pick a free seat and a name; or watch without a seat. */
export function JoinPanel({ gameId, matchID, match, onJoined }: Props) {
  const free = freeSeats(match);
  const [name, setName] = useState(lastPlayerName);
  const [seat, setSeat] = useState(free[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const chosen = free.includes(seat) ? seat : free[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Write the name the others will see.');
    if (chosen === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      const joined = await lobby.joinMatch(gameId, matchID, { playerID: chosen, playerName: name.trim() });
      const ticket = { playerID: joined.playerID, credentials: joined.playerCredentials, name: name.trim() };
      saveSeat(gameId, matchID, ticket);
      onJoined(ticket);
    } catch (caught) {
      setError(`Could not take that seat: ${errorText(caught)}`);
      setBusy(false);
    }
  };

  return (
    <section className="panel join-panel" aria-labelledby="join-heading">
      <h2 id="join-heading">Join this match</h2>
      <ul className="join-panel__seats">
        {match.players.map((p) => (
          <li key={p.id}>
            Seat {p.id + 1}: {joinedName(p.name) ?? <em>empty</em>}
          </li>
        ))}
      </ul>
      {free.length === 0 ? (
        <p>
          Every seat is taken.{' '}
          <a href={matchHref(gameId, matchID, true)} data-testid="spectate">
            Watch the match
          </a>{' '}
          instead.
        </p>
      ) : (
        <form className="join-panel__form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="join-name">Your name</label>
            <input id="join-name" data-testid="join-name" value={name} maxLength={40} autoComplete="nickname" onChange={(e) => setName(e.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor="join-seat">Seat</label>
            <select id="join-seat" data-testid="join-seat" value={chosen} onChange={(e) => setSeat(e.target.value)}>
              {free.map((id) => (
                <option key={id} value={id}>
                  Seat {Number(id) + 1}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="join-panel__buttons">
            <button className="button button--primary" type="submit" data-testid="join-submit" disabled={busy}>
              {busy ? 'Joining…' : 'Take the seat'}
            </button>
            <a className="button" href={matchHref(gameId, matchID, true)} data-testid="spectate">
              Watch instead
            </a>
          </div>
        </form>
      )}
    </section>
  );
}
