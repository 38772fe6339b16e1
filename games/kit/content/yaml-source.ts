import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

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

// The parser's own wording, with what to do about it.
const SYNTAX_HINTS: Record<string, string> = {
  BAD_INDENT: 'the indentation does not line up: fields of the same mapping start in the same column, with spaces',
  TAB_AS_INDENT: 'a tab is used for indentation: YAML allows only spaces there',
  DUPLICATE_KEY: 'a field is written twice in the same mapping: keep only one',
  MISSING_CHAR: 'a closing bracket, brace or quote is missing',
  BAD_SCALAR_START: 'a value starts with a character YAML reserves (such as @ or `): put the value in quotes',
  BLOCK_AS_IMPLICIT_KEY: 'a field name is followed by something other than a colon and a value: write `name: value`',
  MULTILINE_IMPLICIT_KEY: 'a field name runs over several lines: write `name: value` on one line, and check the line above for a missing colon or quote',
  UNEXPECTED_TOKEN: 'YAML did not expect this here: check the indentation and that every field is written `name: value`',
};

export function parseYamlSource(text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((error) => {
    const hint = SYNTAX_HINTS[error.code];
    const said = error.message.replace(/\s+/g, ' ').trim();
    return {
      ...lineCounter.linePos(error.pos[0]),
      message: `this is not valid YAML: ${hint ? `${hint} (${said})` : said}`,
    };
  });
  return { doc, lineCounter, syntaxErrors };
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
