import { useEffect, useState } from 'react';
import './notice-rail.css';

let rail: HTMLElement | null = null;
let observer: ResizeObserver | undefined;
let users = 0;

function open(): HTMLElement {
  if (rail) return rail;
  const element = document.createElement('div');
  element.className = 'tw-notice-rail';
  element.dataset.testid = 'notice-rail';
  document.body.append(element);
  const root = document.documentElement.style;
  const report = () => root.setProperty('--tw-notice-height', `${element.offsetHeight}px`);
  report();
  observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(report);
  observer?.observe(element);
  rail = element;
  return element;
}

function close(): void {
  observer?.disconnect();
  observer = undefined;
  rail?.remove();
  rail = null;
  document.documentElement.style.removeProperty('--tw-notice-height');
}

/**
 * The one place every note for the player goes (the shell's toasts, a table's private note, a
 * moment that stepped aside): a column fixed just above the action dock (--tw-dock-height), never
 * over it, and never over each other. It reports its height as --tw-notice-height, and the
 * tables keep that much more room below their end, so the notes take space the way the dock
 * does rather than sitting on a control. Components render into it with a portal.
 */
export function useNoticeRail(): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    users += 1;
    setElement(open());
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, []);
  return element;
}
