import { useEffect, type RefObject } from 'react';

/**
 * A bar whose controls the player may need while a moment is open (the rematch at the end)
 * tells the moment's layer where its lower edge is, as --tw-moment-top on the root element:
 * the layer starts below it, so the bar is neither dimmed nor covered, wherever the page is
 * scrolled.
 */
export function useAboveMoments(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const report = () => root.setProperty('--tw-moment-top', `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`);
    report();
    addEventListener('scroll', report, { passive: true });
    addEventListener('resize', report);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      removeEventListener('scroll', report);
      removeEventListener('resize', report);
      observer?.disconnect();
      root.removeProperty('--tw-moment-top');
    };
  }, [bar]);
}
