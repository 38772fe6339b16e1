import type { HandResult } from '../../../games/robots/state.ts';
import { handEndWords } from './hand-end-words.ts';

interface Props {
  results: HandResult[];
  players: string[];
  names: Record<string, string>;
  totals: Record<string, number>;
  target: number;
  /** Only the last hand, e.g. in the end-of-hand banner. */
  only?: HandResult;
}

function HandTable({ result, players, names }: { result: HandResult; players: string[]; names: Record<string, string> }) {
  return (
    <table className="robots-scores__hand" data-testid={`score-hand-${result.hand}`}>
      <caption>
        Hand {result.hand} · dealt by {names[result.dealer]} · {handEndWords(result, (p) => names[p])}
      </caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Spreads</th>
          <th scope="col">Bonus</th>
          <th scope="col">
            <abbr title="Points of the cards left in hand">Left</abbr>
          </th>
          <th scope="col">Hand</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => {
          const s = result.scores[p];
          return (
            <tr key={p}>
              <th scope="row">{names[p]}</th>
              <td>{s.spreads}</td>
              <td>{s.bonus > 0 ? `+${s.bonus}` : 0}</td>
              <td>{s.inHand > 0 ? `−${s.inHand}` : 0}</td>
              <td data-negative={s.total < 0 || undefined}>{s.total}</td>
              <td>
                <strong>{result.totals[p]}</strong>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The scores across hands: a table per hand (spreads, bonus, cards left, hand total, running total). */
export function ScoreTable({ results, players, names, totals, target, only }: Props) {
  if (only) return <HandTable result={only} players={players} names={names} />;
  const leader = Math.max(...players.map((p) => totals[p]));
  return (
    <section className="robots-scores" aria-labelledby="scores-heading" data-testid="score-table">
      <h2 id="scores-heading">Scores · first to {target}</h2>
      <ul className="robots-scores__totals">
        {players.map((p) => (
          <li key={p} data-leader={(totals[p] === leader && leader > 0) || undefined}>
            <span>{names[p]}</span>
            <strong>{totals[p]}</strong>
            <span className="robots-scores__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, (totals[p] / target) * 100))}%` }} />
            </span>
          </li>
        ))}
      </ul>
      {results.length === 0 ? (
        <p className="robots-hint">No hand has ended yet.</p>
      ) : (
        // Folded by default: the totals above are what a glance needs, and the log and chat keep their room.
        <details className="robots-scores__hands">
          <summary>
            Scores by hand ({results.length})
          </summary>
          {[...results].reverse().map((r) => (
            <HandTable key={r.hand} result={r} players={players} names={names} />
          ))}
        </details>
      )}
    </section>
  );
}
