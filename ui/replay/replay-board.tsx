import type { ChatMessage } from 'boardgame.io';
import type { ReplayChat, ReplayFrame, ReplayHead } from '../../games/kit/replay/replay-view-format.ts';
import { useTable } from '../boards/board-registry.ts';
import { GameContentProvider } from '../match/game-content.tsx';
import { BoardErrorBoundary } from '../match/board-error-boundary.tsx';

// Every move a table may call does nothing: a replay shows what happened, it changes nothing.
const noMoves = new Proxy({}, { get: () => () => undefined });
const noChat = () => undefined;

/**
 * The game's own table for one frame, as the viewer's client drew it, but inert: nothing on
 * it can be pressed or focused, so no control looks or acts live (the way Storybook draws a
 * table from a state, without a client). Its chat is the talk said by this frame.
 */
export function ReplayBoard(props: ReplayBoardProps) {
  return (
    <GameContentProvider content={{ [props.head.game]: props.head.content.json }}>
      <BoardErrorBoundary>
        <ReplayTable {...props} />
      </BoardErrorBoundary>
    </GameContentProvider>
  );
}

interface ReplayBoardProps {
  head: ReplayHead;
  frame: ReplayFrame;
  chat: ReplayChat[];
}

function ReplayTable({ head, frame, chat }: ReplayBoardProps) {
  const loaded = useTable(head.game);
  if (loaded === 'loading') return <p>Loading the table…</p>;
  const Table = loaded?.table;
  if (!Table) return <p className="error">This Tablewright has no table for the game {head.game}.</p>;
  const matchData = head.players.map((seat) => ({ ...seat, isConnected: true }));
  return (
    <div className="replay-board" inert data-testid="replay-board" data-frame={frame.n}>
      <Table
        G={frame.G}
        ctx={frame.ctx}
        playerID={head.viewer}
        moves={noMoves}
        matchData={matchData}
        chatMessages={chat as ChatMessage[]}
        sendChatMessage={noChat}
        content={head.content.json}
        isConnected
      />
    </div>
  );
}
