import { useState } from 'react';
import { matchHref } from '../app/routes.ts';
import { HowToPlayPanel } from '../components/how-to-play/how-to-play-panel.tsx';
import { useHowToPlay } from '../components/how-to-play/how-to-play-content.ts';
import { freeSeats, type MatchSummary } from '../lobby/lobby-api.ts';
import { InviteLink } from './invite-link.tsx';
import { useSoundSwitch } from './sound.ts';

interface Props {
  gameId: string;
  matchID: string;
  match?: MatchSummary;
  watching: boolean;
  /** Where the table adds what it offers to the bar (Leave). */
  slotRef?(element: HTMLElement | null): void;
}

/**
 * One slim bar above the table, so the table keeps the screen: the game's name, the invite
 * link and the rules folded away until asked for, the sound switch, the watch view, the lobby.
 */
export function MatchBar({ gameId, matchID, match, watching, slotRef }: Props) {
  const [open, setOpen] = useState<'invite' | 'rules'>();
  const [sound, toggleSound] = useSoundSwitch();
  const howToPlay = useHowToPlay(gameId);
  const free = match ? freeSeats(match) : [];
  const toggle = (panel: 'invite' | 'rules') => setOpen((current) => (current === panel ? undefined : panel));
  return (
    <div className="match-bar">
      <a className="match-bar__title" href="#/" title="Back to the lobby">
        <span aria-hidden="true">‹ </span>
        {howToPlay?.title ?? gameId}
      </a>
      <div className="match-bar__buttons">
        <button type="button" className="button" aria-expanded={open === 'invite'} onClick={() => toggle('invite')} data-testid="toggle-invite">
          Invite
        </button>
        {howToPlay && (
          <button type="button" className="button" aria-expanded={open === 'rules'} onClick={() => toggle('rules')} data-testid="toggle-rules">
            <Label long="How to play" short="Rules" />
          </button>
        )}
        <button type="button" className="button" aria-pressed={sound} onClick={toggleSound} data-testid="toggle-sound" title="A chime when it is your turn or something is addressed to you">
          <Label long={sound ? 'Sound on' : 'Sound off'} short={sound ? '♪ On' : '♪ Off'} />
        </button>
        {watching && free.length > 0 && !match?.gameover && (
          <a className="button" href={matchHref(gameId, matchID)}>
            <Label long="Take a seat" short="Sit" />
          </a>
        )}
        {!watching && (
          <a className="button" href={matchHref(gameId, matchID, true)} data-testid="watch-view">
            <Label long="Watch view" short="Watch" />
          </a>
        )}
        <span className="match-bar__slot" ref={slotRef} />
      </div>
      {open === 'invite' && (
        <div className="match-bar__panel">
          <InviteLink gameId={gameId} matchID={matchID} />
        </div>
      )}
      {open === 'rules' && howToPlay && (
        <aside className="match-bar__rules" aria-label="How to play" data-testid="rules-drawer">
          <button type="button" className="button match-bar__close" onClick={() => setOpen(undefined)}>
            Close
          </button>
          <HowToPlayPanel howToPlay={howToPlay} compact />
        </aside>
      )}
    </div>
  );
}

/** A button's words, shorter on a phone so the bar stays one line. */
function Label({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="match-bar__long">{long}</span>
      <span className="match-bar__short">{short}</span>
    </>
  );
}
