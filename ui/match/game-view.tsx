import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { Client } from 'boardgame.io/react';
import { useTable, type LoadedTable } from '../boards/board-registry.ts';
import { BoardErrorBoundary } from './board-error-boundary.tsx';
import type { ServedContent } from './content-api.ts';
import { socketWithDropNotices, useDropNotices, type MatchDropNotice } from './drop-notices.ts';
import { withKeptChat } from './kept-chat.ts';

interface ClientProps {
  matchID: string;
  playerID?: string;
  credentials?: string;
}

const clients = new Map<string, ComponentType<ClientProps>>();

/** One boardgame.io client per content version: the rules the server runs this match on. */
function clientFor({ game: gameId, hash, content }: ServedContent, { module, board }: LoadedTable): ComponentType<ClientProps> {
  const key = `${gameId}/${hash}`;
  const cached = clients.get(key);
  if (cached) return cached;
  const client = Client({
    game: module.createGame(content),
    board,
    multiplayer: withKeptChat(socketWithDropNotices()),
    debug: false,
    loading: Connecting,
  }) as ComponentType<ClientProps>;
  clients.set(key, client);
  return client;
}

function Connecting() {
  return <p className="page">Connecting to the table…</p>;
}

function LoadingTable() {
  return <p className="page">Loading the table…</p>;
}

interface Props {
  /** The match's own content, as the server serves it (useMatchContent). */
  served: ServedContent;
  matchID: string;
  /** Absent for a spectator. */
  seat?: { playerID: string; credentials: string };
}

/** What a sync the server refused means: the table will never load, so the page says why instead. */
const SYNC_REFUSALS: Record<string, string> = {
  'bad-credentials': 'Your seat in this match was given up or taken by someone else. Choose Watch to follow it, or join it again from the lobby.',
  'unknown-match': 'This match no longer exists.',
};

/** The match's table: its game's chunk loads first (board-registry.ts), then boardgame.io's client connects. */
export function GameView(props: Props) {
  return (
    <BoardErrorBoundary>
      <GameTableView {...props} />
    </BoardErrorBoundary>
  );
}

function GameTableView({ served, matchID, seat }: Props) {
  const table = useTable(served.game);
  const GameClient = useMemo(() => (table && table !== 'loading' ? clientFor(served, table) : undefined), [served, table]);
  const [refused, setRefused] = useState<string>();
  useDropNotices(
    matchID,
    useCallback((notice: MatchDropNotice) => {
      if (notice.event === 'sync' && Object.hasOwn(SYNC_REFUSALS, notice.code)) setRefused(SYNC_REFUSALS[notice.code]);
    }, []),
  );
  if (refused) {
    return (
      <p className="page error" role="alert" data-testid="sync-refused">
        {refused}
      </p>
    );
  }
  if (table === 'loading') return <LoadingTable />;
  if (!GameClient) {
    return (
      <p className="error" role="alert">
        This server has no table for the game “{served.game}”.
      </p>
    );
  }
  return <GameClient matchID={matchID} playerID={seat?.playerID} credentials={seat?.credentials} />;
}
