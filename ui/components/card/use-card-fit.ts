import type { RefObject } from 'react';
import { useFit } from './fit-watch.ts';
import { faceFits } from './visible-words.ts';

/**
 * Lays `face` out at `designWidth` rem (the width its CSS was drawn for) with the safe area's
 * shape, then zooms it to fill `safe`: the card looks the same at 240 px on the table and at
 * 300 dpi in print. When its words overflow, the face is laid out wider and taller by the same
 * factor and zoomed down more, so the words shrink until they fit (pictures sized by the face's
 * width keep their printed size). data-fit on the face says the factor used.
 */
export function useCardFit(safe: RefObject<HTMLElement | null>, face: RefObject<HTMLElement | null>, designWidth: number, key: unknown) {
  useFit(safe, key, () => {
    const box = safe.current;
    const inner = face.current;
    if (!box || !inner) return undefined;
    const width = box.clientWidth;
    const height = box.clientHeight;
    if (width === 0 || height === 0) return undefined;
    const base = designWidth * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const content = (inner.firstElementChild as HTMLElement | null) ?? inner;
    return {
      marked: inner,
      apply: (factor) => {
        const w = base / factor;
        inner.style.width = `${w}px`;
        inner.style.height = `${(w * height) / width}px`;
        inner.style.zoom = String(width / w);
      },
      fits: () => faceFits(content),
    };
  });
}

/**
 * For a card drawn at the table without a physical frame: scales its words by `--card-fit`
 * (its CSS multiplies its font size by it) until they fit inside it.
 */
export function useWordsFit(element: RefObject<HTMLElement | null>, enabled: boolean, key: unknown) {
  useFit(element, enabled ? key : null, () => {
    const box = element.current;
    if (!box || box.clientWidth === 0) return undefined;
    return { marked: box, apply: (factor) => box.style.setProperty('--card-fit', String(factor)), fits: () => faceFits(box) };
  });
}
