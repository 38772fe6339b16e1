import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes two lengths on the element for its CSS. `--tw-page-top`: how far below the top of the
 * page it starts (the match shell's bars above the table). `--tw-sticky-top`: how much of the
 * top of the screen stays covered once the page scrolls (a bar above it that is sticky). A
 * table's side column (a chat, the table talk) is one screen tall less the first, so its foot
 * sits on the first screen; it sticks just under the second, so it stays in view, uncovered,
 * on scrolling. The shell's bars are not the table's business and may change height (a line
 * of error, an open panel), so both are read again whenever the page's size changes.
 */
export function useViewportTop(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      element.style.setProperty('--tw-page-top', `${Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY))}px`);
      element.style.setProperty('--tw-sticky-top', `${Math.round(stickyAbove(element))}px`);
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
