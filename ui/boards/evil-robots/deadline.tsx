import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { Countdown } from '../../components/countdown/countdown.tsx';
import type { WindowClock } from '../../components/countdown/use-timed-window.ts';

export type TimedKind = 'offer' | 'split' | 'keep';

const WORDS: Record<TimedKind, { label: string; button: string; testId: string; after: string }> = {
  offer: { label: 'Claims close in', button: 'Close the claims now', testId: 'close-claims', after: 'Whoever has not answered passes.' },
  split: { label: 'Split deadline in', button: 'End the split now', testId: 'close-split', after: 'Each winner takes 1; the rest stays in the supply.' },
  keep: { label: 'Clean-up ends in', button: 'Start the next round', testId: 'close-keep', after: 'Whoever has not chosen keeps their cards.' },
};

interface Props {
  kind: TimedKind;
  clock: WindowClock | null;
  /** null for a spectator: the countdown only. */
  availability: ButtonState | null;
  onClose(): void;
  onExplain(reason: string): void;
}

/**
 * A timed step's deadline (GameModule.timedWindow): the countdown for everyone, then, for a
 * seated player, a button to close it at once. The table also closes it by itself a moment
 * after the deadline (use-auto-close.ts), so an absent player never holds the table.
 */
export function Deadline({ kind, clock, availability, onClose, onExplain }: Props) {
  const words = WORDS[kind];
  const counting = clock?.counting ?? false;
  return (
    <div className="er-deadline" data-testid={`deadline-${kind}`}>
      {clock && counting && <Countdown endsAt={clock.endsAt} totalMs={clock.totalMs} label={words.label} />}
      {!counting && availability && (
        <>
          <ActionButton availability={availability} onAct={onClose} onExplain={onExplain} testId={words.testId}>
            {words.button}
          </ActionButton>
          <span className="er-hint-inline">Time is up. {words.after}</span>
        </>
      )}
    </div>
  );
}
