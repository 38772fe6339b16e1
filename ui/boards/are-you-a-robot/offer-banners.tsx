import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { ConfirmButton } from '../../components/confirm/confirm-button.tsx';
import type { PlayerControls } from './rule-checks.ts';
import type { AyarMoves } from './table-props.ts';

interface Props {
  G: AyarView;
  names: Record<string, string>;
  playerID: string | null;
  /** Absent for a spectator or once the game is over: then there is nothing to answer. */
  controls?: PlayerControls;
  moves: AyarMoves;
  onExplain(reason: string): void;
}

/**
 * The handshakes that concern you, at the top of the table: an offer made to you is the one
 * question this game ever puts to a single player, and accepting it ends the game, so it
 * cannot hide in a side panel. Your own offer sits under it, slimmer, with Withdraw. Offers
 * between others are told on the offerer's seat and in the log.
 */
export function OfferBanners({ G, names, playerID, controls, moves, onExplain }: Props) {
  if (!controls || playerID === null) return null;
  const toMe = G.offers.filter((o) => o.to === playerID);
  const mine = G.offers.find((o) => o.from === playerID);
  if (toMe.length === 0 && !mine) return null;
  return (
    <div className="offers">
      {toMe.map((o) => (
        <section key={o.from} className="offer-banner" data-testid="offer-received" aria-labelledby={`offer-from-${o.from}`}>
          <div className="offer-banner__text">
            <h2 id={`offer-from-${o.from}`}>
              <span className="offer-banner__who">{names[o.from]}</span> offers you a handshake
            </h2>
            <p>
              Accepting ends the game at once: if a Robot is still in the game the Robots win (unless two Robots shake hands: then they lose); if none is, everyone wins.
            </p>
          </div>
          <div className="offer-banner__buttons">
            <ConfirmButton
              tone="primary"
              availability={controls.can(controls.checks.accept(o.from))}
              onAct={() => moves.acceptHandshake(o.from)}
              onExplain={onExplain}
              label={`Accept ${names[o.from]}'s handshake`}
              confirmLabel={`Yes, shake ${names[o.from]}'s hand`}
              testId={`accept-${o.from}`}
            >
              Accept
            </ConfirmButton>
            <ActionButton availability={controls.can(controls.checks.decline(o.from))} onAct={() => moves.declineHandshake(o.from)} onExplain={onExplain} label={`Decline ${names[o.from]}'s handshake`} testId={`decline-${o.from}`}>
              Decline
            </ActionButton>
          </div>
        </section>
      ))}
      {mine && (
        <section className="offer-made" data-testid="offer-made" aria-label="Your handshake offer">
          <p>
            You offer <strong>{names[mine.to]}</strong> a handshake. Until they answer, the game goes on.
          </p>
          <ActionButton availability={controls.can(controls.checks.withdraw())} onAct={() => moves.withdrawHandshake()} onExplain={onExplain} testId="withdraw-offer">
            Withdraw
          </ActionButton>
        </section>
      )}
    </div>
  );
}
