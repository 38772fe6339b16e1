import { LobbyPage } from '../lobby/lobby-page.tsx';
import { MatchPage } from '../match/match-page.tsx';
import { useHashRoute } from './routes.ts';

export function App() {
  const route = useHashRoute();
  return (
    <>
      <nav className="app-bar" aria-label="Site">
        <a href="#/">TABLEWRIGHT</a>
      </nav>
      <main>
        {route.page === 'lobby' && <LobbyPage />}
        {route.page === 'match' && <MatchPage key={`${route.gameId}/${route.matchID}/${route.watch}`} gameId={route.gameId} matchID={route.matchID} watch={route.watch} />}
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
