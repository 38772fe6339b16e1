/** The allowed word a misspelling most likely meant, if one is close enough to suggest. */
export function closestWord(word: string, allowed: readonly string[]): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const candidate of allowed) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { word: candidate, distance };
  }
  const tolerance = Math.max(1, Math.floor(word.length / 3));
  return best && best.distance <= tolerance ? best.word : undefined;
}

// Edits, with two swapped neighbours counting as one: "titel" is one slip from "title".
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
