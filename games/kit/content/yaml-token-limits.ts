import { CST, Lexer, Parser, type LineCounter } from 'yaml';
import { count, type ContentLimits } from './content-limits.ts';
import { watchValueComments, type ValueComment } from './value-comments.ts';

/** A file over a limit, found in its tokens: `offset` is where it is crossed. */
export interface LimitProblem {
  offset: number;
  message: string;
}

export interface Tokens {
  tokens: CST.Token[];
  /** Empty unless a limit is crossed; then `tokens` are incomplete and must not be composed. */
  problems: LimitProblem[];
  /** Comments where a value belongs (value-comments.ts), found in the same pass. */
  valueComments: ValueComment[];
}

// Lexemes that are markers of the lexer's own, not text of the file.
const MARKERS = new Set<string | null>(['doc-mode', 'flow-error-end', 'scalar']);

/**
 * The parser's tokens of `text`, as yaml's parseDocument makes them, with nesting depth and
 * alias count measured before a document is built from them. yaml builds a document by
 * recursion, so a file nested some thousand levels deep overflows the stack; its parser spends
 * about 15 µs on each level of a bracket nesting, 3 s on a 200 KB run of `[`. Aliases and
 * brackets are counted as they are read, and reading stops at the first alias too many or
 * bracket too deep: a file of 30,000 aliases costs the first thousand.
 */
export function parseTokens(text: string, lineCounter: LineCounter, limits: ContentLimits): Tokens {
  const parser = new Parser(lineCounter.addNewLine);
  const tokens: CST.Token[] = [];
  lineCounter.addNewLine(0);
  let offset = 0;
  let brackets = 0;
  let aliases = 0;
  const comments = watchValueComments();
  for (const lexeme of new Lexer().lex(text)) {
    const type = CST.tokenType(lexeme);
    comments.see(type, lexeme, offset);
    if (type === 'flow-seq-start' || type === 'flow-map-start') brackets++;
    else if (type === 'flow-seq-end' || type === 'flow-map-end') brackets--;
    else if (type === 'alias' && ++aliases > limits.aliases) return { tokens, problems: [{ offset, message: tooManyAliases(lexeme, limits) }], valueComments: [] };
    if (brackets > limits.depth) return { tokens, problems: [{ offset, message: tooDeepHere(limits) }], valueComments: [] };
    if (!MARKERS.has(type)) offset += lexeme.length;
    for (const token of parser.next(lexeme)) tokens.push(token);
  }
  for (const token of parser.end()) tokens.push(token);
  return { tokens, problems: checkTokenLimits(tokens, limits), valueComments: comments.end() };
}

/** Nesting depth on the tokens, in one pass with a stack of its own. */
function checkTokenLimits(tokens: readonly CST.Token[], limits: ContentLimits): LimitProblem[] {
  const problems: LimitProblem[] = [];
  let tooDeep = false;
  const stack: [CST.Token, number][] = tokens.map((token): [CST.Token, number] => [token, 0]).reverse();
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
    if (token.type === 'document') {
      if (token.value) stack.push([token.value, depth]);
    } else if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      const inside = depth + 1;
      if (inside > limits.depth) {
        if (!tooDeep) problems.push({ offset: token.offset, message: tooDeepHere(limits) });
        tooDeep = true;
        continue;
      }
      // Pushed last to first, key before value, so they come off the stack in the file's order.
      for (let i = token.items.length - 1; i >= 0; i--) {
        const item = token.items[i] as CST.CollectionItem;
        if (item.value) stack.push([item.value, inside]);
        if (item.key) stack.push([item.key, inside]);
      }
    }
  }
  return problems;
}

function tooManyAliases(source: string, limits: ContentLimits): string {
  return `this alias ${source} is one more than the limit of ${count(limits.aliases)} aliases (\`*name\`) in a content file: write the repeated values out in full, or repeat fewer of them (the shipped content uses none).`;
}

function tooDeepHere(limits: ContentLimits): string {
  return `lists and mappings are nested more than ${limits.depth} levels deep here, the limit for a content file (the shipped content nests at most 15): look for a bracket [ or { that is never closed, or indentation that keeps growing, and write the entries as a flatter list.`;
}
