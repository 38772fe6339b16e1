import type { ContentPath } from './yaml-source.ts';

export interface DuplicateId {
  /** Path of the repeated `id` value. */
  path: ContentPath;
  firstPath: ContentPath;
  id: string;
}

/** Every list of entries with an `id` must not repeat one: references by id would be ambiguous. */
export function findDuplicateIds(data: unknown): DuplicateId[] {
  const found: DuplicateId[] = [];
  collect(data, [], found);
  return found;
}

// Into one list: spreading each level's findings into its parent's (push(...found)) overflows
// the stack once a list holds some hundred thousand repeated ids.
function collect(data: unknown, path: ContentPath, found: DuplicateId[]): void {
  if (Array.isArray(data)) {
    const seen = new Map<string, number>();
    data.forEach((item, index) => {
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id === 'string') {
        const first = seen.get(id);
        if (first === undefined) seen.set(id, index);
        else found.push({ id, path: [...path, index, 'id'], firstPath: [...path, first, 'id'] });
      }
      collect(item, [...path, index], found);
    });
  } else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) collect(value, [...path, key], found);
  }
}
