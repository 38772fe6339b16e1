import { isMap, isScalar, isSeq, LineCounter, parseDocument, stringify, type Node, type Pair } from 'yaml';
import { closestWord } from './closest-word.ts';
import type { PathStep, SweepValue } from '../simulate/sweep-spec.ts';

export interface FieldChange {
  /** The file's text with the field set: every comment, blank line and other value as it was. */
  text: string;
  /** Where the field's value is written, 1-based. */
  line: number;
  col: number;
  /** The value it had. */
  was: unknown;
}

const keyName = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);

/** "the keys there are a, b, c (did you mean b?)". */
function whatExists(word: string, kind: string, names: string[]): string {
  if (names.length === 0) return `there are no ${kind} there`;
  const close = closestWord(word, names);
  return `the ${kind} there are ${names.join(', ')}${close ? ` (did you mean ${close}?)` : ''}`;
}

function describe(node: unknown): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  return 'a value';
}

/** The node one step below `node`, or an error that says what is there instead. */
function follow(node: unknown, step: PathStep, at: string): Node {
  if ('key' in step) {
    if (!isMap(node)) throw new Error(`${at} is ${describe(node)}, which has no key ${step.key}`);
    const pair = node.items.find((p) => keyName(p) === step.key);
    if (!pair) throw new Error(`${at} has no key ${step.key}: ${whatExists(step.key, 'keys', node.items.map(keyName))}`);
    return pair.value as Node;
  }
  if (!isSeq(node)) throw new Error(`${at} is ${describe(node)}, not a list to pick an item of`);
  if ('index' in step) {
    if (step.index >= node.items.length) throw new Error(`${at} has ${node.items.length} items (0 to ${node.items.length - 1}), no item ${step.index}`);
    return node.items[step.index] as Node;
  }
  const { key, value } = step.match;
  const valueOf = (item: unknown) => {
    const pair = isMap(item) ? item.items.find((p) => keyName(p) === key) : undefined;
    return pair && isScalar(pair.value) ? String(pair.value.value) : undefined;
  };
  const found = node.items.find((item) => valueOf(item) === value);
  if (!found) throw new Error(`${at} has no item with ${key}: ${value}: ${whatExists(value, `${key}s`, node.items.map(valueOf).filter((v): v is string => v !== undefined))}`);
  return found as Node;
}

const stepText = (step: PathStep) => ('key' in step ? `.${step.key}` : 'index' in step ? `[${step.index}]` : `[${step.match.key}=${step.match.value}]`);

/** The value as YAML text that reads back as the same value anywhere, a flow mapping included. */
function scalarText(value: SweepValue): string {
  if (typeof value !== 'string') return String(value);
  const plain = stringify(value).trimEnd();
  return /[,[\]{}\n]/.test(plain) ? JSON.stringify(value) : plain;
}

/**
 * Sets one field of a YAML file: the yaml library's Document finds where its value is written,
 * and only that text is replaced, so every comment, blank line and other value stays as it was
 * (the Document's own toString reflows long lines and quotes). The path must end on a value
 * (a number, string or boolean), not a mapping or list; a path that names nothing says what
 * is there instead, with the closest name.
 */
export function setYamlField(source: string, file: string, steps: PathStep[], value: SweepValue): FieldChange {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  if (doc.errors.length > 0) throw new Error(`${file} does not parse as YAML: ${doc.errors[0].message.split('\n')[0]}`);
  let node: unknown = doc.contents;
  let walked = '';
  for (const step of steps) {
    node = follow(node, step, walked ? `${file}:${walked}` : file);
    walked += walked === '' && 'key' in step ? step.key : stepText(step);
  }
  const at = `${file}:${walked}`;
  if (!isScalar(node) || !node.range) throw new Error(`${at} is ${describe(node)}, not a value: name one field inside it`);
  const [start, end] = node.range;
  const text = `${source.slice(0, start)}${scalarText(value)}${source.slice(end)}`;
  const { line, col } = lineCounter.linePos(start);
  return { text, line, col, was: node.value };
}
