/** The median of some ratios and their range, as `2.41x (2.20-2.63)`. */
export function ratioRange(ratios: number[]): { median: number; text: string } {
  const sorted = [...ratios].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const range = sorted.length > 1 ? ` (${sorted[0].toFixed(2)}-${sorted.at(-1)!.toFixed(2)})` : '';
  return { median, text: `${median.toFixed(2)}x${range}` };
}
