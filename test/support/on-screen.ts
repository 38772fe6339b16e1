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
