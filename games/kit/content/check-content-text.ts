import { isMap } from 'yaml';
import type { ContentError } from './content-error.ts';
import { withoutIfEchoes } from './if-then-errors.ts';
import { withoutStrayBranches } from './any-of-errors.ts';
import { findDuplicateIds } from './duplicate-ids.ts';
import { checkSchemaLine, type UnreachableSchemaLine } from './schema-line.ts';
import { describeSchemaError } from './schema-errors.ts';
import type { SchemaSet } from './schema-set.ts';
import { describeValue } from './describe-value.ts';
import { findScripts } from './find-scripts.ts';
import { checkScriptVariables, scriptShapeOf } from '../script/check-script-variables.ts';
import { lazyYamlSource, locate, parseYamlSource, type YamlSource } from './yaml-source.ts';
import { checkKey, keepCheck, keptCheck } from './kept-checks.ts';
import { DEFAULT_CONTENT_LIMITS, type ContentLimits } from './content-limits.ts';

export interface ContentText {
  /** The file as shown in messages (relative to the working directory). */
  file: string;
  fileUrl: string;
  text: string;
  /** The schema this file must follow, and the relative path the $schema line should give. */
  schemaUrl: string;
  schemaRef: string;
  /** The schema file as shown in messages. */
  schemaName: string;
}

export interface CheckedText {
  /** The plain data, present only when it matches its schema. */
  data?: unknown;
  source?: YamlSource;
  errors: ContentError[];
  /** A $schema line that names the right schema but leads to no file: the editor's concern, not an error. */
  unreachableSchema?: UnreachableSchemaLine;
}

/** Checks kept per schema set, by everything else a check reads (the text among it), the latest last. */
const kept = new WeakMap<SchemaSet, Map<string, CheckedText>>();
/** Room for every shipped file several times over, as a test run's copies of the content folder make them. */
const KEPT_CHECKS = 256;

/**
 * Everything one content file can be checked for on its own: YAML, the $schema line, the schema, ids.
 * The check reads nothing but its arguments, so a text checked before is answered from then: a
 * server start, a reload of `serve --watch` and every test that loads the content would parse and
 * validate the same unchanged files again (half of a content load). Its data and source are
 * shared with that earlier check; a clean game's content is frozen once loaded.
 */
export function checkContentText(input: ContentText, schemas: SchemaSet, limits: ContentLimits = DEFAULT_CONTENT_LIMITS): CheckedText {
  const checks = kept.get(schemas) ?? new Map<string, CheckedText>();
  kept.set(schemas, checks);
  const key = JSON.stringify([input, limits]);
  const result = checks.get(key) ?? checkedBefore(input, schemas, limits);
  checks.delete(key);
  checks.set(key, result);
  if (checks.size > KEPT_CHECKS) checks.delete(checks.keys().next().value!);
  // Each caller gets errors of its own to add to or sort.
  return { ...result, errors: result.errors.map((error) => ({ ...error })) };
}

/** A check an earlier process made of the same file, kept on disk when the file was clean (kept-checks.ts), else a check now. */
function checkedBefore(input: ContentText, schemas: SchemaSet, limits: ContentLimits): CheckedText {
  const key = checkKey(input, schemas, limits);
  const kept = keptCheck(key);
  if (kept) return { data: kept.data, source: lazyYamlSource(input.text, limits), errors: [] };
  const result = checkAfresh(input, schemas, limits);
  if (result.data !== undefined && result.errors.length === 0 && !result.unreachableSchema) keepCheck(key, result.data);
  return result;
}

function checkAfresh(input: ContentText, schemas: SchemaSet, limits: ContentLimits): CheckedText {
  const errors: ContentError[] = [];
  const report = (at: { line: number; col: number }, message: string, kind?: string) =>
    errors.push({ file: input.file, line: at.line, col: at.col, message, ...(kind ? { kind } : {}) });
  let unreachableSchema: UnreachableSchemaLine | undefined;
  const done = (result: Omit<CheckedText, 'errors'>): CheckedText => ({
    ...result,
    ...(unreachableSchema ? { unreachableSchema } : {}),
    errors: errors.sort((a, b) => a.line - b.line || a.col - b.col),
  });

  if (input.text.trim() === '') {
    report({ line: 1, col: 1 }, `the file is empty: write "# yaml-language-server: $schema=${input.schemaRef}" as its first line, then its fields as \`name: value\` lines (see docs/content-guide.md).`);
    return done({});
  }
  const lineProblem = checkSchemaLine(input.text, input.fileUrl, input.schemaUrl, input.schemaRef, input.schemaName);
  if (lineProblem && 'unreachable' in lineProblem) unreachableSchema = lineProblem;
  else if (lineProblem) report(lineProblem, lineProblem.message, 'schema line');

  const source = parseYamlSource(input.text, limits);
  for (const problem of source.syntaxErrors) report(problem, problem.message, problem.kind);
  if (source.syntaxErrors.length > 0) return done({});

  const contents = source.doc.contents;
  if (contents === null || (contents as { value?: unknown }).value === null) {
    report({ line: 1, col: 1 }, `the file has no fields: after the $schema line, write them as \`name: value\` lines (see docs/content-guide.md).`);
    return done({ source });
  }
  // The aliases were counted and measured by parseYamlSource, in one pass: yaml's own count
  // (maxAliasCount) would only repeat it, with no place in the file, and in more steps.
  const data: unknown = source.doc.toJS({ maxAliasCount: -1 });
  if (!isMap(contents)) {
    report(locate(source, []), `the file must be a mapping of fields (\`name: value\` lines), found ${describeValue(data)}.`);
    return done({ source });
  }

  const schemaErrors = schemas.validate(input.schemaUrl, data);
  for (const finding of withoutStrayBranches(withoutIfEchoes(schemaErrors)).map(describeSchemaError)) {
    report(locate(source, finding.path, finding.at), finding.message, finding.at === 'key' ? 'unknown field' : 'schema');
  }
  for (const dup of findDuplicateIds(data)) {
    const first = locate(source, dup.firstPath);
    report(locate(source, dup.path), `duplicate id "${dup.id}": already used on line ${first.line}. Ids in a list must be unique; rename one.`, 'duplicate id');
  }
  if (schemaErrors.length === 0) {
    for (const found of findScripts(schemas, input.schemaUrl, data)) {
      for (const finding of checkScriptVariables(found.script, scriptShapeOf(found.schema))) {
        report(locate(source, [...found.path, ...finding.path]), finding.message, 'unset variable');
      }
    }
  }
  return done({ data: schemaErrors.length === 0 ? data : undefined, source });
}
