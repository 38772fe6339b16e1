import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes on the element how far down the page it starts (`--tl-top`: the match shell's bars
 * above the table) and how much of the screen's top a sticky bar covers once the page
 * scrolls (`--tl-sticky`), so the table talk column can be one screen tall, clear of the
 * bar above and the dock below. Read again whenever the page's size changes.
 */
export function usePageTop(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      element.style.setProperty('--tl-top', `${Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY))}px`);
      element.style.setProperty('--tl-sticky', `${Math.round(stickyAbove(element))}px`);
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
}

/** The height of the bars before the element, in the page's order, that stick to the top of the screen. */
function stickyAbove(element: HTMLElement): number {
  let covered = 0;
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
      const style = getComputedStyle(before);
      if ((style.position === 'sticky' || style.position === 'fixed') && parseFloat(style.top) === 0) covered += before.getBoundingClientRect().height;
    }
  }
  return covered;
}
