/** The value at a field path in a card, own fields only. */
export function valueAt(entry: unknown, path: string[]): unknown {
  let here = entry;
  for (const key of path) {
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

export function setAt(entry: Record<string, unknown>, path: string[], value: unknown) {
  let here = entry;
  for (const key of path.slice(0, -1)) {
    if (!Object.hasOwn(here, key) || here[key] === null || typeof here[key] !== 'object') here[key] = {};
    here = here[key] as Record<string, unknown>;
  }
  here[path.at(-1)!] = value;
}

/** Removes the field, and any object on its way that it leaves empty. */
export function removeAt(entry: Record<string, unknown>, path: string[]) {
  const parent = valueAt(entry, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return;
  delete (parent as Record<string, unknown>)[path.at(-1)!];
  if (path.length > 1 && Object.keys(parent).length === 0) removeAt(entry, path.slice(0, -1));
}
