import { useEffect, type RefObject } from 'react';

/**
 * A bar fixed at the bottom of the screen (a hand, a chat drawer) tells the whole page its
 * height as --tw-dock-height on the root element, so what floats (a private note, the
 * shell's toasts on a phone) sits above it rather than over the cards, and the table keeps
 * that much room below its end.
 */
export function useDockHeight(dock: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dock.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const report = () => root.setProperty('--tw-dock-height', `${element.offsetHeight}px`);
    report();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty('--tw-dock-height');
    };
  }, [dock]);
}
