import { useCallback, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { BoardProps } from 'boardgame.io/react';
import type { KitContent } from '../../games/kit/kit-content-files.ts';
import type { Attention } from '../boards/attention.ts';
import { joinedName } from '../boards/seat-names.ts';
import { ToastStack, type Toast } from '../components/toast/toast-stack.tsx';
import { BarSlotContext } from './bar-slot.ts';
import { BoardErrorBoundary } from './board-error-boundary.tsx';
import { useDropNotices, type MatchDropNotice } from './drop-notices.ts';
import { LeaveSeat } from './leave-seat.tsx';
import { RematchBar } from './rematch-bar.tsx';
import { useSeatNews } from './seat-news.ts';
import { useAttention } from './use-attention.ts';
import { WaitingRoom } from './waiting-room.tsx';

interface Props {
  gameId: string;
  board: BoardProps;
  content: Partial<KitContent>;
  attention: Attention;
  /** The game's table, drawn once every seat is held. */
  children: ReactNode;
}

/** What a refusal from the server means to the person who was refused. */
function dropText(notice: MatchDropNotice): string {
  if (notice.code === 'table-not-full') return 'Not yet: the match waits until every seat is taken.';
  if (notice.code === 'window-open') return `Not yet: ${notice.message}.`;
  if (notice.code === 'seat-lost') return 'Your seat was given up or taken by someone else. Open the match again from the lobby to watch or join.';
  return `The server refused that: ${notice.message}.`;
}

/**
 * Around every game's table, the same for every game: the waiting room until the table is
 * full, the table inside an error boundary, the rematch at the end, and what calls for the
 * player's attention (the tab title, a chime, toasts, the server's refusals).
 */
export function TableShell({ gameId, board, content, attention, children }: Props) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((toast: Toast) => setToasts((shown) => [...shown.filter((t) => t.id !== toast.id), toast].slice(-4)), []);
  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((t) => t.id !== id)), []);
  const title = `${content.howToPlay?.title ?? gameId} · Tablewright`;
  useAttention(title, attention, push, dismiss);
  useDropNotices(
    board.matchID,
    useCallback(
      (notice: MatchDropNotice) => {
        // Someone else's move got there first: the table shows it at once, which says more than a toast.
        if (notice.code === 'stale-state') return;
        push({ id: `drop-${Date.now()}`, text: dropText(notice), tone: 'error' });
      },
      [push],
    ),
  );

  useSeatNews(
    board.matchData,
    useCallback((text: string) => push({ id: `seat-${Date.now()}-${text}`, text }), [push]),
  );
  const barSlot = useContext(BarSlotContext);

  const seats = board.matchData ?? [];
  const full = seats.length > 0 && seats.every((seat) => joinedName(seat.name));
  const over = board.ctx.gameover !== undefined;
  const mine = board.playerID !== null && board.credentials ? seats.find((s) => String(s.id) === board.playerID) : undefined;
  let body: ReactNode;
  if (!board.matchData) body = <p className="page">Connecting to the table…</p>;
  else if (!full && !over) {
    body = (
      <WaitingRoom
        gameId={gameId}
        matchID={board.matchID}
        seats={seats}
        playerID={board.playerID}
        content={content}
        chatMessages={board.chatMessages}
        sendChatMessage={board.sendChatMessage}
        paused={board._stateID > 0}
      />
    );
  } else {
    body = (
      <>
        {over && <RematchBar gameId={gameId} matchID={board.matchID} seat={mine && board.credentials ? { playerID: String(mine.id), credentials: board.credentials, name: joinedName(mine.name) ?? '' } : null} />}
        <BoardErrorBoundary>{children}</BoardErrorBoundary>
      </>
    );
  }
  return (
    <>
      {body}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
      {barSlot &&
        mine &&
        board.credentials &&
        !over &&
        createPortal(<LeaveSeat gameId={gameId} matchID={board.matchID} seat={{ playerID: String(mine.id), credentials: board.credentials }} begun={full || board._stateID > 0} />, barSlot)}
    </>
  );
}
