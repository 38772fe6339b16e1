/** Counts with one more for each id (an id twice counts twice), as a new object: the state a rule returns is never written to. */
export function countEach(counts: Readonly<Record<string, number>>, ids: readonly string[]): Record<string, number> {
  return ids.reduce<Record<string, number>>((acc, id) => ({ ...acc, [id]: (acc[id] ?? 0) + 1 }), { ...counts });
}
