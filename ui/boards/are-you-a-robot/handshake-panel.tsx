import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { PlayerControls } from './rule-checks.ts';
import type { AyarMoves } from './table-props.ts';

interface Props {
  G: AyarView;
  names: Record<string, string>;
  playerID: string | null;
  /** Absent for a spectator or once the game is over. */
  controls?: PlayerControls;
  moves: AyarMoves;
  onExplain(reason: string): void;
}

/** Standing handshake offers: yours to withdraw, those to you to accept or decline, the rest. */
export function HandshakePanel({ G, names, playerID, controls, moves, onExplain }: Props) {
  const mine = G.offers.filter((o) => o.from === playerID);
  const toMe = G.offers.filter((o) => o.to === playerID);
  const others = G.offers.filter((o) => o.from !== playerID && o.to !== playerID);
  return (
    <section className="handshakes" aria-labelledby="handshakes-heading">
      <h2 id="handshakes-heading">Handshakes</h2>
      {G.offers.length === 0 && <p className="handshakes__none">No handshake on offer. A handshake ends the game at once.</p>}
      <ul className="handshakes__list">
        {mine.map((o) => (
          <li key={`${o.from}-${o.to}`} data-testid="offer-made">
            <span>You offer {names[o.to]} a handshake.</span>
            {controls && (
              <ActionButton availability={controls.can(controls.checks.withdraw())} onAct={() => moves.withdrawHandshake()} onExplain={onExplain} testId="withdraw-offer">
                Withdraw
              </ActionButton>
            )}
          </li>
        ))}
        {toMe.map((o) => (
          <li key={`${o.from}-${o.to}`} data-testid="offer-received">
            <span>{names[o.from]} offers you a handshake.</span>
            {controls && (
              <span className="handshakes__buttons">
                <ActionButton tone="primary" availability={controls.can(controls.checks.accept(o.from))} onAct={() => moves.acceptHandshake(o.from)} onExplain={onExplain} label={`Accept ${names[o.from]}'s handshake`} testId={`accept-${o.from}`}>
                  Accept
                </ActionButton>
                <ActionButton availability={controls.can(controls.checks.decline(o.from))} onAct={() => moves.declineHandshake(o.from)} onExplain={onExplain} label={`Decline ${names[o.from]}'s handshake`} testId={`decline-${o.from}`}>
                  Decline
                </ActionButton>
              </span>
            )}
          </li>
        ))}
        {others.map((o) => (
          <li key={`${o.from}-${o.to}`}>
            {names[o.from]} offers {names[o.to]} a handshake. Anyone may still ZAP.
          </li>
        ))}
      </ul>
    </section>
  );
}
