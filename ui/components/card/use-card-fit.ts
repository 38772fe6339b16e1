import { useLayoutEffect, type RefObject } from 'react';
import { faceFits } from './visible-words.ts';

/** Below this the words would be too small to read on a printed card: the face is left to clip. */
const SMALLEST = 0.5;
const STEPS = 7;

/**
 * Lays `face` out at `designWidth` rem (the width its CSS was drawn for) with the safe area's
 * shape, then zooms it to fill `safe`: the card looks the same at 240 px on the table and at
 * 300 dpi in print. When its words overflow, the face is laid out wider and taller by the same
 * factor and zoomed down more, so the words shrink until they fit (pictures sized by the face's
 * width keep their printed size). data-fit on the face says the factor used.
 */
export function useCardFit(safe: RefObject<HTMLElement | null>, face: RefObject<HTMLElement | null>, designWidth: number, key: unknown) {
  useRefit(safe, key, () => {
    const box = safe.current;
    const inner = face.current;
    if (!box || !inner) return;
    const width = box.clientWidth;
    const height = box.clientHeight;
    if (width === 0 || height === 0) return;
    const base = designWidth * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const content = (inner.firstElementChild as HTMLElement | null) ?? inner;
    shrinkToFit(inner, () => faceFits(content), (factor) => {
      const w = base / factor;
      inner.style.width = `${w}px`;
      inner.style.height = `${(w * height) / width}px`;
      inner.style.zoom = String(width / w);
    });
  });
}

/**
 * For a card drawn at the table without a physical frame: scales its words by `--card-fit`
 * (its CSS multiplies its font size by it) until they fit inside it.
 */
export function useWordsFit(element: RefObject<HTMLElement | null>, enabled: boolean, key: unknown) {
  useRefit(element, enabled ? key : null, () => {
    const box = element.current;
    if (!enabled || !box || box.clientWidth === 0) return;
    shrinkToFit(box, () => faceFits(box), (factor) => box.style.setProperty('--card-fit', String(factor)));
  });
}

/** Font loads finished in this document so far: a box measured since the last one need not measure again for fonts. */
let fontLoads = 0;
let countingFontLoads = false;

/** Starts counting font loads, before any box listens for them: listeners run in the order they were added. */
function countFontLoads(): void {
  if (countingFontLoads || !document.fonts) return;
  countingFontLoads = true;
  document.fonts.addEventListener('loadingdone', () => {
    fontLoads += 1;
  });
}

/**
 * Runs `fit` once `target` is laid out, whenever it changes size, and whenever a font has
 * arrived since its last fit. The observer's first notice comes after the first layout and
 * before the first paint, so it is the first fit. Fitting at mount as well measured every box
 * twice, and `fonts.ready` and each `loadingdone` measured it again though no font had come
 * since: 906 boxes were fitted 3,624 times (17,440 layouts) in one drawing of every shipped card.
 * A font a box's first layout asks for arrives after it, ending with `loadingdone`.
 */
export function useRefit(target: RefObject<HTMLElement | null>, key: unknown, fit: () => void) {
  useLayoutEffect(() => {
    const box = target.current;
    if (!box) return undefined;
    countFontLoads();
    let live = true;
    let fittedWith: number | undefined;
    const refit = () => {
      if (!live) return;
      fittedWith = fontLoads;
      fit();
    };
    const afterFonts = () => fittedWith !== undefined && fittedWith !== fontLoads && refit();
    const observer = new ResizeObserver(refit);
    observer.observe(box);
    document.fonts?.addEventListener('loadingdone', afterFonts);
    return () => {
      live = false;
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', afterFonts);
    };
    // `fit` is rebuilt each render; `key` says when what it measures has changed.
  }, [target, key]);
}

/**
 * The largest factor in [smallest, 1] at which `fits` holds, applied; the factor is marked on
 * `marked` (data-fit), and data-overflow when even the smallest does not fit.
 */
export function shrinkToFit(marked: HTMLElement, fits: () => boolean, apply: (factor: number) => void, smallest = SMALLEST) {
  apply(1);
  let factor = 1;
  let fitted = fits();
  if (!fitted) {
    let low = smallest;
    let high = 1;
    apply(low);
    fitted = fits();
    if (fitted) {
      for (let i = 0; i < STEPS; i++) {
        const mid = (low + high) / 2;
        apply(mid);
        if (fits()) low = mid;
        else high = mid;
      }
    }
    // `low` was measured, fitting or (the smallest) not: applied again, it is not measured again.
    factor = low;
    apply(factor);
  }
  marked.dataset.fit = factor.toFixed(2);
  if (fitted) delete marked.dataset.overflow;
  else marked.dataset.overflow = 'true';
}
