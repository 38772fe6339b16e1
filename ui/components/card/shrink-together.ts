/** Below this the words would be too small to read on a printed card: the face is left to clip. */
export const SMALLEST = 0.5;
const STEPS = 7;

/** One box to shrink until its words fit: writes in `begin`, `apply` and `end`, reads only in `fits`. */
export interface FitJob {
  /** Where the factor found is marked (data-fit), and data-overflow when even the smallest does not fit. */
  marked: HTMLElement;
  smallest?: number;
  /** Sets up what measuring needs, before the first size is tried. */
  begin?(): void;
  apply(factor: number): void;
  /** Whether the words fit at the size last applied: reads the layout, changes nothing. */
  fits(): boolean;
  /** Puts back what `begin` set up, once the factor is applied. */
  end?(): void;
}

/**
 * Finds for each box the largest factor in [smallest, 1] at which its words fit (1, else the
 * smallest if even that fails, else 7 halvings between them) and applies it. Each measure lays
 * the page out again when something was written since the last: box after box, a hand of cards
 * laid the page out once per card at least, nine times for a card that shrinks. Here every box
 * tries its size, then every box measures: the page is laid out once per step, at most nine
 * times, however many boxes. The boxes must not change each other's measures (cards side by
 * side, text layers in place on a face); a box inside another's face is fitted before it, in a
 * call of its own (fit-watch.ts).
 */
export function shrinkTogether(jobs: readonly FitJob[]): void {
  for (const job of jobs) {
    job.begin?.();
    job.apply(1);
  }
  const boxes = jobs.map((job) => ({ job, low: job.smallest ?? SMALLEST, high: 1, whole: job.fits(), fitted: true }));
  const shrinking = boxes.filter((box) => !box.whole);
  for (const box of shrinking) box.job.apply(box.low);
  for (const box of shrinking) box.fitted = box.job.fits();
  const searching = shrinking.filter((box) => box.fitted);
  for (let step = 0; step < STEPS && searching.length > 0; step++) {
    for (const box of searching) box.job.apply((box.low + box.high) / 2);
    for (const box of searching) {
      const mid = (box.low + box.high) / 2;
      if (box.job.fits()) box.low = mid;
      else box.high = mid;
    }
  }
  for (const box of boxes) {
    // `low` was measured, fitting or (the smallest) not: applied again, it is not measured again.
    if (!box.whole) box.job.apply(box.low);
    box.job.end?.();
    const marked = box.job.marked;
    marked.dataset.fit = (box.whole ? 1 : box.low).toFixed(2);
    if (box.fitted) delete marked.dataset.overflow;
    else marked.dataset.overflow = 'true';
  }
}
