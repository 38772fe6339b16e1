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

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
