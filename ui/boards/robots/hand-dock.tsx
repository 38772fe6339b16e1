import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** Your hand. */
  hand: ReactNode;
  /** What you can do with it now: draw or take, or play the selected cards; nothing once the game is over. */
  actions?: ReactNode;
  /** The dock's height in pixels, whenever it changes (the floating note sits above it). */
  onHeight(px: number): void;
}

/**
 * Your hand and its controls, docked at the bottom of the window on every screen: what you
 * act with never scrolls away, and the table above scrolls under it. The dock reports its
 * height: the table keeps that much room below its content (so its end can scroll clear of
 * the dock), and the floating note sits just above it rather than over your cards.
 */
export function HandDock({ hand, actions, onHeight }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element) return undefined;
    onHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => onHeight(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      onHeight(0);
    };
  }, [onHeight]);
  return (
    <div className="robots-dock" ref={dock} data-testid="hand-dock">
      <div className="robots-dock__inner">
        <div className="robots-dock__hand">{hand}</div>
        {actions && <div className="robots-dock__actions">{actions}</div>}
      </div>
    </div>
  );
}
