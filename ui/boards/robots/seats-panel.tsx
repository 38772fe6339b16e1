import type { SeatInfo } from '../table-props.ts';
import type { TableView } from './table-props.ts';

interface Props {
  G: TableView;
  names: Record<string, string>;
  matchData?: SeatInfo[];
  playerID: string | null;
  /** Who must act now besides the turn's player (a power's decider). */
  deciding?: string;
  /** False once the game is over: nobody's turn any more. */
  live: boolean;
}

/** Every player: whose turn, the dealer, cards in hand, points so far, Powered Down. */
export function SeatsPanel({ G, names, matchData, playerID, deciding, live }: Props) {
  return (
    <section className="robots-seats" aria-label="Players">
      <ul className="robots-seats__list">
        {G.players.map((id) => {
          const connected = matchData?.find((s) => String(s.id) === id)?.isConnected;
          const turn = live && G.turn.player === id;
          const down = G.poweredDown.includes(id);
          return (
            <li key={id} className="robots-seat" data-testid={`seat-${id}`} data-turn={turn || undefined} data-me={id === playerID || undefined} data-powered-down={down || undefined}>
              <p className="robots-seat__name">
                <span className="robots-seat__dot" data-connected={connected ?? 'unknown'} aria-hidden="true" />
                {names[id]}
                {id === playerID && <span className="robots-seat__you"> (you)</span>}
              </p>
              <p className="robots-seat__facts">
                <span>{G.handSizes[id]} in hand</span>
                <span data-testid={`seat-${id}-score`}>{G.scores[id]} pts</span>
              </p>
              <p className="robots-seat__tags">
                {turn && <span className="robots-tag robots-tag--turn">{G.turn.step === 'draw' ? 'To draw' : 'Playing'}</span>}
                {deciding === id && <span className="robots-tag robots-tag--decide">Deciding</span>}
                {G.dealer === id && <span className="robots-tag" data-testid={`dealer-${id}`}>Dealer</span>}
                {down && (
                  <span className="robots-tag robots-tag--down" data-testid={`powered-down-${id}`}>
                    Powered Down
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
