/** The allowed word a misspelling most likely meant, if one is close enough to suggest. */
export function closestWord(word: string, allowed: readonly string[]): string | undefined {
  const tolerance = Math.max(1, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best: { word: string; distance: number } | undefined;
  for (const candidate of allowed) {
    // Lengths further apart than the tolerance are at least that many edits apart: never suggested.
    if (Math.abs(candidate.length - word.length) > tolerance) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { word: candidate, distance };
  }
  return best && best.distance <= tolerance ? best.word : undefined;
}

// Edits, with two swapped neighbours counting as one: "titel" is one slip from "title". Three
// rows of the table are all it reads: an unknown field is looked up once per error, and a
// file can have tens of thousands.
function editDistance(a: string, b: string): number {
  let before = new Uint32Array(b.length + 1);
  let previous = Uint32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}
