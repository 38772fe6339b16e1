import type { Position } from './yaml-source.ts';

/** An open mapping or list: its entries start in column `col` (1-based). */
interface Level {
  col: number;
  line: number;
  /** The first field written at this level, to name it in a message. */
  name: string;
  list?: boolean;
}

interface Shape {
  /** Column of the line's first entry: the field name, or the first `-` of a list item. */
  col: number;
  /** Columns of the mappings opened after each `- ` on the line (`- id: x` opens one at the `i`). */
  inner: number[];
  key?: string;
  /** What follows `key:`: nothing (the entries below belong to it), a block text (`|`, `>`), an open bracket, or a value. */
  after: 'nothing' | 'block text' | 'bracket' | 'double quote' | 'single quote' | 'value';
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{[\]},&*!|>%@`-][^#]*?|-[^\s#][^#]*?)\s*:(?:\s+(.*))?$/;

/**
 * Where a YAML file's indentation first goes wrong, in a designer's words: a field indented under
 * one that already has a value, or a line that lines up with no entry above. Read from the lines
 * only when the parser has already refused the file: the parser blames the line above an
 * over-indented field and speaks of colons and single-line keys.
 */
export function findBadIndentation(text: string): (Position & { message: string }) | undefined {
  const lines = text.split(/\r?\n/);
  const levels: Level[] = [];
  let opened: { col: number; line: number; key: string } | undefined;
  let valued: { col: number; line: number; key: string } | undefined;
  let blockUnder: number | undefined;
  let brackets = 0;
  let quote: string | undefined;
  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    const indent = /^ */.exec(raw)![0].length;
    const body = raw.slice(indent);
    if (body === '' || body.startsWith('#')) continue;
    if (blockUnder !== undefined) {
      if (indent + 1 > blockUnder) continue;
      blockUnder = undefined;
    }
    if (quote !== undefined) {
      if (closesQuote(raw, quote)) quote = undefined;
      continue;
    }
    if (brackets > 0) {
      brackets += bracketBalance(body);
      continue;
    }
    if (raw.startsWith('\t') || body.startsWith('---') || body.startsWith('...') || body.startsWith('%')) return undefined;
    const shape = shapeOf(body, indent + 1);
    const under = opened && (shape.col > opened.col || (shape.col === opened.col && body.startsWith('-')));
    opened = undefined;
    if (under || levels.length === 0) {
      levels.push({ col: shape.col, line: lineNo, name: nameOf(shape, body), list: body.startsWith('-') });
    } else if (shape.col > levels[levels.length - 1].col) {
      // Deeper than the entries around it, under a field that has a value: a plain text may go on
      // there, but a field cannot.
      if (shape.key === undefined && !body.startsWith('-')) continue;
      const top = levels[levels.length - 1];
      const above = valued && valued.col === top.col ? ` \`${valued.key}\` above it, on line ${valued.line}, already has a value, so nothing can go under it.` : '';
      return {
        line: lineNo,
        col: shape.col,
        message: `this line is indented ${spaces(shape.col - 1)}, more than the entries around it.${above} To keep \`${nameOf(shape, body)}\` beside \`${top.name}\` (line ${top.line}), indent it ${spaces(top.col - 1)}. If the line goes on with the text above, put that text in quotes.`,
      };
    } else {
      // Shallower: it closes the entries deeper than it, and must line up with one still open.
      let deeper: Level | undefined;
      while (levels.length > 0 && levels[levels.length - 1].col > shape.col) deeper = levels.pop();
      const top = levels[levels.length - 1];
      if (!top || top.col < shape.col) {
        const choices = [deeper, top].filter((l): l is Level => l !== undefined).map((l) => (l.list ? `${spaces(l.col - 1)} with a \`- \` in front, as a new item of the list on line ${l.line}` : `${spaces(l.col - 1)} to go with \`${l.name}\` (line ${l.line})`));
        return {
          line: lineNo,
          col: shape.col,
          message: `this line is indented ${spaces(shape.col - 1)}, which lines up with no entry above: entries of one mapping or list start in the same column. Indent it ${choices.join(', or ')}.`,
        };
      }
    }
    for (const col of shape.inner) levels.push({ col, line: lineNo, name: shape.key ?? 'the item' });
    valued = undefined;
    const at = { col: shape.inner.at(-1) ?? shape.col, line: lineNo, key: shape.key ?? '' };
    if (shape.after === 'nothing') opened = at;
    else if (shape.after === 'block text') blockUnder = at.col;
    else if (shape.after === 'bracket') brackets = bracketBalance(body);
    else if (shape.after === 'double quote') quote = '"';
    else if (shape.after === 'single quote') quote = "'";
    else if (shape.key !== undefined) valued = at;
  }
  return undefined;
}

function shapeOf(body: string, col: number): Shape {
  const inner: number[] = [];
  let rest = body;
  let at = col;
  while (/^-( +|$)/.test(rest)) {
    const step = /^- */.exec(rest)![0].length;
    rest = rest.slice(step);
    at += step;
    if (rest !== '' && !rest.startsWith('#')) inner.push(at);
  }
  const key = KEY.exec(rest);
  if (!key) return { col, inner: inner.slice(0, -1), after: afterOf(rest, false) };
  return { col, inner, key: key[1].replace(/^["']|["']$/g, ''), after: afterOf((key[2] ?? '').trim(), true) };
}

/** What a value written on its line leaves open below it. */
function afterOf(value: string, keyed: boolean): Shape['after'] {
  const bare = value.replace(/^([&!]\S*\s*)+/, '');
  if (bare === '' || bare.startsWith('#')) return keyed ? 'nothing' : 'value';
  if (/^[|>]/.test(bare)) return 'block text';
  if (/^[[{]/.test(bare) && bracketBalance(bare) > 0) return 'bracket';
  if (/^"/.test(bare) && !/^"(?:[^"\\]|\\.)*"/.test(bare)) return 'double quote';
  if (/^'/.test(bare) && !/^'(?:[^']|'')*'/.test(bare)) return 'single quote';
  return 'value';
}

function spaces(n: number): string {
  return n === 0 ? 'no spaces (at the start of the line)' : n === 1 ? '1 space' : `${n} spaces`;
}

function nameOf(shape: Shape, body: string): string {
  return shape.key ?? body.replace(/\s+#.*$/, '').slice(0, 30);
}

/** Whether a line inside a quoted text that began above ends it. */
function closesQuote(line: string, quote: string): boolean {
  return quote === '"' ? /(^|[^\\])(\\\\)*"/.test(line) : /'/.test(line.replace(/''/g, ''));
}

/** Opening minus closing brackets on a line, outside quotes and comments. */
function bracketBalance(text: string): number {
  let balance = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) break;
    else if (c === '[' || c === '{') balance++;
    else if (c === ']' || c === '}') balance--;
  }
  return balance;
}
