/** Counts with one more for each id (an id twice counts twice), as a new object: the state a rule returns is never written to. */
export function countEach(counts: Readonly<Record<string, number>>, ids: readonly string[]): Record<string, number> {
  // One copy written into, where a copy per id had copied the whole record again for each.
  const out: Record<string, number> = { ...counts };
  for (const id of ids) out[id] = (Object.hasOwn(out, id) ? out[id] : 0) + 1;
  return out;
}
