export interface ScoreColumn {
  label: string;
  values: Readonly<Record<string, number>>;
}

interface Props {
  /** The result in a line: who won, and how. */
  headline: string;
  /** Seats best first. */
  seats: readonly string[];
  names: Readonly<Record<string, string>>;
  me: string | null;
  winners: readonly string[];
  columns: readonly ScoreColumn[];
}

/** The end: the result in a line over a row per seat, best first, the winners marked, a column per figure the game counts. */
export function ScoreList({ headline, seats, names, me, winners, columns }: Props) {
  return (
    <>
      <p className="ct-scores__headline" data-testid="result-words">
        {headline}
      </p>
      <table className="ct-scores" data-testid="score-list">
        <thead>
          <tr>
            <th scope="col">Player</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {seats.map((seat) => (
            <tr key={seat} data-testid={`score-${seat}`} data-winner={winners.includes(seat) || undefined} data-me={seat === me || undefined}>
              <th scope="row">
                {names[seat] ?? seat}
                {seat === me && ' (you)'}
                {winners.includes(seat) && <span className="ct-scores__won"> wins</span>}
              </th>
              {columns.map((c) => (
                <td key={c.label}>{Object.hasOwn(c.values, seat) ? c.values[seat] : '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
