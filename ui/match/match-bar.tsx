import { useState } from 'react';
import { inviteUrl, matchHref } from '../app/routes.ts';
import { errorText, fillWithBots, type MatchSummary, freeSeats } from '../lobby/lobby-api.ts';

interface Props {
  gameId: string;
  matchID: string;
  match?: MatchSummary;
  watching: boolean;
  onBotsAdded(): void;
}

/** Above the table: the link to invite others, bots for the empty seats, the watch view. */
export function MatchBar({ gameId, matchID, match, watching, onBotsAdded }: Props) {
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string>();
  const link = inviteUrl(gameId, matchID);
  const free = match ? freeSeats(match) : [];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setError('The browser refused to copy: select the link and copy it yourself.');
    }
  };
  const addBots = async () => {
    try {
      await fillWithBots(gameId, matchID);
      onBotsAdded();
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <div className="match-bar">
      <div className="match-bar__invite">
        <label htmlFor="invite-link">Invite link</label>
        <input id="invite-link" data-testid="invite-link" readOnly value={link} onFocus={(e) => e.target.select()} />
        <button type="button" className="button" onClick={() => void copy()} data-testid="copy-invite">
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <div className="match-bar__buttons">
        {free.length > 0 && (
          <button type="button" className="button" onClick={() => void addBots()} data-testid="fill-bots">
            Bots for {free.length} empty {free.length === 1 ? 'seat' : 'seats'}
          </button>
        )}
        {watching && free.length > 0 && (
          <a className="button" href={matchHref(gameId, matchID)}>
            Take a seat
          </a>
        )}
        {!watching && (
          <a className="button" href={matchHref(gameId, matchID, true)}>
            Watch view
          </a>
        )}
        <a className="button" href="#/">
          Lobby
        </a>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
