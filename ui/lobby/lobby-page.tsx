import { useCallback } from 'react';
import { rulesHref } from '../app/routes.ts';
import { hasTable } from '../boards/board-registry.ts';
import { howToPlayFacts } from '../components/how-to-play/how-to-play-facts.ts';
import { useHowToPlay } from '../components/how-to-play/how-to-play-content.ts';
import { InlineText } from '../components/how-to-play/inline-text.tsx';
import { GameContentProvider } from '../match/game-content.tsx';
import { ContentErrors } from './content-errors.tsx';
import { CreateMatchForm } from './create-match-form.tsx';
import { FinishedList } from './finished-list.tsx';
import { GameCover } from './game-cover.tsx';
import { listGames, listOpenMatches, type GameSummary } from './lobby-api.ts';
import { MatchList } from './match-list.tsx';
import { useLobbyContent } from './use-lobby-content.ts';
import { usePolling } from './use-polling.ts';
import './lobby.css';

/** The games on this server, each with its picture and rules, a new match and the open ones. */
export function LobbyPage() {
  // Often enough that a content edit under `serve --watch` shows up without a reload.
  const games = usePolling(listGames, 5000);
  const content = useLobbyContent(games.data);
  return (
    <GameContentProvider content={content}>
      <div className="page lobby">
        <header className="lobby__welcome">
          <h1>Pick a game</h1>
          <p>Start a match and send its link to your friends, or join one that is waiting. Bots can fill any empty seat.</p>
        </header>
        {games.error && (
          <p className="error" role="alert">
            Could not reach the game server. {games.error}
          </p>
        )}
        {!games.data && !games.error && <p>Loading games…</p>}
        <ContentErrors />
        {/* A game the server runs but this UI has no table for yet is left out: it could not be played here. */}
        {games.data?.filter((game) => hasTable(game.id)).map((game) => <GamePanel key={game.id} game={game} />)}
      </div>
    </GameContentProvider>
  );
}

function GamePanel({ game }: { game: GameSummary }) {
  const load = useCallback(() => listOpenMatches(game.id), [game.id]);
  const matches = usePolling(load, 3000);
  const howToPlay = useHowToPlay(game.id);
  const facts = howToPlay ? howToPlayFacts(howToPlay) : [];
  if (!howToPlay?.players) facts.unshift(game.minPlayers === game.maxPlayers ? `${game.minPlayers} players` : `${game.minPlayers}–${game.maxPlayers} players`);
  const open = matches.data?.length;
  return (
    <section className="panel lobby__game" data-game={game.id} aria-labelledby={`game-${game.id}`}>
      <div className="lobby__hero">
        <GameCover gameId={game.id} title={game.title} />
        <div className="lobby__intro">
          <h2 id={`game-${game.id}`}>{game.title}</h2>
          {howToPlay && (
            <p className="lobby__tagline">
              <InlineText text={howToPlay.tagline} />
            </p>
          )}
          <ul className="lobby__facts" aria-label="At a glance">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {howToPlay && (
            <a className="button lobby__rules-link" href={rulesHref(game.id)} data-testid={`rules-${game.id}`}>
              How to play
            </a>
          )}
        </div>
      </div>
      <div className="lobby__columns">
        <div>
          <h3>New match</h3>
          <CreateMatchForm game={game} onCreated={() => void matches.refresh()} />
        </div>
        <div>
          <h3>Open matches{open ? <span className="lobby__count"> {open}</span> : null}</h3>
          {matches.error && <p className="error">{matches.error}</p>}
          <MatchList game={game} matches={matches.data} />
          <FinishedList game={game} />
        </div>
      </div>
    </section>
  );
}
