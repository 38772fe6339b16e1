import type { AyarContent, ModeDef } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarGameover, AyarView } from '../../../games/are-you-a-robot/state.ts';
import type { PlayerControls } from './rule-checks.ts';
import { seatPresence, seatStandIn } from '../../components/presence/seat-presence.ts';
import { seatStatus } from './seat-status.ts';
import { SeatTile, type SeatActions } from './seat-tile.tsx';
import type { SeatInfo } from '../table-props.ts';
import type { AyarMoves } from './table-props.ts';

interface Props {
  G: AyarView;
  playOrder: string[];
  names: Record<string, string>;
  matchData?: SeatInfo[];
  playerID: string | null;
  content: AyarContent;
  mode: ModeDef;
  /** Absent for a spectator or once the game is over. */
  controls?: PlayerControls;
  /** Every card, once the game is over. */
  reveal?: Pick<AyarGameover, 'roles' | 'cards'>;
  moves: AyarMoves;
  onExplain(reason: string): void;
  /** The last thing each seat said (lastLines): the talk at the table, beside who said it. */
  said: Map<string, string>;
}

const SMALL_CREW = 4;

/** Every seat: name, what this viewer knows of its card, whether it is out, and ZAP. */
export function SeatList({ G, playOrder, names, matchData, playerID, content, mode, controls, reveal, moves, onExplain, said }: Props) {
  const actionsFor = (seat: string): SeatActions | undefined => {
    if (!controls || seat === playerID) return undefined;
    return {
      zap: controls.can(controls.checks.zap(seat)),
      offer: mode.handshakes ? controls.can(controls.checks.offer(seat)) : undefined,
      onZap: () => moves.zap(seat),
      onOffer: () => moves.offerHandshake(seat),
      onExplain,
    };
  };
  return (
    <section className="seats" aria-labelledby="seats-heading">
      <h2 id="seats-heading">The crew</h2>
      {/* A small crew sits round the table in one row of cards; a big one (Extended) keeps a line per seat. */}
      <ul className="seats__list" data-crew={playOrder.length <= SMALL_CREW ? 'small' : 'big'}>
        {playOrder.map((seat) => {
          const offer = G.offers.find((o) => o.from === seat);
          const offerNote = !offer ? undefined : offer.to === playerID ? 'Offers you a handshake' : `Offers a handshake to ${names[offer.to]}`;
          return (
            <SeatTile
              key={seat}
              seat={seat}
              name={names[seat]}
              isMe={seat === playerID}
              connected={seatPresence(matchData, seat)}
              standIn={seatStandIn(matchData, seat)}
              status={seatStatus(G, seat, playerID, reveal)}
              content={content}
              offerNote={offerNote}
              offersToMe={offer !== undefined && offer.to === playerID}
              actions={actionsFor(seat)}
              said={said.get(seat)}
            />
          );
        })}
      </ul>
    </section>
  );
}
