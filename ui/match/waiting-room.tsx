import { useState } from 'react';
import type { ChatMessage } from 'boardgame.io';
import type { KitContent } from '../../games/kit/kit-content-files.ts';
import { isBotSeatData } from '../../games/kit/bots/bot-seat.ts';
import { PresenceMark } from '../components/presence/presence-mark.tsx';
import { ChatPanel } from '../components/chat/chat-panel.tsx';
import { HowToPlayPanel } from '../components/how-to-play/how-to-play-panel.tsx';
import { errorText, fillWithBots } from '../lobby/lobby-api.ts';
import { joinedName, seatNames } from '../boards/seat-names.ts';
import type { SeatInfo } from '../boards/table-props.ts';
import { InviteLink } from './invite-link.tsx';
import './waiting-room.css';

interface Props {
  gameId: string;
  matchID: string;
  seats: SeatInfo[];
  playerID: string | null;
  content: Partial<KitContent>;
  chatMessages: ChatMessage[];
  sendChatMessage(text: string): void;
  /** The match had begun when a seat was given up: it is paused, not starting. */
  paused?: boolean;
}

/**
 * Before the game screen: who sits where, the link to send, and bots for the seats still
 * empty. The server takes no move until every seat is held, and the table appears for
 * everyone the moment the last one is.
 */
export function WaitingRoom({ gameId, matchID, seats, playerID, content, chatMessages, sendChatMessage, paused = false }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const empty = seats.filter((s) => !joinedName(s.name)).map((s) => String(s.id));
  const names = seatNames(seats.map((s) => String(s.id)), seats);
  const title = content.howToPlay?.title ?? gameId;
  const seated = playerID !== null && seats.some((s) => String(s.id) === playerID);
  const addBots = async (which?: string[]) => {
    setBusy(true);
    setError(undefined);
    try {
      await fillWithBots(gameId, matchID, which);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="waiting-room" data-testid="waiting-room">
      <section className="panel waiting-room__main" aria-labelledby="waiting-heading">
        <h1 id="waiting-heading">
          {title}: {paused ? 'paused, ' : ''}waiting for {empty.length === 1 ? 'one more player' : `${empty.length} more players`}
        </h1>
        <p className="field__hint">
          {paused
            ? 'A player gave up their seat. The match goes on the moment someone takes it, a person or a bot; nobody can act until then.'
            : 'The game starts by itself the moment every seat is taken, by a person or a bot. Nobody can act before.'}
        </p>
        <ol className="waiting-room__seats">
          {seats.map((seat) => {
            const id = String(seat.id);
            const name = joinedName(seat.name);
            const bot = isBotSeatData((seat as { data?: unknown }).data);
            return (
              <li key={id} className="waiting-room__seat" data-testid={`waiting-seat-${id}`} data-state={name ? 'taken' : 'empty'}>
                <PresenceMark connected={name ? seat.isConnected === true : undefined} seat={id} />
                <span className="waiting-room__name">
                  {name ? names[id] : <em>Empty seat</em>}
                  {id === playerID && <strong> (you)</strong>}
                  {bot && <span className="badge">Bot</span>}
                </span>
                {!name && (
                  <button type="button" className="button" disabled={busy} onClick={() => void addBots([id])} data-testid={`bot-for-${id}`}>
                    Seat a bot
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        <InviteLink gameId={gameId} matchID={matchID} />
        {empty.length > 0 && (
          <div className="waiting-room__bots">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void addBots()} data-testid="fill-bots">
              {`Seat ${empty.length === 1 ? 'a bot' : `${empty.length} bots`} and ${paused ? 'go on' : 'start'}`}
            </button>
            {content.bots?.about && <p className="field__hint" data-testid="bots-about">{content.bots.about}</p>}
          </div>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>
      <div className="waiting-room__side">
        {seated && (
          <section className="panel waiting-room__chat">
            <ChatPanel messages={chatMessages} names={names} onSend={sendChatMessage} me={playerID} />
          </section>
        )}
        {content.howToPlay && (
          <section className="panel waiting-room__rules">
            <HowToPlayPanel howToPlay={content.howToPlay} compact />
          </section>
        )}
      </div>
    </div>
  );
}
