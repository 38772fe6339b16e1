import { matchHref } from '../app/routes.ts';
import { loadSeat } from '../match/seat-store.ts';
import { freeSeats, type GameSummary, type MatchSummary } from './lobby-api.ts';
import { joinedName } from '../boards/seat-names.ts';

interface Props {
  game: GameSummary;
  matches: MatchSummary[] | undefined;
}

/** Matches not yet over: join one with a free seat, return to yours, or watch any. */
export function MatchList({ game, matches }: Props) {
  if (!matches) return <p className="field__hint">Loading matches…</p>;
  if (matches.length === 0) return <p className="field__hint">No open match. Create one above, then share its link.</p>;
  return (
    <ul className="match-list">
      {matches.map((match) => {
        const free = freeSeats(match);
        const mine = loadSeat(game.id, match.matchID);
        const setup = describeSetup(game, match.setupData);
        return (
          <li key={match.matchID} className="match-list__item" data-testid={`match-${match.matchID}`}>
            <div>
              <p className="match-list__title">
                {setup || game.title} · {match.players.length} seats, {free.length === 0 ? 'full' : `${free.length} free`}
              </p>
              <p className="match-list__players">{match.players.map((p) => joinedName(p.name) ?? 'empty seat').join(', ')}</p>
            </div>
            <div className="match-list__buttons">
              {(mine || free.length > 0) && (
                <a className="button button--primary" href={matchHref(game.id, match.matchID)} data-testid={`join-match-${match.matchID}`}>
                  {mine ? 'Back to my seat' : 'Join'}
                </a>
              )}
              <a className="button" href={matchHref(game.id, match.matchID, true)} data-testid={`spectate-match-${match.matchID}`}>
                Watch
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function describeSetup(game: GameSummary, setupData: unknown): string {
  if (!setupData || typeof setupData !== 'object') return '';
  const values = setupData as Record<string, unknown>;
  return game.setupOptions
    .map((option) => option.choices.find((c) => c.value === values[option.key])?.label)
    .filter(Boolean)
    .join(', ');
}
