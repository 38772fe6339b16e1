import type { Page } from 'playwright-core';

/**
 * Why the element is not wholly in the window and uncovered (what a tap there would hit), or
 * null: at its centre, or with `whole` at its corners too, so a note over part of it counts.
 */
export function unseen(page: Page, testId: string, { whole = false } = {}): Promise<string | null> {
  return page.evaluate(
    ([id, everywhere]) => {
      const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      if (!el) return `${id}: missing`;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
        return `${id}: at ${Math.round(box.left)},${Math.round(box.top)}..${Math.round(box.right)},${Math.round(box.bottom)}, outside the window`;
      }
      const inset = 3;
      const points: [number, number][] = [[box.left + box.width / 2, box.top + box.height / 2]];
      if (everywhere) for (const x of [box.left + inset, box.right - inset]) for (const y of [box.top + inset, box.bottom - inset]) points.push([x, y]);
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (!top || !el.contains(top)) return `${id}: covered at ${Math.round(x)},${Math.round(y)} by ${top?.outerHTML.slice(0, 60)}`;
      }
      return null;
    },
    [testId, whole] as const,
  );
}

/**
 * Each element `selector` finds that is not wholly within the window's width (a card a row
 * scrolls out of sight, half shown), as `label left..right`; none is an empty list.
 */
export function outsideWidth(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth) out.push(`${el.getAttribute('aria-label') ?? el.dataset.testid ?? el.tagName}: ${Math.round(box.left)}..${Math.round(box.right)} in ${window.innerWidth}`);
    }
    return out;
  }, selector);
}

/** The words inside the elements `selector` finds that are broken over two lines ("BONU / S"); none is an empty list. */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** The pairs among the elements `selector` finds whose boxes overlap (by more than a pixel each way), as `label / label`. */
export function overlapping(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const els = [...document.querySelectorAll<HTMLElement>(sel)];
    const name = (el: HTMLElement) => el.getAttribute('aria-label') ?? el.dataset.testid ?? el.tagName;
    const pairs: string[] = [];
    for (let i = 0; i < els.length; i++) {
      for (let j = i + 1; j < els.length; j++) {
        const a = els[i].getBoundingClientRect();
        const b = els[j].getBoundingClientRect();
        if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1) pairs.push(`${name(els[i])} / ${name(els[j])}`);
      }
    }
    return pairs;
  }, selector);
}
