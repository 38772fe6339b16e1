import { Composer, Document, isMap, isPair, isScalar, isSeq, LineCounter, YAMLParseError, type CST, type Node, type Pair, type YAMLMap } from 'yaml';
import { DEFAULT_CONTENT_LIMITS, type ContentLimits } from './content-limits.ts';
import { findBadIndentation } from './indentation.ts';
import { findSyntaxCause } from './syntax-causes.ts';
import { checkDocument } from './yaml-document-checks.ts';
import { parseTokens } from './yaml-token-limits.ts';
import { valueCommentMessage } from './value-comments.ts';

export type ContentPath = readonly (string | number)[];

export interface Position {
  line: number;
  col: number;
}

/** A parsed YAML file that can say where any value in it was written. */
export interface YamlSource {
  doc: Document;
  /** The file as read, to find words inside a value. */
  text: string;
  lineCounter: LineCounter;
  /** Syntax errors and limits crossed, already worded for a designer: the file cannot be used. */
  syntaxErrors: YamlProblem[];
}

// What to do about the parser's complaints, found by the start of its wording or its code.
const SYNTAX_HINTS: [RegExp, string][] = [
  [/^Implicit map keys need to be followed by map values/, 'a field name needs a colon and a value: write `name: value`'],
  [/^Implicit keys need to be on a single line|^Nested mappings are not allowed in compact mappings/, 'a field is not written `name: value` on one line: check this line and the one above for a missing colon, quote or line break'],
  [/^All mapping items must start at the same column|^All collection items must start at the same column/, 'the indentation does not line up: entries of the same mapping or list start in the same column'],
  [/tab/i, 'a tab is used for indentation: YAML allows only spaces there'],
  [/^Missing closing|^Unterminated|flow (map|sequence|collection)/i, 'a closing bracket, brace or quote is missing'],
  [/^Plain value cannot start with/, 'a value starts with a character YAML reserves: put the value in quotes'],
];

export interface YamlProblem extends Position {
  message: string;
  /** 'limit' for a file over one of the content limits (content-limits.ts). */
  kind: 'YAML' | 'limit';
}

/**
 * Parses a content file as yaml's parseDocument does, but in steps, so that a file over the
 * limits is refused before the step it would stall or crash: nesting and aliases are measured
 * on the parser's tokens before the document is built, and the anchors, aliases and duplicate
 * fields in one pass over the built document.
 */
export function parseYamlSource(text: string, limits: ContentLimits = DEFAULT_CONTENT_LIMITS): YamlSource {
  const lineCounter = new LineCounter();
  const at = (offset: number) => lineCounter.linePos(offset);
  const { tokens, problems, valueComments } = parseTokens(text, lineCounter, limits);
  if (problems.length > 0) {
    return { doc: new Document(), text, lineCounter, syntaxErrors: problems.map((p) => ({ ...at(p.offset), message: p.message, kind: 'limit' })) };
  }
  const doc = composeOne(tokens, text.length);
  const parserErrors = doc.errors.map((error) => ({ ...at(error.pos[0]), said: error.message.replace(/\s+/g, ' ').trim() }));
  let syntaxErrors: YamlProblem[] = parserErrors.map(({ said, ...where }) => {
    const hint = SYNTAX_HINTS.find(([pattern]) => pattern.test(said))?.[1];
    return { ...where, message: `this is not valid YAML: ${hint ? `${hint} (${said})` : said}`, kind: 'YAML' };
  });
  // What the parser says after a mistake (and the line above it, which it often blames) all
  // follows from that one mistake.
  const cause = parserErrors.length > 0 ? (findSyntaxCause(text, parserErrors) ?? findBadIndentation(text)) : undefined;
  if (cause && syntaxErrors.some((e) => e.line >= cause.line - 1)) {
    syntaxErrors = [...syntaxErrors.filter((e) => e.line < cause.line - 1), { ...cause, kind: 'YAML' }];
  }
  const found = checkDocument(doc, lineCounter, limits, text).map((p): YamlProblem => ({ ...at(p.offset), message: p.message, kind: p.kind }));
  if (valueComments.length > 0) {
    // What the parser says after a swallowed value (an unclosed { or [, an empty field) follows from it.
    const comments = valueComments.map((c): YamlProblem => ({ ...at(c.offset), message: valueCommentMessage(c), kind: 'YAML' }));
    const first = comments[0].line;
    return { doc, text, lineCounter, syntaxErrors: [...[...syntaxErrors, ...found].filter((p) => p.line < first), ...comments] };
  }
  return { doc, text, lineCounter, syntaxErrors: [...syntaxErrors, ...found] };
}

/**
 * `text`'s source, parsed only when something asks where a value was written (a later check's
 * error): a file found clean before (kept-checks.ts) is then never parsed.
 */
export function lazyYamlSource(text: string, limits: ContentLimits = DEFAULT_CONTENT_LIMITS): YamlSource {
  let parsed: YamlSource | undefined;
  const source = () => (parsed ??= parseYamlSource(text, limits));
  return {
    text,
    get doc() {
      return source().doc;
    },
    get lineCounter() {
      return source().lineCounter;
    },
    get syntaxErrors() {
      return source().syntaxErrors;
    },
  };
}

/**
 * What parseDocument does with the tokens. Duplicate fields are left to checkDocument: yaml's
 * own check compares each key with every key before it in the mapping.
 */
function composeOne(tokens: CST.Token[], length: number): Document.Parsed {
  const composer = new Composer({ uniqueKeys: false });
  let doc: Document.Parsed | undefined;
  for (const next of composer.compose(tokens, true, length)) {
    if (!doc) {
      doc = next;
      continue;
    }
    doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
    break;
  }
  return doc!;
}

/**
 * Where the value at `path` was written; with `key`, where its field name was written.
 * A path that goes nowhere points at the deepest value on the way that exists.
 */
export function locate(source: YamlSource, path: ContentPath, target: 'value' | 'key' = 'value'): Position {
  let node: unknown = source.doc.contents;
  let here = startOf(source, node) ?? { line: 1, col: 1 };
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = fieldsOf(node).get(String(segment));
      if (!pair) return here;
      const keyAt = startOf(source, pair.key);
      if (last && target === 'key' && keyAt) return keyAt;
      node = pair.value;
      // An empty value (`name:` with nothing after) has no place of its own: use the key's.
      here = (isScalar(node) && node.value === null ? undefined : startOf(source, node)) ?? keyAt ?? here;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) return here;
      node = item;
      here = startOf(source, node) ?? here;
    } else {
      return here;
    }
  }
  return here;
}

/** Where `words` are written inside the value at `path`; the value's start when they are not there as written (a folded line break inside them). */
export function locateWords(source: YamlSource, path: ContentPath, words: string): Position {
  const node = source.doc.getIn(path, true) as Node | undefined;
  const range = isScalar(node) ? node.range : undefined;
  const index = range ? source.text.slice(range[0], range[1]).indexOf(words) : -1;
  return range && index >= 0 ? source.lineCounter.linePos(range[0] + index) : locate(source, path);
}

function startOf(source: YamlSource, node: unknown): Position | undefined {
  const range = (node as Node | null)?.range;
  return range ? source.lineCounter.linePos(range[0]) : undefined;
}

const fieldIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

/**
 * A mapping's fields by name, built once per mapping: every error is located by its path, and
 * looking each one up along the list made 30,000 errors in one mapping cost 30,000² steps.
 */
function fieldsOf(map: YAMLMap): Map<string, Pair> {
  let index = fieldIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const item of map.items) {
      if (isPair(item) && isScalar(item.key) && !index.has(String(item.key.value))) index.set(String(item.key.value), item as Pair);
    }
    fieldIndexes.set(map, index);
  }
  return index;
}
