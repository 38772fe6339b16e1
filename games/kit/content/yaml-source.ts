import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { closestWord } from './closest-word.ts';

export type ContentPath = readonly (string | number)[];

export interface Position {
  line: number;
  col: number;
}

/** A parsed YAML file that can say where any value in it was written. */
export interface YamlSource {
  doc: Document;
  lineCounter: LineCounter;
  /** Syntax errors, already worded for a designer. */
  syntaxErrors: (Position & { message: string })[];
}

// What to do about the parser's complaints, found by the start of its wording or its code.
const SYNTAX_HINTS: [RegExp, string][] = [
  [/^Implicit map keys need to be followed by map values/, 'a field name needs a colon and a value: write `name: value`'],
  [/^Implicit keys need to be on a single line|^Nested mappings are not allowed in compact mappings/, 'a field is not written `name: value` on one line: check this line and the one above for a missing colon, quote or line break'],
  [/^All mapping items must start at the same column|^All collection items must start at the same column/, 'the indentation does not line up: entries of the same mapping or list start in the same column'],
  [/^Map keys must be unique/, 'a field is written twice in the same mapping: keep only one'],
  [/tab/i, 'a tab is used for indentation: YAML allows only spaces there'],
  [/^Missing closing|^Unterminated|flow (map|sequence|collection)/i, 'a closing bracket, brace or quote is missing'],
  [/^Plain value cannot start with/, 'a value starts with a character YAML reserves: put the value in quotes'],
];

export function parseYamlSource(text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((error) => {
    const hint = SYNTAX_HINTS.find(([pattern]) => pattern.test(error.message))?.[1];
    const said = error.message.replace(/\s+/g, ' ').trim();
    return {
      ...lineCounter.linePos(error.pos[0]),
      message: `this is not valid YAML: ${hint ? `${hint} (${said})` : said}`,
    };
  });
  return { doc, lineCounter, syntaxErrors: [...syntaxErrors, ...undefinedAliases(doc, lineCounter)] };
}

// The parser accepts `*name` with no `&name` before it and only fails when the value is read.
function undefinedAliases(doc: Document, lineCounter: LineCounter): (Position & { message: string })[] {
  const anchors: string[] = [];
  const found: (Position & { message: string })[] = [];
  visit(doc, (_, node) => {
    if (isAlias(node)) {
      if (node.resolve(doc) !== undefined) return;
      const guess = closestWord(node.source, anchors);
      found.push({
        ...lineCounter.linePos(node.range?.[0] ?? 0),
        message: `anchor &${node.source} is not defined above: define it with &${node.source} on the value to repeat, earlier in the same file (e.g. \`text: &${node.source} ...\`), or remove the *.${guess ? ` Did you mean *${guess}?` : anchors.length > 0 ? ` Anchors defined above: ${anchors.map((a) => `&${a}`).join(', ')}.` : ' No anchor is defined above.'}`,
      });
    } else if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor) {
      anchors.push(node.anchor);
    }
  });
  return found;
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
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
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

function startOf(source: YamlSource, node: unknown): Position | undefined {
  const range = (node as Node | null)?.range;
  return range ? source.lineCounter.linePos(range[0]) : undefined;
}
