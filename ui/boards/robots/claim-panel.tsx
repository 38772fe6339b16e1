import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import type { CardInfo } from './card-info.ts';
import { DeckCard } from './deck-card.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';
import type { ClaimTarget, RunEnd } from './rule-checks.ts';
import { spreadTitle } from './spread-view.tsx';
import type { TableView } from './table-props.ts';
import '../../components/pulse/pulse.css';

interface Props {
  G: TableView;
  me: string | null;
  content: RobotsContent;
  names: Record<string, string>;
  info(id: string): CardInfo;
  /** Where this viewer may claim the discard (the game's validator says yes to each). */
  targets: ClaimTarget[];
  window: WindowClock | null;
  onClaim(spread: string, end?: RunEnd): void;
  onExplain(reason: string): void;
}

/**
 * The ROBOTS! call: the last discard fits a spread; anyone but its discarder may claim it
 * before the next player draws. Everyone sees the countdown of the window the server holds
 * open; a player who can claim gets one large button per place the card may go.
 */
export function ClaimPanel({ G, me, content, names, info, targets, window, onClaim, onExplain }: Props) {
  const claimable = G.claimable;
  if (!claimable) return null;
  const card = info(claimable.card);
  const next = G.turn.player;
  const seated = me !== null && G.players.includes(me);
  const canClaim = seated && targets.length > 0;
  const isNext = me === next && G.turn.step === 'draw';
  const label = isNext ? 'You may draw in' : canClaim ? 'Claim it: ROBOTS! window' : 'ROBOTS! window';
  const after = isNext ? 'You may draw now, or still claim it.' : `Open until ${names[next]} draws.`;
  const who =
    me === claimable.discardedBy
      ? 'Anyone else may claim it.'
      : canClaim
        ? 'The first claim wins, even without a spread of your own.'
        : seated
          ? 'It fits no spread you may add it to.'
          : 'The players may claim it.';
  return (
    <section className={canClaim ? 'robots-claim tw-pulse' : 'robots-claim'} data-testid="claim-panel" data-can-claim={canClaim || undefined} aria-labelledby="claim-heading">
      <span className="robots-claim__card">
        <DeckCard content={content} info={card} size="small" />
      </span>
      <div className="robots-claim__body">
        <h2 id="claim-heading">ROBOTS!</h2>
        <p>
          {names[claimable.discardedBy]} discarded {card.name}: it fits a spread. {who}
        </p>
        <div className="robots-claim__timer" data-testid="claim-timer">
          {window?.counting ? <Countdown endsAt={window.endsAt} totalMs={window.totalMs} label={label} /> : <span className="robots-hint">{after}</span>}
        </div>
        {canClaim && (
          <div className="robots-claim__actions">
            {targets.map(({ spread, end }) => (
              <ActionButton
                key={`${spread.id}-${end ?? ''}`}
                availability={{ state: 'enabled' }}
                onAct={() => onClaim(spread.id, end)}
                onExplain={onExplain}
                testId={`claim-${spread.id}${end ? `-${end}` : ''}`}
                tone="danger"
              >
                ROBOTS! Into {spread.owner === me ? 'your' : `${names[spread.owner]}'s`} {spreadTitle(content, spread)}
                {end ? ` (${end} end)` : ''}
              </ActionButton>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
