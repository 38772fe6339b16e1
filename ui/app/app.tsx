import { LobbyPage } from '../lobby/lobby-page.tsx';
import { RulesPage } from '../lobby/rules-page.tsx';
import { lazyPage } from './lazy-page.tsx';
import { useHashRoute } from './routes.ts';

// A match and a replay come in chunks of their own (boardgame.io's client, socket.io, the match
// shell), and each game's table in another (board-registry.ts): the lobby loads none of them.
const MatchPage = lazyPage(() => import('../match/match-page.tsx').then((m) => m.MatchPage));
const ReplayPage = lazyPage(() => import('../replay/replay-page.tsx').then((m) => m.ReplayPage));

export function App() {
  const route = useHashRoute();
  return (
    <>
      <nav className="app-bar" aria-label="Site">
        <a href="#/" className="app-bar__brand">
          {/* The favicon from ui/public; BASE_URL keeps it working when the UI is served under a path. */}
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="24" height="24" />
          TABLEWRIGHT
        </a>
      </nav>
      <main>
        {route.page === 'lobby' && <LobbyPage />}
        {route.page === 'match' && <MatchPage key={`${route.gameId}/${route.matchID}/${route.watch}`} gameId={route.gameId} matchID={route.matchID} watch={route.watch} />}
        {route.page === 'replay' && <ReplayPage key={`${route.gameId}/${route.matchID}`} gameId={route.gameId} matchID={route.matchID} seat={route.seat} move={route.move} />}
        {route.page === 'rules' && <RulesPage key={route.gameId} gameId={route.gameId} />}
        {route.page === 'not-found' && (
          <div className="page">
            <p className="error" role="alert">
              There is no page at {route.hash}. <a href="#/">Back to the lobby</a>
            </p>
          </div>
        )}
      </main>
    </>
  );
}
