import { useRef, type ReactNode } from 'react';
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
  /** The game's own class: it sets the dock's width and height (`--tw-dock-width`, `--tw-dock-max`) and its colours. */
  className: string;
}

/**
 * What to do now and the controls to do it, docked at the bottom of the window on every
 * screen. It reports its height (useDockHeight): the table keeps that much room below its
 * end, and notes float above it.
 */
export function ActionDock({ status, aside, children, className }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  return (
    <div className={`tw-dock ${className}`} ref={dock} data-testid="action-dock">
      <div className="tw-dock__inner">
        <div className="tw-dock__top">
          <p className="tw-status" data-mine={status.mine || undefined} data-testid="turn-status" role="status">
            {status.text}
          </p>
          {aside}
        </div>
        {children}
      </div>
    </div>
  );
}
