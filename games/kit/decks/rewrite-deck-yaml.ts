import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import { sameValue } from './same-value.ts';
import { blockText, flowListText, flowPathsOf, flowScalarText, scalarText, type FlowPaths } from './yaml-text.ts';

type Entry = Record<string, unknown> & { id: string };
interface Splice {
  start: number;
  end: number;
  text: string;
}

/** The deck's list cannot be edited in place (it is not a block list of cards): said for the designer. */
export class DeckLayoutError extends Error {}

/**
 * The deck file with its list `list` holding `entries`, changed only where they differ from
 * what it holds now: every other byte (comments, key order, quoting, `>-` blocks, `{ }` maps)
 * stays as written. Cards keep their place; a new card goes after the card before it in
 * `entries`. Comments above a removed card stay.
 */
export function rewriteDeckYaml(text: string, list: string, entries: readonly Entry[]): string {
  const doc = parseDocument(text, { keepSourceTokens: true, uniqueKeys: false });
  const seq = doc.get(list, true);
  if (!isSeq(seq) || seq.flow || seq.items.length === 0 || !seq.items.every(isMap)) {
    throw new DeckLayoutError(`"${list}" must be a list of cards written one "- id: ..." entry after another (not in [ ]).`);
  }
  const at = new Places(text);
  const items = seq.items as YAMLMap[];
  const byId = new Map(items.map((item) => [String(item.get('id')), item]));
  const template = flowPathsOf(items[0]);
  const dashCol = text.slice(at.lineStart(items[0].range![0])).indexOf('-');
  const splices: Splice[] = [];
  const kept = new Set(entries.map((e) => e.id));
  for (const [id, item] of byId) if (!kept.has(id)) splices.push({ start: at.lineStart(item.range![0]), end: at.endOf(item), text: '' });
  let anchor: YAMLMap | undefined;
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const where = anchor ? at.endOf(anchor) : at.lineStart(items[0].range![0]);
    splices.push({ start: where, end: where, text: pending.join('') });
    pending = [];
  };
  for (const entry of entries) {
    const item = byId.get(entry.id);
    if (!item) {
      pending.push(entryText(entry, dashCol, template));
      continue;
    }
    flush();
    anchor = item;
    splices.push(...editMap(at, item, item.toJSON() as Record<string, unknown>, entry, '', template));
  }
  flush();
  return applySplices(text, splices);
}

function editMap(at: Places, node: YAMLMap, before: Record<string, unknown>, after: Record<string, unknown>, path: string, template: FlowPaths): Splice[] {
  if (sameValue(before, after)) return [];
  const beforeKeys = Object.keys(before);
  const afterKeys = Object.keys(after);
  if (node.flow) {
    if (beforeKeys.length === afterKeys.length && afterKeys.every((k) => k in before)) {
      return node.items.flatMap((pair) => editValue(at, pair, before, after, path, template, true));
    }
    return [{ start: node.range![0], end: node.range![1], text: flowMapText(after) }];
  }
  const pairs = node.items as Pair<Node, Node | null>[];
  const splices: Splice[] = [];
  const indent = at.col(pairs[0].key!.range![0]);
  for (const pair of pairs) {
    const key = String((pair.key as { value?: unknown }).value);
    if (key in after) splices.push(...editValue(at, pair, before, after, path, template, false));
    else if (pair === pairs[0]) throw new DeckLayoutError(`"${key}" starts its card's entry in the YAML: remove it there, not in the sheet.`);
    else splices.push({ start: at.lineStart(pair.key!.range![0]), end: at.endOf(pair.value ?? pair.key!), text: '' });
  }
  let previous = pairs[0];
  for (const key of afterKeys) {
    const existing = pairs.find((p) => String((p.key as { value?: unknown }).value) === key);
    if (existing) {
      previous = existing;
      continue;
    }
    const where = at.endOf(previous.value ?? previous.key!);
    splices.push({ start: where, end: where, text: blockText({ [key]: after[key] }, indent, template, path, true) });
  }
  return splices;
}

function editValue(at: Places, pair: Pair<unknown, unknown>, before: Record<string, unknown>, after: Record<string, unknown>, path: string, template: FlowPaths, inFlow: boolean): Splice[] {
  const key = String((pair.key as { value?: unknown }).value);
  const old = before[key];
  const next = after[key];
  if (sameValue(old, next)) return [];
  const node = pair.value as Node;
  const here = path === '' ? key : `${path}.${key}`;
  if (isScalar(node) && node.range && (typeof next === 'string' || typeof next === 'number' || typeof next === 'boolean')) {
    return [{ start: node.range[0], end: node.range[1], text: scalarText(node, next, inFlow) }];
  }
  if (isMap(node) && next !== null && typeof next === 'object' && !Array.isArray(next)) {
    return editMap(at, node, old as Record<string, unknown>, next as Record<string, unknown>, here, template);
  }
  if (isSeq(node) && Array.isArray(next) && node.range) {
    if (node.flow) return [{ start: node.range[0], end: node.range[1], text: flowListText(next) }];
    const lines = blockText(next, at.col(node.range[0]), new Set());
    return [{ start: node.range[0], end: node.range[1], text: lines.trimStart() }];
  }
  throw new DeckLayoutError(`"${here}" is written in a shape the sheet cannot change in place: edit it in the YAML.`);
}

/** A new card as a list entry at the list's indent, written like the file's first card (`{ }` where it is). */
function entryText(entry: Entry, dashCol: number, template: FlowPaths): string {
  const pad = ' '.repeat(dashCol);
  return blockText(entry, 0, template)
    .split('\n')
    .map((line, i, all) => (i === all.length - 1 ? line : `${pad}${i === 0 ? '- ' : '  '}${line}`))
    .join('\n');
}

function flowMapText(value: Record<string, unknown>): string {
  const fields = Object.entries(value).map(([k, v]) => `${k}: ${Array.isArray(v) ? flowListText(v) : flowScalarText(v as string)}`);
  return `{ ${fields.join(', ')} }`;
}

function applySplices(text: string, splices: Splice[]): string {
  let out = text;
  for (const s of [...splices].sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

/** Offsets in the file: where a line starts, the column of an offset, where a value's last line ends. */
class Places {
  constructor(private readonly text: string) {}
  lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }
  col(offset: number): number {
    return offset - this.lineStart(offset);
  }
  /** Just after the line break ending the line the node's value (or trailing comment) ends on. */
  endOf(node: Node): number {
    const last = Math.max(node.range![0], node.range![1] - 1);
    const newline = this.text.indexOf('\n', last);
    return newline < 0 ? this.text.length : newline + 1;
  }
}
