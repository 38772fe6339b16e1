import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import { formatContentWarning } from '../../../games/kit/content/content-error.ts';
import { findBadIndentation } from '../../../games/kit/content/indentation.ts';
import { loadGameContent } from '../../../games/kit/content/load-game-content.ts';
import { errorsAfterEdits } from '../../support/edited-fixture.ts';

// The messages a designer's trial graded below the rest (issue 37): each must say where, what is
// wrong in the designer's words, and what to write instead, with nothing of the parser's.
const GOOD = 'test/fixtures/content/good';
const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** The good Are You A Robot? fixture with cards.yaml's `from` replaced by `to`: what validate says. */
const cardsSaying = (from: string, to: string) => errorsAfterEdits(GOOD, areYouARobot, [['cards.yaml', from, to]]).map((line) => line.replace('<game>/', ''));

describe('an unquoted #colour', () => {
  it('in a { } mapping: says # starts a comment and to quote the value, at the #, and nothing of the parser', () => {
    expect(cardsSaying('palette: { primary: "#2f6fb3", accent: "#f4d35e" }', 'palette: { primary: #2f6fb3, accent: "#f4d35e" }')).toEqual([
      'cards.yaml:21:25: error: #2f6fb3 is read as a comment, not as the value of primary: in YAML a # after a space starts a comment, so primary is left empty. Put the value in quotes: primary: "#2f6fb3".',
    ]);
  });

  it('on a line of its own: the same, where the schema alone would only say the colour is missing', () => {
    expect(cardsSaying('palette: { primary: "#2f6fb3", accent: "#f4d35e" }', 'palette:\n      primary: #2f6fb3\n      accent: "#f4d35e"')).toEqual([
      'cards.yaml:22:16: error: #2f6fb3 is read as a comment, not as the value of primary: in YAML a # after a space starts a comment, so primary is left empty. Put the value in quotes: primary: "#2f6fb3".',
    ]);
  });

  it('a comment after a value, or after a field whose entries follow below, is left alone', () => {
    expect(cardsSaying('  packsInBox: 5', '  packsInBox: 5 #five packs')).toEqual([]);
    expect(cardsSaying('  contains:', '  contains: #the packs')).toEqual([]);
  });
});

describe('bad indentation', () => {
  it('a field indented under one that has a value: at the line itself, with the spaces to give it', () => {
    expect(cardsSaying('    team: human', '      team: human')).toEqual([
      'cards.yaml:15:7: error: this line is indented 6 spaces, more than the entries around it. `name` above it, on line 14, already has a value, so nothing can go under it. To keep `team` beside `id` (line 13), indent it 4 spaces. If the line goes on with the text above, put that text in quotes.',
    ]);
  });

  it('a field that lines up with nothing: the columns it could go to', () => {
    expect(cardsSaying('    team: human', '   team: human')).toEqual([
      'cards.yaml:15:4: error: this line is indented 3 spaces, which lines up with no entry above: entries of one mapping or list start in the same column. Indent it 4 spaces to go with `id` (line 13), or 2 spaces with a `- ` in front, as a new item of the list on line 13.',
    ]);
  });
});

describe('the indentation reader', () => {
  it('finds nothing wrong in any YAML file of the fixtures that parses (it only rewords the parser, never blames good lines)', () => {
    const files = readdirSync('test/fixtures', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml') && !f.split('/').some((part) => part.startsWith('.'))).map((f) => join('test/fixtures', f));
    const clean = files.map((file) => ({ file, text: readFileSync(file, 'utf8') })).filter(({ text }) => parseDocument(text).errors.length === 0);
    expect(clean.length).toBeGreaterThan(100);
    expect(clean.filter(({ text }) => findBadIndentation(text) !== undefined).map(({ file }) => file)).toEqual([]);
  });
});

describe('content copied outside the toolkit', () => {
  it('validates with the toolkit\'s schemas, and says once that the $schema lines lead nowhere and what to copy', () => {
    const root = mkdtempSync(join(tmpdir(), 'tw-outside-'));
    copies.push(root);
    cpSync(join(GOOD, 'are-you-a-robot'), join(root, 'content', 'are-you-a-robot'), { recursive: true });
    const { errors, warnings, games } = loadGameContent(join(root, 'content'), [areYouARobot]);
    expect(errors).toEqual([]);
    expect(games).toHaveLength(1);
    // The fixture's lines climb five folders: from the copy they reach the temporary folder's root.
    const lost = join(root, 'content', 'are-you-a-robot', '../../../../../schemas/');
    expect(warnings.map(formatContentWarning)).toEqual([
      expect.stringMatching(new RegExp(`:1:33: warning: This \\$schema line, and those of 3 other files, lead to ${lost.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, where there are no schemas\\. Validate checked the content against the toolkit's own \\(${resolve('schemas').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\), so nothing is wrong with it; only your editor will offer no completion or hover\\. For those, copy the toolkit's schemas folder to`)),
    ]);
  });

  it('a line that names another schema is still an error, keeping the way to the schemas folder the line gives', () => {
    const root = mkdtempSync(join(tmpdir(), 'tw-outside-'));
    copies.push(root);
    cpSync(join(GOOD, 'are-you-a-robot'), join(root, 'are-you-a-robot'), { recursive: true });
    const path = join(root, 'are-you-a-robot', 'cards.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('are-you-a-robot/cards.schema.json', 'are-you-a-robot/modes.schema.json'));
    expect(loadGameContent(root, [areYouARobot]).errors.map((e) => e.message)).toEqual([
      'the $schema line points at "../../../../../schemas/are-you-a-robot/modes.schema.json", which is not this file\'s schema (schemas/are-you-a-robot/cards.schema.json): write "# yaml-language-server: $schema=../../../../../schemas/are-you-a-robot/cards.schema.json".',
    ]);
  });
});
