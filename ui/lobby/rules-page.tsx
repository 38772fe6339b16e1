import { useEffect } from 'react';
import { HowToPlayPanel } from '../components/how-to-play/how-to-play-panel.tsx';
import { useHowToPlay } from '../components/how-to-play/how-to-play-content.ts';
import { GameContentProvider } from '../match/game-content.tsx';
import { GameCover } from './game-cover.tsx';
import { listGames } from './lobby-api.ts';
import { useLobbyContent } from './use-lobby-content.ts';
import { usePolling } from './use-polling.ts';
import './rules-page.css';

/** `#/rules/<game>`: a game's rules summary as a page of its own, linked from the lobby, from the server's current content. */
export function RulesPage({ gameId }: { gameId: string }) {
  const games = usePolling(listGames, 5000);
  const content = useLobbyContent(games.data);
  const listed = games.data?.some((g) => g.id === gameId);
  if (!games.data && !games.error) return <p className="page">Loading the rules…</p>;
  if (listed && !Object.hasOwn(content, gameId)) return <p className="page">Loading the rules…</p>;
  return (
    <GameContentProvider content={content}>
      <Rules gameId={gameId} />
    </GameContentProvider>
  );
}

function Rules({ gameId }: { gameId: string }) {
  const howToPlay = useHowToPlay(gameId);
  useEffect(() => {
    // Coming from the bottom of the lobby, the rules should start at their top.
    window.scrollTo(0, 0);
    if (!howToPlay) return undefined;
    document.title = `How to play ${howToPlay.title} · Tablewright`;
    return () => {
      document.title = 'Tablewright';
    };
  }, [howToPlay]);

  if (!howToPlay) {
    return (
      <div className="page">
        <p className="error" role="alert">
          There are no rules for a game called “{gameId}” here. <a href="#/">Back to the lobby</a>
        </p>
      </div>
    );
  }
  return (
    <div className="page rules-page">
      <a className="rules-page__back" href="#/">
        ← All games
      </a>
      <div className="rules-page__cover">
        <GameCover gameId={gameId} title={howToPlay.title} />
      </div>
      <HowToPlayPanel howToPlay={howToPlay} titleLevel={1} />
      <p className="rules-page__play">
        <a className="button button--primary" href="#/">
          Play {howToPlay.title}
        </a>
      </p>
    </div>
  );
}
