import { useState, type FormEvent } from 'react';
import { matchHref, navigate } from '../app/routes.ts';
import { saveSeat, lastPlayerName } from '../match/seat-store.ts';
import { errorText, fillWithBots, lobby, type GameSummary } from './lobby-api.ts';
import { clamp, defaultSetup, playerRange, type SetupValues } from './player-range.ts';

interface Props {
  game: GameSummary;
  onCreated(): void;
}

/** Create a match, take its first seat, and let bots take the last ones. */
export function CreateMatchForm({ game, onCreated }: Props) {
  const [setup, setSetup] = useState<SetupValues>(() => defaultSetup(game.setupOptions));
  const range = playerRange(game, setup);
  const [players, setPlayers] = useState(range.min);
  const [bots, setBots] = useState(0);
  const [name, setName] = useState(lastPlayerName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const numPlayers = clamp(players, range);
  const botSeats = Math.min(bots, numPlayers - 1);
  const fieldId = (key: string) => `${game.id}-${key}`;

  const choose = (key: string, value: string) => {
    const next = { ...setup, [key]: value };
    setSetup(next);
    setPlayers((count) => clamp(count, playerRange(game, next)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Write the name the others will see.');
    setBusy(true);
    setError(undefined);
    try {
      const { matchID } = await lobby.createMatch(game.id, { numPlayers, setupData: setup });
      const seat = await lobby.joinMatch(game.id, matchID, { playerID: '0', playerName: name.trim() });
      saveSeat(game.id, matchID, { playerID: seat.playerID, credentials: seat.playerCredentials, name: name.trim() });
      if (botSeats > 0) {
        const seats = Array.from({ length: botSeats }, (_, i) => String(numPlayers - botSeats + i));
        await fillWithBots(game.id, matchID, seats);
      }
      onCreated();
      navigate(matchHref(game.id, matchID));
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  };

  return (
    <form className="create-match" onSubmit={submit} aria-label={`New match of ${game.title}`}>
      <div className="field">
        <label htmlFor={fieldId('name')}>Your name</label>
        <input id={fieldId('name')} data-testid="create-name" value={name} maxLength={40} autoComplete="nickname" onChange={(e) => setName(e.target.value)} required />
      </div>
      {game.setupOptions.map((option) => {
        const chosen = option.choices.find((c) => c.value === setup[option.key]);
        return (
          <div className="field" key={option.key}>
            <label htmlFor={fieldId(option.key)}>{option.label}</label>
            <select id={fieldId(option.key)} data-testid={`create-${option.key}`} value={setup[option.key]} onChange={(e) => choose(option.key, e.target.value)}>
              {option.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label} ({choice.minPlayers === choice.maxPlayers ? choice.minPlayers : `${choice.minPlayers}–${choice.maxPlayers}`} players)
                </option>
              ))}
            </select>
            {chosen?.summary && <p className="field__hint">{chosen.summary}</p>}
          </div>
        );
      })}
      <div className="create-match__row">
        <div className="field">
          <label htmlFor={fieldId('players')}>Players</label>
          <input id={fieldId('players')} data-testid="create-players" type="number" min={range.min} max={range.max} value={numPlayers} disabled={range.min === range.max} onChange={(e) => setPlayers(Number(e.target.value) || range.min)} />
          <p className="field__hint">{range.min === range.max ? `Always ${range.min}.` : `From ${range.min} to ${range.max}.`}</p>
        </div>
        <div className="field">
          <label htmlFor={fieldId('bots')}>Bots</label>
          <input id={fieldId('bots')} data-testid="create-bots" type="number" min={0} max={numPlayers - 1} value={botSeats} onChange={(e) => setBots(Math.max(0, Number(e.target.value) || 0))} aria-describedby={game.botsAbout ? fieldId('bots-about') : undefined} />
          <p className="field__hint">Seats bots take now; more can join later.</p>
        </div>
      </div>
      {/* Full width under both fields: a sentence would squeeze into the half-width column. */}
      {game.botsAbout && (
        <p className="create-match__bots-about" id={fieldId('bots-about')}>
          <strong>What a bot does:</strong> {game.botsAbout}
        </p>
      )}
      {range.min > range.max && <p className="error">No player count fits these choices.</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button className="button button--primary" type="submit" data-testid="create-match" disabled={busy || range.min > range.max}>
        {busy ? 'Creating…' : 'Create match and sit down'}
      </button>
    </form>
  );
}
