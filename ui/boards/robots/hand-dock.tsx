import { useRef, type ReactNode } from 'react';
import { useDockHeight } from '../../components/notice/dock-height.ts';

interface Props {
  /** Your hand. */
  hand: ReactNode;
  /** What you can do with it now: draw or take, or play the selected cards; nothing once the game is over. */
  actions?: ReactNode;
}

/**
 * Your hand and its controls, docked at the bottom of the window on every screen: what you
 * act with never scrolls away, and the table above scrolls under it. The dock reports its
 * height (useDockHeight): the table keeps that much room below its content (so its end can
 * scroll clear of the dock), and the floating note sits just above it rather than over your cards.
 */
export function HandDock({ hand, actions }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  return (
    <div className="robots-dock" ref={dock} data-testid="hand-dock">
      <div className="robots-dock__inner">
        <div className="robots-dock__hand">{hand}</div>
        {actions && <div className="robots-dock__actions">{actions}</div>}
      </div>
    </div>
  );
}
