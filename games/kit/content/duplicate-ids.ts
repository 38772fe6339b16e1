import type { ContentPath } from './yaml-source.ts';

export interface DuplicateId {
  /** Path of the repeated `id` value. */
  path: ContentPath;
  firstPath: ContentPath;
  id: string;
}

/** Every list of entries with an `id` must not repeat one: references by id would be ambiguous. */
export function findDuplicateIds(data: unknown, path: ContentPath = []): DuplicateId[] {
  if (Array.isArray(data)) {
    const seen = new Map<string, number>();
    const found: DuplicateId[] = [];
    data.forEach((item, index) => {
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id === 'string') {
        const first = seen.get(id);
        if (first === undefined) seen.set(id, index);
        else found.push({ id, path: [...path, index, 'id'], firstPath: [...path, first, 'id'] });
      }
      found.push(...findDuplicateIds(item, [...path, index]));
    });
    return found;
  }
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => findDuplicateIds(value, [...path, key]));
  }
  return [];
}
