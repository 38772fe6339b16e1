import type { CardFields } from './face-bindings.ts';

/**
 * One card design a game's content implies, as its face template and the exports see it: its
 * kind (card-formats.yaml's `type`), its id, its name, how many a set of the game holds, and
 * the fields its template binds. A game module lists them with `printedCards`.
 */
export interface CardRecord {
  type: string;
  id: string;
  name: string;
  count: number;
  /** The card's rules in plain words (a Tabletop Simulator description). */
  description?: string;
  fields: CardFields;
}

/** The fields every template may read beside a game's own: `id`, `name`, `count` and where it is drawn (`view`). */
export const RECORD_FIELDS = ['id', 'name', 'count', 'view'] as const;

/** A record's fields as its template sees them. */
export function recordFields(record: CardRecord): CardFields {
  return { ...record.fields, id: record.id, name: record.name, count: record.count };
}
