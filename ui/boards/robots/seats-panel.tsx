import { PresenceMark, StandInTag } from '../../components/presence/presence-mark.tsx';
import { seatPresence, seatStandIn } from '../../components/presence/seat-presence.ts';
import type { SeatInfo } from '../table-props.ts';
import { SeatMarker } from './seat-mark.tsx';
import type { SeatMark } from './seat-marks.ts';
import type { TableView } from './table-props.ts';

interface Props {
  G: TableView;
  names: Record<string, string>;
  marks: Record<string, SeatMark>;
  matchData?: SeatInfo[];
  playerID: string | null;
  /** Who must act now besides the turn's player (a power's decider). */
  deciding?: string;
  /** False once the game is over: nobody's turn any more. */
  live: boolean;
}

/**
 * Every player in one row: whose turn, the dealer, cards in hand, points so far, Powered
 * Down. The row scrolls sideways on a phone rather than stacking, so it stays one line
 * high. Each seat's marker here is the legend for the markers under cards in spreads.
 */
export function SeatsPanel({ G, names, marks, matchData, playerID, deciding, live }: Props) {
  return (
    <section className="robots-seats" aria-label="Players">
      <ul className="robots-seats__list">
        {G.players.map((id) => {
          const connected = seatPresence(matchData, id);
          const turn = live && G.turn.player === id;
          const down = G.poweredDown.includes(id);
          return (
            <li key={id} className="robots-seat" data-testid={`seat-${id}`} data-turn={turn || undefined} data-me={id === playerID || undefined} data-powered-down={down || undefined}>
              <p className="robots-seat__name">
                <PresenceMark connected={connected} seat={id} />
                {marks[id] && <SeatMarker mark={marks[id]} title={`${names[id]}'s marker`} />}
                <span className="robots-seat__who">{names[id]}</span>
                <StandInTag seat={id} standIn={seatStandIn(matchData, id)} />
                {id === playerID && <span className="robots-seat__you"> (you)</span>}
              </p>
              <p className="robots-seat__facts">
                <span>
                  {G.handSizes[id]} {G.handSizes[id] === 1 ? 'card' : 'cards'}
                </span>
                <span data-testid={`seat-${id}-score`}>{G.scores[id]} pts</span>
              </p>
              <p className="robots-seat__tags">
                {/* One tag for what the seat is doing now, so the row stays one line on a phone. */}
                {deciding === id ? (
                  <span className="robots-tag robots-tag--decide">Deciding</span>
                ) : (
                  turn && <span className="robots-tag robots-tag--turn">{G.turn.step === 'draw' ? 'To draw' : 'Playing'}</span>
                )}
                {G.dealer === id && (
                  <span className="robots-tag robots-tag--dealer" data-testid={`dealer-${id}`} title="Dealer">
                    <span aria-hidden="true">D</span>
                    <span className="visually-hidden">Dealer</span>
                  </span>
                )}
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
