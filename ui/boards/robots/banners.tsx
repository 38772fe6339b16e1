import type { HandResult, RobotsGameover } from '../../../games/robots/state.ts';
import { ScoreTable } from './score-table.tsx';

interface HandProps {
  result: HandResult;
  players: string[];
  names: Record<string, string>;
  onDismiss(): void;
}

/**
 * The hand that just ended, with its scores, until the player puts it away. It floats over
 * the top of the table (not in the flow), so the next hand's table does not jump under it
 * and the docked hand stays usable; the scores stay in the side column afterwards.
 */
export function HandEndBanner({ result, players, names, onDismiss }: HandProps) {
  return (
    <div className="robots-overlay">
      <section className="robots-banner robots-banner--hand" data-testid="hand-result" role="dialog" aria-labelledby="hand-result-heading">
        <div className="robots-banner__head">
          <h2 id="hand-result-heading">
            Hand {result.hand} is over: {names[result.endedBy]} {result.how === 'discard' ? 'went out' : 'found no card to draw'}
          </h2>
          <button type="button" className="robots-chip" onClick={onDismiss} data-testid="hand-result-dismiss">
            Back to the table
          </button>
        </div>
        <ScoreTable results={[result]} only={result} players={players} names={names} totals={result.totals} target={0} />
      </section>
    </div>
  );
}

interface GameProps {
  gameover: RobotsGameover;
  names: Record<string, string>;
  playerID: string | null;
  players: string[];
}

/** The end of the game: who won, on what score, after how many hands. */
export function OutcomeBanner({ gameover, names, playerID, players }: GameProps) {
  const verdict = playerID === null || !players.includes(playerID) ? undefined : gameover.winner === playerID ? 'You won!' : 'You lost.';
  const ranked = [...players].sort((a, b) => gameover.scores[b] - gameover.scores[a]);
  return (
    <section className="robots-banner robots-banner--game" data-testid="outcome-banner" role="status" aria-labelledby="outcome-heading">
      <h2 id="outcome-heading">{names[gameover.winner]} wins ROBOTS!</h2>
      <p>
        {gameover.scores[gameover.winner]} points after {gameover.hands} {gameover.hands === 1 ? 'hand' : 'hands'}.
        {verdict && <strong className="robots-banner__verdict"> {verdict}</strong>}
      </p>
      <ol className="robots-banner__ranking">
        {ranked.map((p) => (
          <li key={p} data-winner={p === gameover.winner || undefined}>
            {names[p]}: {gameover.scores[p]}
          </li>
        ))}
      </ol>
    </section>
  );
}
