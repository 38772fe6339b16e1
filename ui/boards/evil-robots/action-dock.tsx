import { useRef, type ReactNode } from 'react';
import { useDockHeight } from '../../components/notice/dock-height.ts';
import type { TurnStatus } from './turn-status.ts';

interface Props {
  status: TurnStatus;
  /** Beside the status line: a timed step's countdown, then the button that closes it. */
  aside?: ReactNode;
  /** What the viewer can do now; nothing while others act. */
  children?: ReactNode;
}

/**
 * What to do now and the controls to do it, docked at the bottom of the window on every
 * screen. It reports its height (useDockHeight): the table keeps that much room below its
 * end, and notes float above it.
 */
export function ActionDock({ status, aside, children }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  return (
    <div className="er-dock" ref={dock} data-testid="action-dock">
      <div className="er-dock__inner">
        <div className="er-dock__top">
          <p className="er-status" data-mine={status.mine || undefined} data-testid="turn-status" role="status">
            {status.text}
          </p>
          {aside}
        </div>
        {children}
      </div>
    </div>
  );
}
