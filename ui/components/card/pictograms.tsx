/**
 * Small pictures drawn as SVG paths (never font glyphs: ⚙ or ♦ render as emoji, or not at
 * all, depending on the player's fonts). Each is drawn in a 24 × 24 box.
 *
 * Suit symbols are solid silhouettes that differ in outline, so they still tell suits apart
 * at 10 px and without colour. Emblems mark what a card does (a power), drawn in one ink.
 */

import type { Emblem, SuitSymbol } from '../../../games/kit/cards/robot-look.ts';

export { EMBLEMS, SUIT_SYMBOLS, type Emblem, type SuitSymbol } from '../../../games/kit/cards/robot-look.ts';

const polar = (cx: number, cy: number, r: number, degrees: number) => {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
};

/** A toothed wheel with a hole (even-odd fill), as a path: the gray suit and robot details. */
export function gearPath(cx: number, cy: number, outer: number, teeth = 7, hole = outer * 0.36): string {
  const inner = outer * 0.74;
  const step = 360 / teeth;
  const points: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    points.push(polar(cx, cy, inner, a - step * 0.32), polar(cx, cy, outer, a - step * 0.2), polar(cx, cy, outer, a + step * 0.2), polar(cx, cy, inner, a + step * 0.32));
  }
  const ring = `M${points.join(' L')} Z`;
  return `${ring} M${cx - hole} ${cy} a${hole} ${hole} 0 1 0 ${hole * 2} 0 a${hole} ${hole} 0 1 0 ${-hole * 2} 0 Z`;
}

/** A five-pointed star, as a path: the star card's mark. */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const points = Array.from({ length: 10 }, (_, i) => polar(cx, cy, i % 2 === 0 ? outer : inner, i * 36));
  return `M${points.join(' L')} Z`;
}

const SUIT_PATHS: Record<SuitSymbol, string> = {
  gear: gearPath(12, 12, 11.5, 7, 3.6),
  diamond: 'M12 0.8 L20.6 12 L12 23.2 L3.4 12 Z',
  heart: 'M12 22 C9 19.4 1.2 14 1.2 7.9 C1.2 4.6 3.7 2.2 6.8 2.2 C9 2.2 10.9 3.5 12 5.4 C13.1 3.5 15 2.2 17.2 2.2 C20.3 2.2 22.8 4.6 22.8 7.9 C22.8 14 15 19.4 12 22 Z',
  triangle: 'M12 1.6 L23.2 21.8 L0.8 21.8 Z',
  square: 'M2.6 2.6 H21.4 V21.4 H2.6 Z',
  circle: 'M1.5 12 A10.5 10.5 0 1 0 22.5 12 A10.5 10.5 0 1 0 1.5 12 Z',
  hexagon: 'M12 0.8 L21.8 6.4 V17.6 L12 23.2 L2.2 17.6 V6.4 Z',
  cross: 'M8.4 1.5 H15.6 V8.4 H22.5 V15.6 H15.6 V22.5 H8.4 V15.6 H1.5 V8.4 H8.4 Z',
  drop: 'M12 0.8 C14 4.6 20.4 10.6 20.4 15.4 A8.4 8.4 0 0 1 3.6 15.4 C3.6 10.6 10 4.6 12 0.8 Z',
  moon: 'M15.5 1.2 A11 11 0 1 0 22.8 16.6 A8.6 8.6 0 1 1 15.5 1.2 Z',
  bolt: 'M14.6 0.6 L3.4 13.6 H10.6 L8.4 23.4 L20.6 9.6 H13.2 Z',
  spade: 'M12 1 C15 5.4 22.4 9.6 22.4 14.6 C22.4 17.8 20 19.8 17.4 19.8 C15.6 19.8 14.2 18.9 13.3 17.6 L14.6 23 H9.4 L10.7 17.6 C9.8 18.9 8.4 19.8 6.6 19.8 C4 19.8 1.6 17.8 1.6 14.6 C1.6 9.6 9 5.4 12 1 Z',
  club: 'M12 1.2 A5.3 5.3 0 0 1 16.4 9.5 A5.3 5.3 0 1 1 13.4 17.4 L14.8 23 H9.2 L10.6 17.4 A5.3 5.3 0 1 1 7.6 9.5 A5.3 5.3 0 0 1 12 1.2 Z',
};

interface Placement {
  x?: number;
  y?: number;
  /** Drawn size in the parent's units (the symbol's box is 24). */
  size?: number;
}

const boxTransform = ({ x = 0, y = 0, size = 24 }: Placement) => `translate(${x} ${y}) scale(${size / 24})`;

/** One suit symbol, solid. A pale outline keeps it readable over art as well as on cream. */
export function SuitShape({ symbol, fill, outline, ...place }: Placement & { symbol: SuitSymbol; fill: string; outline?: string }) {
  return (
    <path
      d={SUIT_PATHS[symbol]}
      transform={boxTransform(place)}
      fill={fill}
      fillRule="evenodd"
      stroke={outline}
      strokeWidth={outline ? 1.6 : undefined}
      strokeLinejoin="round"
      paintOrder="stroke"
      data-symbol={symbol}
    />
  );
}

/** One emblem in a single ink; `paper` paints the cut-outs (the eye of the UFO, the hole of the vortex). */
export function EmblemShape({ emblem, ink, paper, ...place }: Placement & { emblem: Emblem; ink: string; paper: string }) {
  const line = { fill: 'none', stroke: ink, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <g transform={boxTransform(place)} data-emblem={emblem}>
      {emblem === 'wrench' && (
        <>
          <path d="M4.5 19.5 L13 11" {...line} strokeWidth="4.2" />
          <path d="M13.6 3.4 A5.6 5.6 0 1 0 20.6 10.4" {...line} strokeWidth="3.6" />
        </>
      )}
      {emblem === 'ufo' && (
        <>
          <path d="M8.2 14 L4.5 23 H19.5 L15.8 14 Z" fill={ink} opacity="0.45" />
          <path d="M7.5 9.5 A4.5 4.5 0 0 1 16.5 9.5 Z" fill={ink} />
          <ellipse cx="12" cy="11.6" rx="10.8" ry="3.6" fill={ink} />
          <circle cx="7.4" cy="11.8" r="1.1" fill={paper} />
          <circle cx="12" cy="12.4" r="1.1" fill={paper} />
          <circle cx="16.6" cy="11.8" r="1.1" fill={paper} />
        </>
      )}
      {emblem === 'recycle' && (
        <>
          <path d="M19.6 9 A8.2 8.2 0 0 0 5 7.2" {...line} strokeWidth="3" />
          <path d="M4.4 15 A8.2 8.2 0 0 0 19 16.8" {...line} strokeWidth="3" />
          <path d="M1.6 4.6 L7.8 3.8 L5.6 9.6 Z" fill={ink} stroke={ink} strokeWidth="1" strokeLinejoin="round" />
          <path d="M22.4 19.4 L16.2 20.2 L18.4 14.4 Z" fill={ink} stroke={ink} strokeWidth="1" strokeLinejoin="round" />
        </>
      )}
      {emblem === 'shield' && (
        <>
          <path d="M12 1.2 L21 4.6 V11 C21 16.6 17.2 20.8 12 22.8 C6.8 20.8 3 16.6 3 11 V4.6 Z" fill={ink} />
          <path d="M12 5 L17.4 7 V11 C17.4 14.6 15.2 17.4 12 18.8 Z" fill={paper} opacity="0.55" />
        </>
      )}
      {emblem === 'laser' && (
        <>
          <path d={starPath(17, 7, 7, 2.6)} fill={ink} />
          <path d="M2.2 21.8 L14.6 9.4" {...line} strokeWidth="3.4" />
          <path d="M2.2 21.8 L14.6 9.4" {...line} stroke={paper} strokeWidth="1.1" />
        </>
      )}
      {emblem === 'vortex' && (
        <>
          <ellipse cx="12" cy="12" rx="11.2" ry="4.6" fill="none" stroke={ink} strokeWidth="2.4" transform="rotate(-24 12 12)" />
          <circle cx="12" cy="12" r="6.4" fill={ink} />
          <circle cx="12" cy="12" r="6.4" fill="none" stroke={paper} strokeWidth="1" opacity="0.7" />
          {/* The near half of the ring passes in front of the hole. */}
          <path d="M1.77 16.56 A11.2 4.6 -24 0 0 22.23 7.44" fill="none" stroke={ink} strokeWidth="2.4" />
        </>
      )}
      {emblem === 'spark' && <path d="M12 0.8 L14.6 9.4 L23.2 12 L14.6 14.6 L12 23.2 L9.4 14.6 L0.8 12 L9.4 9.4 Z" fill={ink} />}
    </g>
  );
}
