import { useCallback, useEffect, useRef } from 'react';
import { chatAtFrame, type ReplayFrame, type ReplayHead } from '../../games/kit/replay/replay-view-format.ts';
import { replayHref } from '../app/routes.ts';
import { loadTable } from '../boards/board-registry.ts';
import { seatNames } from '../boards/seat-names.ts';
import { StepControls } from '../components/step-controls/step-controls.tsx';
import { actionWords, seatNameIn } from './action-words.ts';
import { MoveList } from './move-list.tsx';
import { ReplayChat } from './replay-chat.tsx';
import { ReplayBoard } from './replay-board.tsx';
import { useReplay } from './use-replay.ts';
import './replay.css';

interface Props {
  gameId: string;
  matchID: string;
  seat: string;
  move: number | undefined;
}

/** Steps go in place of the last in the browser's history: Back leaves the replay, not one move. */
const show = (href: string) => window.location.replace(href);

/** A finished match played back move by move, as any seat or a spectator saw it. */
export function ReplayPage({ gameId, matchID, seat, move }: Props) {
  const { head, frame, error } = useReplay(gameId, matchID, seat, move ?? 0);
  // The game's chunk loads while the replay is asked for, not after it came.
  useEffect(() => void loadTable(gameId), [gameId]);
  const last = head ? head.frames - 1 : 0;
  const at = Math.min(move ?? 0, last);
  const onGo = useCallback((n: number) => show(replayHref(gameId, matchID, seat, Math.max(0, Math.min(last, n)))), [gameId, matchID, seat, last]);
  // While the next window of frames loads, the last frame drawn stays up: no blank flash.
  const drawn = useRef<{ seat: string; frame: ReplayFrame } | undefined>(undefined);
  if (frame) drawn.current = { seat, frame };
  const shown = drawn.current?.seat === seat ? drawn.current.frame : undefined;
  if (error) {
    return (
      <div className="page">
        <p className="error" role="alert" data-testid="replay-error">
          {error}. <a href="#/">Back to the lobby</a>
        </p>
      </div>
    );
  }
  if (!head) return <p className="page field__hint">Loading the replay…</p>;
  const names = seatNames(head.players.map((p) => String(p.id)), head.players);
  const nameOf = seatNameIn(names);
  // The talk as it stood at the state on the table: what was said by then, as this viewer read it.
  // Lines that cannot be placed come from before the store kept state numbers: they head the table's chat.
  const talk = chatAtFrame(head.chat, shown?._stateID ?? at);
  return (
    <div className="replay" data-testid="replay-page">
      <ReplayHeader head={head} names={names} at={at} />
      <div className="replay__layout">
        <section className="replay__table" aria-label="The table">
          <p className="replay__caption" data-testid="replay-caption">
            {caption(head, at, names)} Nothing on the table can be pressed.
          </p>
          {shown ? <ReplayBoard head={head} frame={shown} chat={[...talk.unplaced, ...talk.said]} /> : <p className="field__hint">Loading move {at}…</p>}
        </section>
        <aside className="replay__side panel" aria-label="Replay controls">
          <StepControls at={at} last={last} onGo={onGo} noun="Move" />
          <MoveList actions={head.actions} at={at} names={names} onGo={onGo} />
          <ReplayChat said={talk.said} unplaced={talk.unplaced} nameOf={nameOf} />
        </aside>
      </div>
    </div>
  );
}

function caption(head: ReplayHead, at: number, names: Record<string, string>): string {
  const as = head.viewer === null ? 'As a spectator saw it' : `As ${seatNameIn(names)(head.viewer)} saw it`;
  const action = head.actions[at - 1];
  if (!action) return `${as} at the deal.`;
  const { who, what } = actionWords(action, names);
  return `${as} after move ${at} (${who}: ${what}).`;
}

function ReplayHeader({ head, names, at }: { head: ReplayHead; names: Record<string, string>; at: number }) {
  const winners = head.standings.filter((s) => s.won).map((s) => names[s.seat] ?? s.seat);
  const scored = head.standings.some((s) => s.score !== undefined);
  const seats = [['spectator', 'Spectator'], ...Object.entries(names).map(([id, name]) => [id, name])];
  return (
    <header className="replay__header">
      <div className="replay__title">
        <h1>
          {head.title} <span className="replay__badge">Replay</span>
        </h1>
        <p className="replay__players" data-testid="replay-players">
          {head.players.map((p) => names[String(p.id)]).join(' · ')}
        </p>
        <p className="replay__result" data-testid="replay-result">
          {winners.length > 0 ? `Won by ${winners.join(' and ')}` : 'No winner'}
          {scored && ` · ${head.standings.map((s) => `${names[s.seat] ?? s.seat} ${s.score ?? '–'}`).join(', ')}`}
        </p>
      </div>
      <nav className="replay__seats" aria-label="Watch as">
        <span className="replay__seats-label">Watch as</span>
        {seats.map(([id, name]) => (
          <a
            key={id}
            className={`button replay__seat${(head.viewer ?? 'spectator') === id ? ' button--primary' : ''}`}
            aria-current={(head.viewer ?? 'spectator') === id ? 'true' : undefined}
            href={replayHref(head.game, head.matchID, id, at)}
            data-testid={`replay-seat-${id}`}
          >
            {name}
          </a>
        ))}
      </nav>
    </header>
  );
}
