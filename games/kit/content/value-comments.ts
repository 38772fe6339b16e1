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
 * Outside brackets, a field whose entries follow on deeper lines has its value there, so a
 * comment after its colon is only a comment.
 */
export function watchValueComments() {
  const found: ValueComment[] = [];
  let before: CST.TokenType | null = null;
  let lastText: { text: string; col: number } | undefined;
  let key: { text?: string; col: number } | undefined;
  let lineStart = 0;
  let flow = 0;
  let pending: { comment: ValueComment; col: number } | undefined;
  return {
    found,
    see(type: CST.TokenType | null, lexeme: string, offset: number) {
      if (MARKERS.has(type)) return;
      if (pending && before === 'newline' && type !== 'space' && type !== 'newline' && type !== 'comment') {
        if (offset - lineStart <= pending.col) found.push(pending.comment);
        pending = undefined;
      }
      const newline = type === 'comment' ? -1 : lexeme.lastIndexOf('\n');
      if (newline >= 0) lineStart = offset + newline + 1;
      if (type === 'space') return;
      if (type === 'comment' && /^#[^\s#]/.test(lexeme) && VALUE_STARTS.has(before)) {
        const comment = { offset, comment: lexeme, ...(before === 'map-value-ind' && key?.text !== undefined ? { key: key.text } : {}) };
        if (flow > 0) found.push(comment);
        else pending = { comment, col: key?.col ?? 0 };
      }
      if (type === 'flow-map-start' || type === 'flow-seq-start') flow++;
      else if (type === 'flow-map-end' || type === 'flow-seq-end') flow--;
      if (type === null) lastText = { text: lexeme, col: offset - lineStart };
      else if (type === 'single-quoted-scalar' || type === 'double-quoted-scalar') lastText = { text: lexeme.slice(1, -1), col: offset - lineStart };
      else if (type === 'map-value-ind') key = { text: lastText?.text, col: lastText?.col ?? 0 };
      else if (type === 'seq-item-ind') key = { col: offset - lineStart };
      if (type !== 'comment' || before !== 'newline') before = type;
    },
    /** The comments still waiting for the line after them, at the end of the file. */
    end(): ValueComment[] {
      if (pending) found.push(pending.comment);
      pending = undefined;
      return found;
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
