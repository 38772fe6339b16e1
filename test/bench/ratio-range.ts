import { median } from './server-bench/figures.ts';

/** The median of some ratios and their range, as `2.41x (2.20-2.63)`. */
export function ratioRange(ratios: number[]): { median: number; text: string } {
  const middle = median(ratios);
  const range = ratios.length > 1 ? ` (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})` : '';
  return { median: middle, text: `${middle.toFixed(2)}x${range}` };
}
