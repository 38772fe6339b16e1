import type { Position } from './yaml-source.ts';

/** A mistake found in the lines of a file the parser refused: where it is, and what to write. */
export type SyntaxCause = Position & { message: string };

/** What the parser said, and where: enough to tell which mistake it tripped over. */
interface ParserError extends Position {
  said: string;
}

const quoteFor = (value: string) => (value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`);

/**
 * The designer's mistake behind the parser's first complaints, read from the lines: a tab used
 * as indentation, a bracket, brace or quote left open, a text holding ": ", a colon with no space
 * after it. The parser blames where it noticed (the end of the file for an open quote, the line
 * after an open brace) and then trips over everything that follows; this names the cause once.
 */
export function findSyntaxCause(text: string, errors: readonly ParserError[]): SyntaxCause | undefined {
  const lines = text.split(/\r?\n/);
  const tab = errors.find((e) => /tab/i.test(e.said));
  if (tab) return tabIndent(lines, tab.line);
  if (errors.some((e) => /Missing closing|Unterminated|flow (map|sequence|collection)|end with a [\]}]/i.test(e.said))) {
    const open = findUnclosed(lines);
    if (open) return open;
  }
  for (const error of errors.filter((e) => /Nested mappings are not allowed in compact mappings|Implicit keys need to be on a single line/.test(e.said))) {
    const cause = colonInValue(lines, error.line) ?? colonWithoutSpace(lines, error.line);
    if (cause) return cause;
  }
  return undefined;
}

function tabIndent(lines: string[], lineNo: number): SyntaxCause {
  const above = lines.slice(0, lineNo - 1).reverse().find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const spaces = above === undefined ? '' : ` (the line above is indented ${/^ */.exec(above)![0].length} spaces)`;
  return { line: lineNo, col: 1, message: `this line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces${spaces}.` };
}

const CLOSER: Record<string, string> = { '{': '}', '[': ']' };

/**
 * The first bracket, brace or quote that is never closed, or closed by the wrong mark. A list or
 * mapping in brackets may go on over several lines, deeper than the line it opened on; a line
 * back at that depth or less means the bracket was left open.
 */
function findUnclosed(lines: string[]): SyntaxCause | undefined {
  const open: { mark: string; line: number; col: number; indent: number }[] = [];
  for (const [index, line] of lines.entries()) {
    const lineNo = index + 1;
    const indent = /^ */.exec(line)![0].length;
    if (open.length > 0 && line.trim() !== '' && !line.trim().startsWith('#') && indent <= open[0].indent) return unclosedAt(open[open.length - 1]);
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
      if ((c === '"' || c === "'") && (i === 0 || /[\s:,[{-]/.test(line[i - 1]))) {
        const end = closingQuote(line, i);
        if (end < 0) return { line: lineNo, col: i + 1, message: `the value in quotes that starts here has no closing ${c}: end it with ${c} (a value in quotes ends with the mark it starts with).` };
        i = end;
        continue;
      }
      if (c === '{' || c === '[') open.push({ mark: c, line: lineNo, col: i + 1, indent });
      if (c === '}' || c === ']') {
        const last = open.pop();
        if (last === undefined) return { line: lineNo, col: i + 1, message: `this ${c} closes nothing: no ${c === '}' ? '{' : '['} is open here. Remove it, or put the value in quotes if the ${c} is part of a text.` };
        if (CLOSER[last.mark] !== c) {
          return { line: last.line, col: last.col, message: `the ${last.mark} opened here is closed by the ${c} on line ${lineNo}, column ${i + 1}: close the ${last.mark} with ${CLOSER[last.mark]} first.` };
        }
      }
    }
  }
  return open.length > 0 ? unclosedAt(open[open.length - 1]) : undefined;
}

const unclosedAt = (open: { mark: string; line: number; col: number }): SyntaxCause => ({
  line: open.line,
  col: open.col,
  message: `the ${open.mark} opened here is never closed: end the ${open.mark === '{' ? 'mapping' : 'list'} with ${CLOSER[open.mark]}.`,
});

/** The index of the quote that closes the one at `start`, or -1. */
function closingQuote(line: string, start: number): number {
  const mark = line[start];
  for (let i = start + 1; i < line.length; i++) {
    if (mark === '"' && line[i] === '\\') i++;
    else if (line[i] === mark && mark === "'" && line[i + 1] === "'") i++;
    else if (line[i] === mark) return i;
  }
  return -1;
}

const FIELD = /^(\s*(?:- )?)([A-Za-z_][\w-]*):( +)(.*)$/;

/** `text: Gain: 2 chips.`: the value's own ": " reads as a second field on the line. */
function colonInValue(lines: string[], lineNo: number): SyntaxCause | undefined {
  const match = FIELD.exec(lines[lineNo - 1] ?? '');
  if (!match) return undefined;
  const [, lead, key, gap, value] = match;
  if (/^["'{[|>&*!]/.test(value) || !/:\s/.test(value)) return undefined;
  const plain = value.replace(/\s+#.*$/, '');
  return {
    line: lineNo,
    col: lead.length + key.length + 1 + gap.length + 1,
    message: `the value of ${key} holds ": ", which YAML reads as the start of another field: put the whole value in quotes: ${key}: ${quoteFor(plain)}.`,
  };
}

/** `value:1`: without a space after it, the colon is part of the word. */
function colonWithoutSpace(lines: string[], lineNo: number): SyntaxCause | undefined {
  const match = /^(\s*(?:- )?)([A-Za-z_][\w-]*):(\S.*)$/.exec(lines[lineNo - 1] ?? '');
  if (!match || match[3].startsWith(':')) return undefined;
  const [, lead, key, value] = match;
  return { line: lineNo, col: lead.length + key.length + 2, message: `a field needs a space after its colon, or YAML reads "${key}:${value}" as one word: write ${key}: ${value}.` };
}
