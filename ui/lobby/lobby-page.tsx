import { useCallback } from 'react';
import { CreateMatchForm } from './create-match-form.tsx';
import { listGames, lobby, type GameSummary } from './lobby-api.ts';
import { MatchList } from './match-list.tsx';
import { usePolling } from './use-polling.ts';
import { boardFor } from '../boards/board-registry.ts';
import './lobby.css';

/** The games on this server, and for each: create a match, or join, or watch one. */
export function LobbyPage() {
  const games = usePolling(listGames, 60_000);
  return (
    <div className="page lobby">
      <header>
        <h1>Lobby</h1>
        <p className="field__hint">Create a match and send its link, or join an open one. Bots can take any empty seat.</p>
      </header>
      {games.error && (
        <p className="error" role="alert">
          Could not reach the game server. {games.error}
        </p>
      )}
      {!games.data && !games.error && <p>Loading games…</p>}
      {/* A game the server runs but this UI has no table for yet is left out: it could not be played here. */}
      {games.data?.filter((game) => boardFor(game.id)).map((game) => <GamePanel key={game.id} game={game} />)}
    </div>
  );
}

function GamePanel({ game }: { game: GameSummary }) {
  const load = useCallback(async () => (await lobby.listMatches(game.id, { isGameover: false })).matches, [game.id]);
  const matches = usePolling(load, 3000);
  return (
    <section className="panel lobby__game" aria-labelledby={`game-${game.id}`}>
      <h2 id={`game-${game.id}`}>{game.title}</h2>
      <div className="lobby__columns">
        <div>
          <h3>New match</h3>
          <CreateMatchForm game={game} onCreated={() => void matches.refresh()} />
        </div>
        <div>
          <h3>Open matches</h3>
          {matches.error && <p className="error">{matches.error}</p>}
          <MatchList game={game} matches={matches.data} />
        </div>
      </div>
    </section>
  );
}
