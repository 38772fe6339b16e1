import { isAlias, isMap, isPair, isScalar, isSeq, type Alias, type Document, type LineCounter, type Node } from 'yaml';
import { closestWord } from './closest-word.ts';
import { count, type ContentLimits } from './content-limits.ts';

export interface DocumentProblem {
  offset: number;
  message: string;
  kind: 'YAML' | 'limit';
}

/** What a value amounts to once its aliases are written out. */
interface Expanded {
  values: number;
  /** Levels of lists and mappings inside it (0 for a plain value). */
  height: number;
}

const PLAIN: Expanded = { values: 1, height: 0 };

/**
 * One walk over a parsed document, in the order yaml resolves anchors: aliases with no anchor
 * above them, an alias inside the value it names, what the aliases expand to (count and depth),
 * and fields written twice in a mapping; then drops the anchors no alias uses. Each anchored
 * value's expansion is kept, so an alias costs one lookup: a billion-laughs file is measured
 * without being expanded, and neither check looks back over the document (yaml's own
 * duplicate-key check compares each key with every one before it: 30 s for a mapping of
 * 30,000 keys).
 */
export function checkDocument(doc: Document, lineCounter: LineCounter, limits: ContentLimits, text = ''): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const anchors = new Map<string, Node>();
  const expanded = new Map<Node, Expanded>();
  const open = new Set<Node>();
  const anchored: Node[] = [];
  const used = new Set<Node>();
  let aliasedValues = 0;
  let tooMany = false;
  let tooDeep = false;

  const alias = (node: Alias, depth: number): Expanded => {
    const at = node.range?.[0] ?? 0;
    const target = anchors.get(node.source);
    if (!target) {
      problems.push({ offset: at, kind: 'YAML', message: undefinedAlias(node.source, anchors) });
      return PLAIN;
    }
    if (open.has(target)) {
      problems.push({ offset: at, kind: 'YAML', message: `the alias *${node.source} is inside the value &${node.source} names, so that value would contain itself for ever: write the inner part out, or move the alias outside it.` });
      return PLAIN;
    }
    used.add(target);
    const value = expanded.get(target) ?? PLAIN;
    aliasedValues += value.values;
    if (aliasedValues > limits.aliasedValues && !tooMany) {
      tooMany = true;
      problems.push({ offset: at, kind: 'limit', message: `with this alias *${node.source}, the aliases of this file repeat ${count(aliasedValues)} values, over the limit of ${count(limits.aliasedValues)} for a content file (an alias of a list repeats every value in it, and aliases of lists of aliases multiply): write the values out, or alias smaller ones.` });
    }
    if (depth + value.height > limits.depth && !tooDeep) {
      tooDeep = true;
      problems.push({ offset: at, kind: 'limit', message: `this alias *${node.source} puts lists and mappings ${depth + value.height} levels deep, over the limit of ${limits.depth} for a content file: alias a smaller part, or write a flatter value.` });
    }
    return value;
  };

  const walk = (node: unknown, depth: number, parent?: Node): Expanded => {
    if (isAlias(node)) return alias(node, depth);
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return { values: 0, height: 0 };
    if (node.anchor) {
      anchors.set(node.anchor, node);
      anchored.push(node);
    }
    if (isScalar(node)) return PLAIN;
    open.add(node);
    const seen = isMap(node) ? new Map<unknown, Node>() : undefined;
    let runsOn = false;
    const inside: Expanded = { values: 1, height: 1 };
    const add = (child: Expanded) => {
      inside.values += child.values;
      inside.height = Math.max(inside.height, child.height + 1);
    };
    for (const item of node.items) {
      if (!isPair(item)) {
        add(walk(item, depth + 1, node));
        continue;
      }
      if (seen && isScalar(item.key) && !runsOn) {
        const first = seen.get(item.key.value);
        // The entry's first field again: the designer began a new entry and left out its `- `;
        // every field after it is written twice too, and that is the same mistake.
        runsOn = first !== undefined && first === seen.values().next().value && isSeq(parent);
        if (first) problems.push({ offset: item.key.range?.[0] ?? 0, kind: 'YAML', message: runsOn ? missingDash(text, lineCounter, first, item.key) : twice(lineCounter, first) });
        else seen.set(item.key.value, item.key);
      }
      add(walk(item.key, depth + 1, node));
      add(walk(item.value, depth + 1, node));
    }
    open.delete(node);
    if (node.anchor) expanded.set(node, inside);
    return inside;
  };

  walk(doc.contents, 0);
  // yaml's toJS finds each alias's anchor by looking along every anchor and alias before it:
  // 1,000 aliases after 20,000 anchors took 2 s. An anchor no alias uses changes no value.
  for (const node of anchored) if (!used.has(node)) (node as Node & { anchor?: string }).anchor = undefined;
  return problems;
}

/**
 * Past this many anchors, an alias with none is not compared with each one: a file of 40,000
 * anchors and 1,000 such aliases took 12 s to suggest names for them.
 */
const SUGGESTED_AMONG = 100;

function undefinedAlias(name: string, anchors: ReadonlyMap<string, Node>): string {
  const names = anchors.size <= SUGGESTED_AMONG ? [...anchors.keys()] : [];
  const guess = closestWord(name, names);
  const hint = guess
    ? ` Did you mean *${guess}?`
    : anchors.size > SUGGESTED_AMONG
      ? ` ${count(anchors.size)} anchors are defined above.`
      : anchors.size > 0
        ? ` Anchors defined above: ${names.map((a) => `&${a}`).join(', ')}.`
        : ' No anchor is defined above.';
  return `anchor &${name} is not defined above: define it with &${name} on the value to repeat, earlier in the same file (e.g. \`text: &${name} ...\`), or remove the *.${hint}`;
}

function twice(lineCounter: LineCounter, first: Node): string {
  const { line } = lineCounter.linePos(first.range?.[0] ?? 0);
  return `this is not valid YAML: a field is written twice in the same mapping: keep only one (the first is on line ${line}).`;
}

function missingDash(text: string, lineCounter: LineCounter, first: Node, again: Node): string {
  const firstLine = lineCounter.linePos(first.range?.[0] ?? 0).line;
  const { line, col } = lineCounter.linePos(again.range?.[0] ?? 0);
  const written = text.split(/\r?\n/)[line - 1] ?? '';
  const fix = col > 2 ? ` \`${written.slice(0, col - 3)}- ${written.slice(col - 1).trimEnd()}\`` : ' a `- ` in front of it';
  return `this is not valid YAML: ${String((again as { value?: unknown }).value)} is written a second time in the entry that starts on line ${firstLine}. If this line begins a new entry of the list, write${fix}; otherwise keep only one.`;
}
