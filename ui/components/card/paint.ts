/**
 * Colour arithmetic for generated card art. Content gives one colour per suit; the art needs
 * lighter paint for metal, darker ink for outlines and text that stays legible on cream.
 */

function channels(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '888888';
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved towards `b` by `t` (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((c, i) => c + (y[i] - c) * t));
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

/** Relative luminance (WCAG), to decide how dark a suit's ink must be to read on cream. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The suit colour darkened until it reaches a 4.5:1 contrast on the card's cream, so a pale
 * suit (gray, the wilds' yellow) still prints a crisp index; dark suits stay as they are.
 */
export function inkOf(colour: string, paper = '#fffdf6'): string {
  const light = luminance(paper);
  let ink = colour;
  for (let t = 0; t < 0.9 && (light + 0.05) / (luminance(ink) + 0.05) < 4.5; t += 0.05) ink = darken(colour, t);
  return ink;
}
