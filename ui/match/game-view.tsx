import { useMemo, type ComponentType } from 'react';
import { Client } from 'boardgame.io/react';
import content from 'virtual:tablewright/content';
import { findGameModule } from '../../games/registry.ts';
import { boardFor } from '../boards/board-registry.ts';
import { socketWithDropNotices } from './drop-notices.ts';

interface ClientProps {
  matchID: string;
  playerID?: string;
  credentials?: string;
}

const clients = new Map<string, ComponentType<ClientProps>>();

/** One boardgame.io client per game, made from the same content the server validated. */
function clientFor(gameId: string): ComponentType<ClientProps> | undefined {
  const cached = clients.get(gameId);
  if (cached) return cached;
  const module = findGameModule(gameId);
  const board = boardFor(gameId);
  const gameContent = (content as Record<string, unknown>)[gameId];
  if (!module || !board || gameContent === undefined) return undefined;
  const client = Client({
    game: module.createGame(gameContent),
    board,
    multiplayer: socketWithDropNotices(),
    debug: false,
    loading: Connecting,
  }) as ComponentType<ClientProps>;
  clients.set(gameId, client);
  return client;
}

function Connecting() {
  return <p className="page">Connecting to the table…</p>;
}

interface Props {
  gameId: string;
  matchID: string;
  /** Absent for a spectator. */
  seat?: { playerID: string; credentials: string };
}

export function GameView({ gameId, matchID, seat }: Props) {
  const GameClient = useMemo(() => clientFor(gameId), [gameId]);
  if (!GameClient) {
    return (
      <p className="error" role="alert">
        This server has no table for the game “{gameId}”.
      </p>
    );
  }
  return <GameClient matchID={matchID} playerID={seat?.playerID} credentials={seat?.credentials} />;
}
