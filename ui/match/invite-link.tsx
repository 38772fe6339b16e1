import { useState } from 'react';
import { inviteUrl } from '../app/routes.ts';

/** The link to send to the other players, with a Copy button. */
export function InviteLink({ gameId, matchID }: { gameId: string; matchID: string }) {
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string>();
  const link = inviteUrl(gameId, matchID);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setError('The browser refused to copy: select the link and copy it yourself.');
    }
  };
  return (
    <div className="invite-link">
      <label htmlFor="invite-link">Invite link</label>
      <div className="invite-link__row">
        <input id="invite-link" data-testid="invite-link" readOnly value={link} onFocus={(e) => e.target.select()} />
        <button type="button" className="button" onClick={() => void copy()} data-testid="copy-invite">
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {error && <p className="field__hint">{error}</p>}
    </div>
  );
}
