import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MomentChip } from './moment-chip.tsx';
import type { Moment } from './use-moment.ts';
import './moment-panel.css';

interface Props {
  moment: Moment;
  /** The heading of the moment shown now (the board derives it from `moment.view.key`). */
  title: string;
  /** The moment's kind, for styling and tests (`data-moment`). */
  kind: string;
  children: ReactNode;
}

/**
 * A big moment of the game (a reveal, a verdict, the result) in a panel of its own over the
 * table, above the action dock so the dock stays usable. Focus moves into it (unless the player
 * is typing) and goes back where it was when it closes; Escape, the button or a click outside it closes it. It enters with a
 * short animation, none for a reader who asked for reduced motion. While the viewer must decide
 * something it steps aside into a one-line chip in the notice rail, to be opened again at will.
 */
export function MomentPanel({ moment, title, kind, children }: Props) {
  const { view, dismiss: onDismiss, reopen } = moment;
  const open = view !== null && !view.aside;
  const heading = useId();
  const close = useRef<HTMLButtonElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A player typing in the chat keeps typing: the moment shows, but taking their focus would
    // send the rest of their sentence nowhere.
    if (!before?.matches('input, textarea, [contenteditable="true"]')) close.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open]);

  if (view === null) return null;
  if (!open) return <MomentChip title={title} kind={kind} onShow={() => reopen(view.key)} onDismiss={onDismiss} />;
  return (
    <div className="tw-moment" data-testid="moment-layer" onClick={(event) => event.target === event.currentTarget && onDismiss()}>
      <div className="tw-moment__panel" role="dialog" aria-labelledby={heading} data-moment={kind} data-testid="moment">
        <div className="tw-moment__head">
          <h2 id={heading}>{title}</h2>
          <button ref={close} type="button" className="tw-moment__close" onClick={onDismiss} data-testid="moment-dismiss">
            Got it
          </button>
        </div>
        <div className="tw-moment__body">{children}</div>
      </div>
    </div>
  );
}
