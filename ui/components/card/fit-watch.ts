import { useLayoutEffect, type RefObject } from 'react';
import { shrinkTogether, type FitJob } from './shrink-together.ts';

/** What a box fits with: read when the fit starts (sizes, styles), before any box is written. */
type FitSource = () => FitJob | undefined;

interface Watched {
  source: FitSource;
  /** Font loads finished when it was last fitted: a box fitted since the last one need not be fitted again for fonts. */
  fittedWith?: number;
}

const watched = new Map<Element, Watched>();
let observer: ResizeObserver | undefined;
let fontLoads = 0;
let listening = false;

/**
 * Fits these boxes together (shrink-together.ts), the innermost first: a text layer inside a
 * card's face is fitted before the face, which measures its words, as when each box had an
 * observer of its own, created child first. The face's new size reaches the layer through the
 * observer again.
 */
function fitNow(elements: Iterable<Element>): void {
  const depth = new Map<Element, number>();
  for (const element of elements) {
    if (!watched.has(element)) continue;
    let inside = 0;
    for (let up = element.parentElement; up; up = up.parentElement) if (watched.has(up)) inside++;
    depth.set(element, inside);
  }
  const deepest = Math.max(-1, ...depth.values());
  for (let level = deepest; level >= 0; level--) {
    const boxes = [...depth].filter(([, d]) => d === level).map(([element]) => watched.get(element)!);
    const jobs: FitJob[] = [];
    for (const box of boxes) {
      box.fittedWith = fontLoads;
      const job = box.source();
      if (job) jobs.push(job);
    }
    shrinkTogether(jobs);
  }
}

/**
 * A font that arrives after a box's first layout ends with `loadingdone`; every box fitted
 * before it is fitted again, together. One listener counts and fits, so the count is current.
 */
function listenForFonts(): void {
  if (listening || !document.fonts) return;
  listening = true;
  document.fonts.addEventListener('loadingdone', () => {
    fontLoads += 1;
    fitNow([...watched].filter(([, box]) => box.fittedWith !== undefined && box.fittedWith !== fontLoads).map(([element]) => element));
  });
}

/**
 * Fits `element` with what `source` answers once it is laid out, whenever it changes size, and
 * whenever a font has arrived since its last fit; answers the function that stops. One observer
 * watches every box, so the boxes a render brings (a hand dealt, a page of cards) arrive in one
 * notice and are fitted together. Its first notice comes after the first layout and before
 * the first paint.
 */
export function watchFit(element: HTMLElement, source: FitSource): () => void {
  listenForFonts();
  observer ??= new ResizeObserver((entries) => fitNow(entries.map((entry) => entry.target)));
  const box: Watched = { source };
  watched.set(element, box);
  // An element observed (again, after its last watch stopped) is noticed at once: a changed `source` fits.
  observer.observe(element);
  return () => {
    if (watched.get(element) !== box) return;
    watched.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * `watchFit` for a component's box; `key` says when what it measures has changed (null: do
 * not fit). Fitting at mount as well measured every box twice, and `fonts.ready` and each
 * `loadingdone` measured it again though no font had come since: 906 boxes were fitted 3,624
 * times (17,440 layouts) in one drawing of every shipped card.
 */
export function useFit(target: RefObject<HTMLElement | null>, key: unknown, source: FitSource): void {
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || key === null) return undefined;
    return watchFit(element, source);
    // `source` is rebuilt each render; `key` says when what it measures has changed.
  }, [target, key]);
}
