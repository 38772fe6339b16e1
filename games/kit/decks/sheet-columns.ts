import { resolvePointer } from '../content/find-scripts.ts';
import { IDS_KEYWORD } from '../content/id-schema-targets.ts';

type Schema = Record<string, any>;
export type CellKind = 'string' | 'number' | 'integer' | 'boolean' | 'text-or-number';
export type Scalar = string | number | boolean;

/** One column of a deck's sheet: a field of each card that a cell can hold. */
export interface SheetColumn {
  /** The header: the field's path joined with dots, e.g. `palette.primary`. */
  name: string;
  path: string[];
  kind: CellKind;
  /** A list of scalars, written in one cell, items separated by commas (cell-text.ts). */
  list: boolean;
  allowed?: readonly Scalar[];
  /** Whether a card must have it (every object on the way there being required too). */
  required: boolean;
}

/** A field no cell can hold (a card script, a list of objects): it stays in the YAML, kept by card id. */
export interface YamlOnlyField {
  name: string;
  path: string[];
  required: boolean;
}

export interface DeckShape {
  columns: SheetColumn[];
  yamlOnly: YamlOnlyField[];
}

/** Looks up a schema document by its URL (SchemaSet.document, or the files read from disk). */
export type SchemaLookup = (url: string) => object | undefined;

interface Resolved {
  schema: Schema;
  url: string;
}

/**
 * The columns of a deck whose cards follow the schema at `url` + `pointer` (the list's items),
 * in the order the YAML writes them (`entries`), then the schema's other fields in its order.
 */
export function deckShape(lookup: SchemaLookup, item: Resolved, entries: readonly unknown[]): DeckShape {
  const columns: SheetColumn[] = [];
  const yamlOnly: YamlOnlyField[] = [];
  walkObject(lookup, item, [], true, columns, yamlOnly);
  return { columns: inYamlOrder(columns, entries), yamlOnly };
}

/** The schema of the items of the top-level list `list` in the file whose schema is at `fileUrl`. */
export function listItemSchema(lookup: SchemaLookup, fileUrl: string, list: string): Resolved | undefined {
  const root = merged(lookup, { schema: (lookup(fileUrl) as Schema | undefined) ?? {}, url: fileUrl });
  const field = root.properties?.[list];
  if (!field) return undefined;
  const array = merged(lookup, field);
  return array.items ? array.items : undefined;
}

interface Merged {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Resolved>;
  required?: string[];
  items?: Resolved;
  union?: Merged[];
}

function walkObject(lookup: SchemaLookup, at: Resolved, path: string[], required: boolean, columns: SheetColumn[], yamlOnly: YamlOnlyField[]) {
  const object = merged(lookup, at);
  for (const [key, field] of Object.entries(object.properties ?? {})) {
    const here = [...path, key];
    const isRequired = required && (object.required ?? []).includes(key);
    const schema = merged(lookup, field);
    const scalar = scalarOf(schema);
    if (scalar) {
      columns.push({ name: here.join('.'), path: here, ...scalar, list: false, required: isRequired });
      continue;
    }
    const items = schema.type === 'array' && schema.items ? scalarOf(merged(lookup, schema.items)) : undefined;
    if (items) {
      columns.push({ name: here.join('.'), path: here, ...items, list: true, required: isRequired });
    } else if (schema.type === 'object' && schema.properties && !schema.union) {
      walkObject(lookup, field, here, isRequired, columns, yamlOnly);
    } else {
      yamlOnly.push({ name: here.join('.'), path: here, required: isRequired });
    }
  }
}

function scalarOf(schema: Merged): { kind: CellKind; allowed?: Scalar[] } | undefined {
  if (schema.enum && schema.enum.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
    const allowed = schema.enum as Scalar[];
    return { kind: allowed.every((v) => typeof v === 'string') ? 'string' : 'text-or-number', allowed };
  }
  const types = schema.union ? schema.union.map((part) => part.type) : [schema.type];
  const flat = types.flat();
  if (flat.length === 0 || flat.some((t) => !['string', 'number', 'integer', 'boolean'].includes(t as string))) return undefined;
  if (flat.length === 1) return { kind: flat[0] as CellKind };
  return { kind: 'text-or-number' };
}

/** A schema with its `$ref`s and `allOf`s folded in: what a value there must be. */
function merged(lookup: SchemaLookup, at: Resolved, depth = 0): Merged {
  const { schema, url } = at;
  let out: Merged = {};
  if (depth > 20) return out;
  if (typeof schema.$ref === 'string') {
    const [file, pointer = ''] = schema.$ref.split('#');
    const targetUrl = file === '' ? url : new URL(file, url).href;
    const doc = lookup(targetUrl) as Schema | undefined;
    const target = doc && (pointer === '' ? doc : resolvePointer(doc, pointer));
    if (target) out = merged(lookup, { schema: target, url: targetUrl }, depth + 1);
  }
  for (const part of schema.allOf ?? []) out = { ...out, ...merged(lookup, { schema: part, url }, depth + 1) };
  const union = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((part: Schema) => merged(lookup, { schema: part, url }, depth + 1));
  if (union.length > 0) out.union = union;
  if (schema.type !== undefined) out.type = schema.type;
  if (Array.isArray(schema.type)) out.union = schema.type.map((type: string) => ({ type }));
  // A generated id list is for the editor: a sheet may add a new id, which the game's checks then judge.
  if (Array.isArray(schema.enum) && !(IDS_KEYWORD in schema)) out.enum = schema.enum;
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, { schema: v as Schema, url }]));
  if (Array.isArray(schema.required)) out.required = schema.required;
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) out.items = { schema: schema.items, url };
  return out;
}

/**
 * Columns in the order the cards write their fields: a field first met on a later card goes
 * after the field it follows there. `id` leads; fields no card uses follow in schema order.
 */
function inYamlOrder(columns: SheetColumn[], entries: readonly unknown[]): SheetColumn[] {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const order: string[] = [];
  for (const entry of entries) {
    let previous = -1;
    for (const name of fieldNames(entry, []).filter((n) => byName.has(n))) {
      let at = order.indexOf(name);
      if (at < 0) {
        order.splice(previous + 1, 0, name);
        at = previous + 1;
      }
      previous = at;
    }
  }
  const ordered = [...order, ...columns.map((c) => c.name).filter((n) => !order.includes(n))].map((n) => byName.get(n)!);
  return [...ordered.filter((c) => c.name === 'id'), ...ordered.filter((c) => c.name !== 'id')];
}

function fieldNames(value: unknown, path: string[]): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return path.length > 0 ? [path.join('.')] : [];
  return Object.entries(value).flatMap(([key, v]) => fieldNames(v, [...path, key]));
}
