import type { RobotsGameover } from '../../../games/robots/state.ts';

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
