import type { LogEntry } from '../../../games/evil-robots/state.ts';

interface Props {
  log: LogEntry[];
  round: number;
  names: Record<string, string>;
  /** The rounds whose reveal the state keeps, each reopened in its moment from here. */
  reported: number[];
  onOpen(round: number): void;
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

function OpenReport({ round, reported, onOpen }: { round: number; reported: number[]; onOpen(round: number): void }) {
  if (!reported.includes(round)) return null;
  return (
    <button type="button" className="er-log__open" onClick={() => onOpen(round)} data-testid={`open-round-${round}`}>
      Round {round}’s reveal and result
    </button>
  );
}

/** The round's record as it happened; earlier rounds folded under it, each with its reveal to reopen. */
export function RoundLog({ log, round, names, reported, onOpen }: Props) {
  const now = log.filter((e) => e.round === round);
  // A round whose lines the log has dropped still has its reveal in the record.
  const earlier = [...new Set([...log.filter((e) => e.round < round).map((e) => e.round), ...reported.filter((r) => r < round)])].sort((a, b) => b - a);
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
            <div key={r} className="er-log__round">
              <OpenReport round={r} reported={reported} onOpen={onOpen} />
              <ol className="er-log__lines" data-testid={`log-round-${r}`}>
                {log
                  .filter((e) => e.round === r)
                  .map((e, i) => (
                    <li key={i}>{logLine(e, names)}</li>
                  ))}
              </ol>
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
