import { useRef, type ReactNode } from 'react';
import { useDockHeight } from '../../components/notice/dock-height.ts';
import type { TurnStatus } from './turn-status.ts';

interface Props {
  status: TurnStatus;
  /** What the viewer can do now: a composer, the transfer, an accusation, Ready; nothing while others act. */
  children?: ReactNode;
}

/**
 * What to do now and the controls to do it, docked at the bottom of the window on every
 * screen, so the question being written never scrolls away. It reports its height
 * (useDockHeight): the table keeps that much room below its end, and notes float above it.
 */
export function ActionDock({ status, children }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  return (
    <div className="tl-dock" ref={dock} data-testid="action-dock">
      <div className="tl-dock__inner">
        <p className="tl-status" data-mine={status.mine || undefined} data-testid="turn-status" role="status">
          {status.text}
        </p>
        {children}
      </div>
    </div>
  );
}
