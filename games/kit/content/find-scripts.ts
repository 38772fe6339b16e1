import type { SchemaSet } from './schema-set.ts';
import type { ContentPath } from './yaml-source.ts';

/** A card script found in a content file, and the generated script schema it follows. */
export interface FoundScript {
  path: ContentPath;
  script: unknown;
  schema: object;
}

type Schema = Record<string, any>;

/**
 * Every value of `data` that the file's schema hands to a card script schema (a document
 * whose root is `$ref: '#/definitions/script'`), found by walking the schema with the data.
 * The schemas already say where scripts are, so no game has to list them again.
 */
export function findScripts(schemas: SchemaSet, schemaUrl: string, data: unknown): FoundScript[] {
  const found: FoundScript[] = [];
  const seen = new Set<string>();
  const root = schemas.document(schemaUrl) as Schema | undefined;
  if (root) walk({ schemas, found, seen }, root, schemaUrl, root, data, []);
  return found;
}

interface Walk {
  schemas: SchemaSet;
  found: FoundScript[];
  seen: Set<string>;
}

function walk(w: Walk, schema: Schema, url: string, doc: Schema, value: unknown, path: ContentPath) {
  if (schema === null || typeof schema !== 'object') return;
  if (typeof schema.$ref === 'string') {
    const [file, pointer = ''] = schema.$ref.split('#');
    const targetUrl = file === '' ? url : new URL(file, url).href;
    const targetDoc = (file === '' ? doc : w.schemas.document(targetUrl)) as Schema | undefined;
    if (targetDoc) {
      if (pointer === '' && isScriptSchema(targetDoc)) {
        const key = JSON.stringify(path);
        if (!w.seen.has(key)) w.found.push({ path, script: value, schema: targetDoc });
        w.seen.add(key);
        return;
      }
      const target = resolvePointer(targetDoc, pointer);
      if (target) walk(w, target, targetUrl, targetDoc, value, path);
    }
  }
  for (const combined of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const part of schema[combined] ?? []) walk(w, part, url, doc, value, path);
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object') {
    value.forEach((item, i) => walk(w, schema.items, url, doc, item, [...path, i]));
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      const sub = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (sub) walk(w, sub, url, doc, item, [...path, key]);
    }
  }
}

function isScriptSchema(doc: Schema): boolean {
  return doc.$ref === '#/definitions/script' && typeof doc.definitions?.step === 'object';
}

/** The part of a schema document a JSON pointer (`/definitions/card`) names. */
export function resolvePointer(doc: Schema, pointer: string): Schema | undefined {
  let node: any = doc;
  for (const part of pointer.split('/').filter(Boolean)) node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node && typeof node === 'object' ? node : undefined;
}
