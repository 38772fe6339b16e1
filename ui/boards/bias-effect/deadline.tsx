import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';

interface Props {
  kind: 'trade' | 'bid';
  clock: WindowClock | null;
  availability: ButtonState;
  onClose(): void;
  onExplain(reason: string): void;
}

/**
 * A sealed step's deadline: the time everyone has to choose, then a button any seated player
 * may press to close it for whoever is still out (a missing bid counts 0; who has not chosen
 * a trade-in keeps their cards), so an absent player cannot hold the table.
 */
export function Deadline({ kind, clock, availability, onClose, onExplain }: Props) {
  const counting = clock?.counting ?? false;
  return (
    <div className="be-deadline" data-testid={`deadline-${kind}`}>
      {clock && counting && <Countdown endsAt={clock.endsAt} totalMs={clock.totalMs} label={kind === 'bid' ? 'Bidding closes in' : 'Trade-in closes in'} />}
      {!counting && (
        <>
          <ActionButton availability={availability} onAct={onClose} onExplain={onExplain} testId={kind === 'bid' ? 'close-bids' : 'close-trade'}>
            {kind === 'bid' ? 'Close bidding' : 'Close the trade-in'}
          </ActionButton>
          <span className="be-hint-inline">{kind === 'bid' ? 'Missing bids count as 0.' : 'Who has not chosen keeps every card.'}</span>
        </>
      )}
    </div>
  );
}
