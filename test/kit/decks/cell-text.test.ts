import { describe, expect, it } from 'vitest';
import { cellText, readCell } from '../../../games/kit/decks/cell-text.ts';
import { readSheet } from '../../../games/kit/decks/read-sheet.ts';
import type { SheetColumn } from '../../../games/kit/decks/sheet-columns.ts';

const column = (kind: SheetColumn['kind'], more: Partial<SheetColumn> = {}): SheetColumn => ({ name: 'field', path: ['field'], kind, list: false, required: false, ...more });

describe('a cell read by its column\'s type in the schema', () => {
  it('reads true and false in any case, as Excel writes them, and refuses other words', () => {
    expect(readCell('TRUE', column('boolean'), false)).toEqual({ value: true });
    expect(readCell('false', column('boolean'), false)).toEqual({ value: false });
    expect(readCell('yes', column('boolean'), false)).toEqual({ error: 'takes true or false, not "yes": write true or false.' });
  });

  it('reads a decimal comma only in a semicolon-separated sheet', () => {
    expect(readCell('1,5', column('number'), true)).toEqual({ value: 1.5 });
    expect(readCell('1,5', column('number'), false)).toEqual({ error: 'takes a number, not "1,5": write digits, e.g. 2 or 1.5.' });
    expect(readCell('2.5', column('integer'), false)).toEqual({ error: 'takes a whole number, not "2.5": write digits only, e.g. 2.' });
  });

  it('reads a list from one cell, commas between the items, each checked against the allowed words', () => {
    const acts = column('string', { list: true, allowed: ['question', 'answer'] });
    expect(readCell('question, answer', acts, false)).toEqual({ value: ['question', 'answer'] });
    expect(readCell('question, anwser', acts, false)).toEqual({ error: 'takes question, answer (any of them), not "anwser": write "answer", a comma between words.' });
    expect(cellText(['question', 'answer'], acts)).toBe('question, answer');
    // An item with a comma in it cannot share a cell with others: the export refuses rather than split it.
    expect(cellText(['yes, sir'], column('string', { list: true }))).toBeUndefined();
  });

  it('leaves a field out for an empty cell, spaces and line ends trimmed', () => {
    expect(readCell('  \r\n', column('string'), false)).toEqual({ absent: true });
    expect(readCell(' two\r\nlines ', column('string'), false)).toEqual({ value: 'two\nlines' });
  });
});

describe('a CSV as spreadsheets save it', () => {
  it('finds semicolons from European Excel by the header row, quoted separators aside', () => {
    const read = readSheet('\uFEFFid;name;"a,b,c"\r\nx;"Y; z";\r\n');
    expect(read).toEqual({ sheet: { header: ['id', 'name', 'a,b,c'], rows: [{ row: 2, cells: ['x', 'Y; z', ''] }], semicolons: true } });
  });

  it('numbers rows as the spreadsheet does, blank rows counted, and drops the blank rows at the end', () => {
    const read = readSheet('id,name\n\na,"two\nlines"\nb,B\n,\n\n');
    expect(read).toMatchObject({ sheet: { rows: [{ row: 2 }, { row: 3, cells: ['a', 'two\nlines'] }, { row: 4, cells: ['b', 'B'] }] } });
  });
});
