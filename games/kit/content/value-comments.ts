import type { CST } from 'yaml';

/** A comment where a value belongs: `fill: #ff0000` is a field with no value and a comment. */
export interface ValueComment {
  offset: number;
  comment: string;
  /** The field whose value it is, when it follows `name:`. */
  key?: string;
}

// After these a value is expected; a comment there is a value YAML swallowed.
const VALUE_STARTS = new Set<string | null>(['map-value-ind', 'seq-item-ind', 'comma', 'flow-seq-start', 'flow-map-start']);
const MARKERS = new Set<string | null>(['doc-mode', 'flow-error-end', 'scalar']);

/**
 * Watches the lexer's tokens, in the pass that already reads them, for a comment that starts
 * right where a value should and looks like one (`#` then no space): a colour written without
 * quotes. YAML reads it as a comment, so the value is empty and the real mistake never shows.
 */
export function watchValueComments() {
  const found: ValueComment[] = [];
  let before: CST.TokenType | null = null;
  let lastText: string | undefined;
  let key: string | undefined;
  return {
    found,
    see(type: CST.TokenType | null, lexeme: string, offset: number) {
      if (type === 'space' || MARKERS.has(type)) return;
      if (type === 'comment' && /^#[^\s#]/.test(lexeme) && VALUE_STARTS.has(before)) {
        found.push({ offset, comment: lexeme, ...(before === 'map-value-ind' && key !== undefined ? { key } : {}) });
      }
      if (type === null) lastText = lexeme;
      else if (type === 'single-quoted-scalar' || type === 'double-quoted-scalar') lastText = lexeme.slice(1, -1);
      else if (type === 'map-value-ind') key = lastText;
      before = type;
    },
  };
}

/** What to tell the designer: the comment's first word is the value they meant. */
export function valueCommentMessage(found: ValueComment): string {
  const value = /^#[^\s,\]}]*/.exec(found.comment)![0];
  return found.key !== undefined
    ? `${value} is read as a comment, not as the value of ${found.key}: in YAML a # after a space starts a comment, so ${found.key} is left empty. Put the value in quotes: ${found.key}: "${value}".`
    : `${value} is read as a comment, not as a value: in YAML a # after a space starts a comment. Put the value in quotes: "${value}".`;
}
