import { useRef, useState, type ReactNode } from 'react';
import { useDockHeight } from '../notice/dock-height.ts';
import './action-dock.css';

/** The line that says what happens now; `mine` when it asks something of the viewer (drawn to stand out). */
export interface DockStatus {
  text: string;
  mine: boolean;
}

interface Props {
  status: DockStatus;
  /** Beside the status line: a timed step's countdown, then the button that closes it. */
  aside?: ReactNode;
  /** What the viewer can do now; nothing while others act. */
  children?: ReactNode;
  /** The game's own class: it sets the dock's width (`--tw-dock-width`) and its colours. */
  className: string;
}

type Size = 'line' | 'third' | 'full';

/**
 * What to do now and the controls to do it, docked at the bottom of the window on every
 * screen, kept small so the board stays in sight: one line (the status) while the viewer
 * waits, at most a third of the window while they have something to do, scrolling inside. The
 * viewer may open it to full size, or fold it, until the status changes. It reports its height
 * (useDockHeight): the table keeps that much room below its end, and notes float above it.
 */
export function ActionDock({ status, aside, children, className }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  const situation = `${status.mine}:${status.text}`;
  const [chosen, setChosen] = useState<{ situation: string; size: Size } | null>(null);
  const size: Size = chosen?.situation === situation ? chosen.size : status.mine ? 'third' : 'line';
  const next: Size = size === 'line' ? 'third' : size === 'third' ? 'full' : status.mine ? 'third' : 'line';
  const toggleLabel = size === 'line' ? 'Open the actions' : size === 'third' ? 'Open the actions to full size' : 'Make the actions smaller';
  return (
    <div className={`tw-dock ${className}`} ref={dock} data-testid="action-dock" data-size={size}>
      <div className="tw-dock__inner">
        <div className="tw-dock__top">
          <p className="tw-status" data-mine={status.mine || undefined} data-testid="turn-status" role="status" title={status.text}>
            {status.text}
          </p>
          {size !== 'line' && aside}
          <button type="button" className="tw-dock__toggle" data-dock-bar aria-label={toggleLabel} title={toggleLabel} aria-expanded={size !== 'line'} onClick={() => setChosen({ situation, size: next })} data-testid="dock-toggle">
            <span aria-hidden="true">{size === 'full' ? '▾' : '▴'}</span>
          </button>
        </div>
        {size !== 'line' && children}
      </div>
    </div>
  );
}
