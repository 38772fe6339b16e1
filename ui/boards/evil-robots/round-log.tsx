import type { LogEntry } from '../../../games/evil-robots/state.ts';

interface Props {
  log: LogEntry[];
  round: number;
  names: Record<string, string>;
}

/**
 * One line of the game's record in the table's words: the seat's name in front, a seat the
 * text names by number ("player 2") by its name, a team in capitals.
 */
export function logLine(entry: LogEntry, names: Record<string, string>): string {
  const name = (p: string) => names[p] ?? `Seat ${Number(p) + 1}`;
  const text = entry.text.replace(/\bplayer (\d+)\b/g, (_, p: string) => name(p));
  const deal = /^Round (\d+): deals; (.*)$/.exec(text);
  if (deal && entry.player !== null) return `Round ${deal[1]}: ${name(entry.player)} deals; ${deal[2]}`;
  if (entry.player === null) return text.replace(/\b(good|evil|neutral)\b/g, (t) => t[0].toUpperCase() + t.slice(1)).replace(/^./, (c) => c.toUpperCase());
  return `${name(entry.player)} ${text}`;
}

/** The round's record as it happened; earlier rounds folded under it. */
export function RoundLog({ log, round, names }: Props) {
  const now = log.filter((e) => e.round === round);
  const earlier = [...new Set(log.filter((e) => e.round < round).map((e) => e.round))].sort((a, b) => b - a);
  return (
    <section className="er-log" data-testid="round-log" aria-labelledby="er-log-heading">
      <h2 id="er-log-heading">This round</h2>
      <ol className="er-log__lines" data-testid={`log-round-${round}`}>
        {now.map((e, i) => (
          <li key={i}>{logLine(e, names)}</li>
        ))}
      </ol>
      {earlier.length > 0 && (
        <details className="er-log__earlier">
          <summary>Earlier rounds</summary>
          {earlier.map((r) => (
            <ol key={r} className="er-log__lines" data-testid={`log-round-${r}`}>
              {log
                .filter((e) => e.round === r)
                .map((e, i) => (
                  <li key={i}>{logLine(e, names)}</li>
                ))}
            </ol>
          ))}
        </details>
      )}
    </section>
  );
}
