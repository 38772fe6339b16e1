import { SAFE_MARGIN_MM } from '../../../games/kit/cards/card-sizes.ts';
import type { Box } from '../../../games/kit/cards/face-template.ts';

/** Millimetres: a template's own card size, or the size it is drawn at. */
export interface Mm {
  widthMm: number;
  heightMm: number;
}

const MM_PER_POINT = 25.4 / 72;

/**
 * Turns a template's millimetres into CSS for a card drawn at `drawn` with `bleed` mm around
 * it. Places are percentages of the drawn box and lengths are container units of its width,
 * so one card scales to any pixel size without measuring. A template drawn at another size
 * than its own stretches with it; its words and lines scale with the width.
 */
export function faceUnits(design: Mm, drawn: Mm, bleed: number) {
  const sx = drawn.widthMm / design.widthMm;
  const sy = drawn.heightMm / design.heightMm;
  const boxW = drawn.widthMm + 2 * bleed;
  const boxH = drawn.heightMm + 2 * bleed;
  const len = (mm: number) => `${((mm * sx) / boxW) * 100}cqw`;
  return {
    aspect: boxW / boxH,
    len,
    pt: (points: number) => len(points * MM_PER_POINT),
    /** The box as CSS left, top, width and height. */
    place(box: Box) {
      const [x, y, w, h] =
        box === 'card' ? [-bleed / sx, -bleed / sy, design.widthMm + (2 * bleed) / sx, design.heightMm + (2 * bleed) / sy] : box === 'safe' ? [SAFE_MARGIN_MM, SAFE_MARGIN_MM, design.widthMm - 2 * SAFE_MARGIN_MM, design.heightMm - 2 * SAFE_MARGIN_MM] : box;
      return {
        left: `${((x * sx + bleed) / boxW) * 100}%`,
        top: `${((y * sy + bleed) / boxH) * 100}%`,
        width: `${((w * sx) / boxW) * 100}%`,
        height: `${((h * sy) / boxH) * 100}%`,
      };
    },
  };
}

export type FaceUnits = ReturnType<typeof faceUnits>;
