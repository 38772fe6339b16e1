import { CST, Document, isCollection, isMap, isScalar, parse, type Node, type Scalar } from 'yaml';

/** How a YAML file writes its collections: the dotted paths (inside one card) written `{ }` or `[ ]`. */
export type FlowPaths = ReadonlySet<string>;

/** The collections inside `node` written in flow style, by dotted path ('' for the node itself). */
export function flowPathsOf(node: unknown, path = ''): Set<string> {
  const found = new Set<string>();
  if (!isCollection(node)) return found;
  if (node.flow) found.add(path);
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      for (const inner of flowPathsOf(pair.value, path === '' ? key : `${path}.${key}`)) found.add(inner);
    }
  }
  return found;
}

/**
 * A value as YAML lines at `indent` spaces, its collections in flow style where `flow` says;
 * `value` sits at `base` in a card, or is a map of fields to add there when `fields`.
 */
export function blockText(value: unknown, indent: number, flow: FlowPaths, base = '', fields = false): string {
  const doc = new Document(value);
  if (fields && isMap(doc.contents)) {
    for (const pair of doc.contents.items) markFlow(pair.value, base === '' ? String((pair.key as Scalar).value) : `${base}.${String((pair.key as Scalar).value)}`, flow);
  } else {
    markFlow(doc.contents, base, flow);
  }
  const pad = ' '.repeat(indent);
  return doc
    .toString({ lineWidth: 0 })
    .split('\n')
    .map((line, i, all) => (i === all.length - 1 || line === '' ? line : pad + line))
    .join('\n');
}

function markFlow(node: unknown, path: string, flow: FlowPaths) {
  if (!isCollection(node)) return;
  if (flow.has(path)) node.flow = true;
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      markFlow(pair.value, path === '' ? key : `${path}.${key}`, flow);
    }
  }
}

/** A scalar as plain YAML where that reads back as the same value, else double-quoted. */
export function flowScalarText(value: string | number | boolean): string {
  const plain = String(value);
  return readsBack(plain, value, true) ? plain : JSON.stringify(value);
}

/** A list of scalars written `[a, b]`, as the content files write short lists. */
export function flowListText(values: readonly (string | number | boolean)[]): string {
  return `[${values.map(flowScalarText).join(', ')}]`;
}

/**
 * The new text of a scalar already in the file, in its own style (plain, quoted, `>-`, `|`):
 * what replaces node.range[0]..node.range[1]. A plain or block style that would not read back
 * as the value (a leading `#`, `: `, a line break, "true" as a word) turns double-quoted.
 */
export function scalarText(node: Scalar, value: string | number | boolean, inFlow: boolean): string {
  const token = structuredClone((node as Node & { srcToken?: CST.Token }).srcToken);
  const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
  if (typeof value !== 'string') return String(value);
  if (!token || !CST.isScalar(token)) return JSON.stringify(value);
  const type = block || node.type === 'QUOTE_SINGLE' || node.type === 'QUOTE_DOUBLE' ? node.type : 'PLAIN';
  if (!block && value.includes('\n')) return JSON.stringify(value);
  if (node.type === 'BLOCK_FOLDED') return foldedText(CST.stringify(token), value);
  CST.setScalarValue(token, value, { afterKey: !inFlow, inFlow, type });
  if (token.type === 'block-scalar') return CST.stringify(token);
  return type === 'PLAIN' && !readsBack(token.source, value, inFlow) ? JSON.stringify(value) : token.source;
}

/**
 * A `>-` paragraph with new words, folded at the width and indent the old one was written at:
 * an edited text reads in the file like the texts around it, not as one long line.
 */
function foldedText(old: string, value: string): string {
  const body = old.split('\n').slice(1).filter((line) => line.trim() !== '');
  const indent = body.length === 0 ? 2 : Math.min(...body.map((line) => line.length - line.trimStart().length));
  const width = Math.max(...body.map((line) => line.length), 80);
  const doc = new Document({ k: value });
  (doc.get('k', true) as Scalar).type = 'BLOCK_FOLDED';
  const [header, ...lines] = doc.toString({ lineWidth: width - indent + 2, minContentWidth: 0 }).slice('k: '.length).split('\n');
  return [header, ...lines.map((line) => (line === '' ? '' : ' '.repeat(indent) + line.slice(2)))].join('\n');
}

function readsBack(text: string, value: unknown, inFlow: boolean): boolean {
  try {
    return inFlow ? parse(`[${text}]`)?.[0] === value : parse(`k: ${text}`)?.k === value;
  } catch {
    return false;
  }
}
