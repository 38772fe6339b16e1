import { isBotSeatData } from '../../../games/kit/bots/bot-seat.ts';
import { HIDDEN_CARD } from '../../../games/kit/card-game/table-state.ts';
import type { SeatInfo } from '../../boards/table-props.ts';
import { PresenceMark } from '../presence/presence-mark.tsx';
import { seatPresence } from '../presence/seat-presence.ts';
import { directionWords } from './table-seats.ts';
import type { RenderCard } from './table-card.tsx';

export interface SeatView {
  id: string;
  name: string;
  /** Cards in the seat's hand (its view holds them as backs). */
  count: number;
  /** A game's own words under the name: a score, "Called ♥". */
  note?: string;
}

export interface SeatStripProps {
  seats: readonly SeatView[];
  current: string | undefined;
  me: string | null;
  matchData: SeatInfo[] | undefined;
  direction: 1 | -1;
  renderCard: RenderCard;
}

/** How many backs a seat's fan draws at most: beyond it the number says the rest. */
const FAN = 5;

/**
 * The other seats in a strip, in the order play reaches them: each with its name, presence
 * (connected, away, or a bot), its hand as a small fan of backs with the count, and whose turn
 * it is. An arrow between seats says which way play goes.
 */
export function SeatStrip({ seats, current, me, matchData, direction, renderCard }: SeatStripProps) {
  const way = directionWords(direction);
  return (
    <div className="ct-seats" data-testid="seat-strip">
      <p className="ct-seats__way" data-testid="direction" data-direction={direction} title={way.words}>
        <span aria-hidden="true">{way.arrow}</span>
        <span className="visually-hidden">{way.words}</span>
      </p>
      <ol className="ct-seats__list" aria-label={me === null ? 'Players' : 'The other players'}>
        {seats.map((seat) => {
          const info = matchData?.find((s) => String(s.id) === seat.id);
          const turn = seat.id === current;
          return (
            <li key={seat.id} className="ct-seat" data-testid={`seat-${seat.id}`} data-turn={turn || undefined} aria-current={turn ? 'true' : undefined}>
              <p className="ct-seat__name">
                <PresenceMark connected={seatPresence(matchData, seat.id)} seat={seat.id} />
                <strong>{seat.name}</strong>
                {isBotSeatData(info?.data) && <span className="ct-seat__bot">Bot</span>}
              </p>
              <div className="ct-seat__hand" aria-label={`${seat.count} ${seat.count === 1 ? 'card' : 'cards'} in hand`} role="img" data-testid={`seat-${seat.id}-count`} data-count={seat.count}>
                {Array.from({ length: Math.min(FAN, seat.count) }, (_, i) => (
                  <span key={i} className="ct-seat__back">
                    {renderCard({ card: HIDDEN_CARD, width: '1.9rem', view: 'micro' })}
                  </span>
                ))}
                <span className="ct-seat__count">{seat.count}</span>
              </div>
              {(turn || seat.note) && <p className="ct-seat__note">{turn ? 'Playing now' : seat.note}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
