import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** A control the viewer may use: what keeps the dock open though the status asks nothing. */
const LIVE_CONTROL = 'button:not([data-dock-bar]):not([aria-disabled="true"]):not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * What to do now and the controls to do it, docked at the bottom of the window on every
 * screen, kept small so the board stays in sight: at most a third of the window, scrolling
 * inside; one line (the status) while the viewer has nothing to do, which is when the status
 * asks nothing and no control in it may be used (an explanation alone folds away). The viewer
 * may open it to full size, or fold it, until the status changes. Folded, its controls stay in
 * the page, hidden; a deadline's countdown stays beside the status where the line has room. It reports its height (useDockHeight): the table keeps that much room
 * below its end, and notes float above it.
 */
export function ActionDock({ status, aside, children, className }: Props) {
  const dock = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useDockHeight(dock);
  // Until the page is laid out (a server render) it counts as having controls: all shows.
  const [live, setLive] = useState(true);
  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return undefined;
    const check = () => setLive(element.querySelector(LIVE_CONTROL) !== null);
    check();
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(check) : undefined;
    observer?.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-disabled', 'disabled'] });
    return () => observer?.disconnect();
  }, []);
  const situation = `${status.mine}:${status.text}`;
  const [chosen, setChosen] = useState<{ situation: string; size: Size } | null>(null);
  const busy = status.mine || live;
  const size: Size = chosen?.situation === situation ? chosen.size : busy ? 'third' : 'line';
  const next: Size = size === 'line' ? 'third' : size === 'third' ? 'full' : busy ? 'third' : 'line';
  const toggleLabel = size === 'line' ? 'Open the actions' : size === 'third' ? 'Open the actions to full size' : 'Make the actions smaller';
  const folded = size === 'line';
  return (
    <div className={`tw-dock ${className}`} ref={dock} data-testid="action-dock" data-size={size}>
      <div className="tw-dock__inner" ref={content}>
        <div className="tw-dock__top">
          <p className="tw-status" data-mine={status.mine || undefined} data-testid="turn-status" role="status" title={status.text}>
            {status.text}
          </p>
          <button type="button" className="tw-dock__toggle" data-dock-bar aria-label={toggleLabel} title={toggleLabel} aria-expanded={!folded} onClick={() => setChosen({ situation, size: next })} data-testid="dock-toggle">
            <span aria-hidden="true">{size === 'full' ? '▾' : '▴'}</span>
          </button>
          {aside && (
            <div className="tw-dock__aside">
              {aside}
            </div>
          )}
        </div>
        <div className="tw-dock__body" hidden={folded}>
          {children}
        </div>
      </div>
    </div>
  );
}
