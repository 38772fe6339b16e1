import { PresenceMark, StandInTag } from '../../components/presence/presence-mark.tsx';
import { SeatWords } from '../../components/chat/seat-words.tsx';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import { ActionButton, type ButtonState } from '../../components/action-button/action-button.tsx';
import { GameCard } from '../game-card.tsx';
import { CardBack } from '../../components/card/card-back.tsx';
import { ConfirmButton } from '../../components/confirm/confirm-button.tsx';
import { AYAR_GAME_ID } from './card-faces.ts';
import { knownCard } from './known-card.ts';
import { TEAM_NAME } from './outcome-words.ts';
import type { SeatStatus } from './seat-status.ts';

export interface SeatActions {
  zap: ButtonState;
  offer?: ButtonState;
  onZap(): void;
  onOffer(): void;
  onExplain(reason: string): void;
}

interface Props {
  seat: string;
  name: string;
  isMe: boolean;
  connected?: boolean;
  /** The person a bot in this seat plays for (seatStandIn). */
  standIn?: string;
  status: SeatStatus;
  content: AyarContent;
  /** A short public note such as "offers a handshake to Bo". */
  offerNote?: string;
  /** This seat offers the viewer a handshake: the tile is marked so the offer is found on the crew too. */
  offersToMe?: boolean;
  /** Absent for a spectator and for your own seat. */
  actions?: SeatActions;
  /** The last thing this seat said in the table talk, shown by the seat. */
  said?: string;
}

const KNOWN_HOW = { own: 'your card', revealed: 'revealed', shown: 'you were shown' } as const;

export function SeatTile({ seat, name, isMe, connected, standIn, status, content, offerNote, offersToMe, actions, said }: Props) {
  const known = knownCard(content, status.knownCard, status.knownTeam);
  return (
    <li className="seat" data-out={status.out || undefined} data-me={isMe || undefined} data-offers-to-me={offersToMe || undefined} data-testid={`seat-${seat}`}>
      <div className="seat__card">
        {known && 'face' in known ? (
          <GameCard game={AYAR_GAME_ID} content={content} type="identity" id={known.face.id} size="tiny" />
        ) : (
          <CardBack game={AYAR_GAME_ID} title={known ? TEAM_NAME[known.team] : '?'} size="tiny" label={known ? `${name} is a ${TEAM_NAME[known.team]}; which card is hidden` : `${name}'s card is hidden`} />
        )}
      </div>
      <div className="seat__info">
        <p className="seat__name">
          <PresenceMark connected={connected} seat={seat} />
          {name}
          <StandInTag seat={seat} standIn={standIn} />
          {isMe && <span className="seat__you"> (you)</span>}
        </p>
        {status.knownHow && status.knownHow !== 'own' && (
          <p className="seat__known" data-team={status.knownTeam}>
            {known && 'face' in known ? known.face.name : TEAM_NAME[status.knownTeam!]} · {KNOWN_HOW[status.knownHow]}
          </p>
        )}
        {status.out && <p className="seat__out">Out · {status.outReason}</p>}
        {offerNote && <p className="seat__offer">{offerNote}</p>}
      </div>
      {said !== undefined && <SeatWords seat={seat} speaker={isMe ? 'You' : name} words={said} className="seat__said" />}
      {/* An out seat can be neither zapped nor offered a handshake, by anyone: no buttons to read past. */}
      {actions && !status.out && (
        <div className="seat__actions">
          <ConfirmButton tone="danger" availability={actions.zap} onAct={actions.onZap} onExplain={actions.onExplain} label={`ZAP ${name}`} confirmLabel={`Yes, ZAP ${name}`} testId={`zap-${seat}`}>
            ZAP
          </ConfirmButton>
          {actions.offer && (
            <ActionButton availability={actions.offer} onAct={actions.onOffer} onExplain={actions.onExplain} label={`Offer ${name} a handshake`} testId={`offer-${seat}`}>
              Handshake
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}
