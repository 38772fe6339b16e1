import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { DEFAULT_CONTENT_LIMITS } from './content-limits.ts';
import { ID_SCHEMA_TARGETS, IDS_KEYWORD, type IdSchemaTarget } from './id-schema-targets.ts';
import { readContentFile } from './read-content-file.ts';
import { parseYamlSource } from './yaml-source.ts';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An id schema rewritten because the ids in content changed. */
export interface IdSchemaUpdate {
  schema: string;
  source: string;
  added: string[];
  removed: string[];
}

/**
 * The ids a content file defines now, or undefined when the file cannot be read as YAML. Read
 * as the loader reads it, within the content limits: validate reads the ids before the checks.
 */
export function readIds(contentRoot: string, target: IdSchemaTarget): string[] | undefined {
  const path = join(contentRoot, target.game, target.file);
  if (!existsSync(path)) return undefined;
  try {
    const read = readContentFile(path, DEFAULT_CONTENT_LIMITS);
    if (!('text' in read)) return undefined;
    const source = parseYamlSource(read.text);
    if (source.syntaxErrors.length > 0) return undefined;
    const list = (source.doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown> | null)?.[target.list];
    if (!Array.isArray(list)) return undefined;
    const ids = list.map((entry) => (entry as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string' && ID.test(id));
    return [...new Set(ids)];
  } catch {
    return undefined;
  }
}

export function idSchemaText(target: IdSchemaTarget, ids: readonly string[]): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: `Generated from content/${target.game}/${target.file} (${target.list}[].id) by \`tablewright validate\`, which rewrites it when those ids change. Do not edit.`,
    description: `The id of ${target.what} defined in ${target.file}: ${ids.map((id) => `\`${id}\``).join(', ')}.`,
    [IDS_KEYWORD]: `${target.file} ${target.list}[].id`,
    tsType: 'string',
    allOf: [{ $ref: '../../kit/common.schema.json#/definitions/id' }],
    enum: ids,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function idSchemaPath(schemasRoot: string, target: IdSchemaTarget): string {
  return join(schemasRoot, target.game, 'ids', `${target.name}.schema.json`);
}

/**
 * Rewrites every id schema whose ids no longer match content; a content file that does not
 * parse leaves its schema as it is (validate reports the file itself).
 */
export function refreshIdSchemas(contentRoot: string, schemasRoot: string, targets: readonly IdSchemaTarget[] = ID_SCHEMA_TARGETS): IdSchemaUpdate[] {
  const updates: IdSchemaUpdate[] = [];
  for (const target of targets) {
    const ids = readIds(contentRoot, target);
    if (!ids) continue;
    const path = idSchemaPath(schemasRoot, target);
    const text = idSchemaText(target, ids);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (before === text) continue;
    const old = before === undefined ? [] : oldIds(before);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    updates.push({
      schema: relative(process.cwd(), path),
      source: relative(process.cwd(), join(contentRoot, target.game, target.file)),
      added: ids.filter((id) => !old.includes(id)),
      removed: old.filter((id) => !ids.includes(id)),
    });
  }
  return updates;
}

/** How validate says it rewrote a schema. */
export function describeIdSchemaUpdate(update: IdSchemaUpdate): string {
  const changes = [update.added.length > 0 ? `added ${update.added.join(', ')}` : '', update.removed.length > 0 ? `removed ${update.removed.join(', ')}` : ''].filter(Boolean);
  return `Updated ${update.schema}: the ids in ${update.source} changed${changes.length > 0 ? ` (${changes.join('; ')})` : ''}, so the editor completes and checks the new ones.`;
}

function oldIds(text: string): string[] {
  try {
    const enumList = (JSON.parse(text) as { enum?: unknown }).enum;
    return Array.isArray(enumList) ? enumList.map(String) : [];
  } catch {
    return [];
  }
}
