import { rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportedDeck } from './sheet-fixture.ts';

const AYAR = 'test/fixtures/are-you-a-robot/good';
const ROBOTS = 'test/fixtures/robots/good';
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Imports `sheet` over the deck; every error line, with the CSV's path shortened to `sheet.csv`; and checks nothing was written. */
async function refused(fixture: string, game: string, deck: string, file: string, sheet: (exported: string) => string) {
  const d = await exportedDeck(fixture, game, deck);
  roots.push(d.root);
  const before = d.yaml(file);
  d.save(sheet(d.sheet()));
  const result = await d.importSheet();
  expect(result.code).toBe(1);
  expect(result.out).toBe('');
  // A refused import writes nothing: the file is byte-identical.
  expect(d.yaml(file)).toBe(before);
  const lines = result.err.trimEnd().split('\n');
  expect(lines.at(-1)).toMatch(new RegExp(`^tablewright cards: \\d+ errors?; .*${file} was not changed\\.$`));
  return lines.slice(0, -1).map((line) => line.replace(relative(process.cwd(), d.csv), 'sheet.csv').replace(relative(process.cwd(), d.root), 'ROOT'));
}

const HUMAN = 'human,Human,human,Colonist,Flesh and blood.,,#2f6fb3,#f4d35e,';
const ROBOT = 'robot,Robot,robot,Android infiltrator,Only looks human.,,#b3302f,#9be7ff,';
const HEADER = 'id,name,team,title,text,flavor,palette.primary,palette.accent,art';

describe('tablewright cards import: every mistake at its file:row:column, saying what to write', () => {
  it('names headers, cells and rows of the sheet itself', async () => {
    const errors = await refused(AYAR, 'are-you-a-robot', 'cards', 'cards.yaml', () =>
      [
        'id,name,team,titel,text,flavor,palette.primary,palette.accent,art,,',
        'human,Human,Humane,Colonist,Flesh and blood.,,#2f6fb3,#f4d35e,,,',
        'robot,,robot,Android infiltrator,Only looks human.,,#b3302f,#9be7ff,,,,stray',
        ',Ghost,robot,Nobody,Boo.,,#b3302f,#9be7ff,,,',
        'human,Again,human,Colonist,Flesh and blood.,,#2f6fb3,#f4d35e,,,',
        'spy,Spy,robto,Double agent,Two faces.,,#000000,#ffffff,,,',
        '',
      ].join('\r\n'),
    );
    expect(errors).toEqual([
      'sheet.csv:1:4: error: no field of these cards is called "titel": write "title".',
      'sheet.csv:2:3: error: column "team" takes human, robot, not "Humane": write "human".',
      'sheet.csv:3:2: error: column "name" is needed on every card: fill in this cell.',
      'sheet.csv:3:12: error: this cell is outside the sheet\'s columns: give its column a header, or clear it.',
      'sheet.csv:4:1: error: column "id" is empty: write the card\'s id (lowercase words joined by hyphens), or delete the row.',
      'sheet.csv:5:1: error: column "id" says "human", already the id on row 2: each card has its own id; rename one of them.',
      // The header's "titel" left the sheet without a title for its new card.
      'sheet.csv:6:1: error: the new card "spy" needs "title": add a "title" column and fill it in.',
      // Once, though the new card then has no team either.
      'sheet.csv:6:3: error: column "team" takes human, robot, not "robto": write "robot".',
    ]);
  });

  it('refuses a sheet without an id column', async () => {
    expect(await refused(AYAR, 'are-you-a-robot', 'cards', 'cards.yaml', () => 'name,team\nHuman,human\n')).toEqual([
      'sheet.csv:1:1: error: the sheet has no "id" column: name its first column id and give each card\'s id under it.',
    ]);
  });

  it('refuses a CSV whose quotes do not close, at the line they open', async () => {
    expect(await refused(AYAR, 'are-you-a-robot', 'cards', 'cards.yaml', () => `${HEADER}\n${HUMAN}\nrobot,"Robot,robot\n`)).toEqual([
      'sheet.csv:3:1: error: this is not a CSV a spreadsheet saves (Quote Not Closed): a quote in a cell must be doubled ("") and the cell itself quoted; save the sheet again as CSV.',
    ]);
  });

  it('refuses a sheet saved in Windows-1252, as Excel\'s plain CSV is, rather than garble its accents', async () => {
    const d = await exportedDeck(AYAR, 'are-you-a-robot', 'cards');
    roots.push(d.root);
    const before = d.yaml('cards.yaml');
    // "Colon" and an é as Windows-1252 writes it: one byte, 0xE9.
    const [start, end] = HUMAN.split('Colonist');
    writeFileSync(d.csv, Buffer.concat([Buffer.from(`${HEADER}\r\n${start}Colon`), Buffer.from([0xe9]), Buffer.from(`${end}\r\n${ROBOT}\r\n`)]));
    const result = await d.importSheet();
    expect(result.code).toBe(1);
    expect(result.err.split('\n')[0]).toBe(`${relative(process.cwd(), d.csv)}:2:1: error: the sheet is not saved as UTF-8 (line 2, character 24), so its accented letters would be garbled: save it as "CSV UTF-8" (Excel) or with the character set "Unicode (UTF-8)" (LibreOffice).`);
    expect(d.yaml('cards.yaml')).toBe(before);
  });

  it('reads numbers by the schema: a whole number column refuses words', async () => {
    const errors = await refused(ROBOTS, 'robots', 'constructs', 'constructs.yaml', (csv) => csv.replace('tinkerbolt,2,', 'tinkerbolt,two,'));
    expect(errors).toEqual(['sheet.csv:2:2: error: column "number" takes a whole number, not "two": write digits only, e.g. 2.']);
  });

  it('refuses a column for a card script, which stays in the YAML, and a new card that needs one', async () => {
    const errors = await refused(ROBOTS, 'robots', 'powers', 'powers.yaml', (csv) => `${csv.replace('id,name,text', 'id,name,text,script')}overclock,Overclock,Do it twice.,\n`);
    expect(errors).toEqual([
      expect.stringMatching(/^sheet\.csv:1:4: error: "script" cannot be held in a cell: it stays in ROOT\/robots\/powers\.yaml, kept for each card by its id\. Delete this column\.$/),
      'sheet.csv:8:1: error: the new card "overclock" needs "script", which a cell cannot hold: add the card to the YAML with its script first; the sheet can then fill in its other fields.',
    ]);
  });

  it('puts a schema finding on a value from the sheet at its cell', async () => {
    const errors = await refused(AYAR, 'are-you-a-robot', 'cards', 'cards.yaml', () => `${HEADER}\n${HUMAN.replace('#2f6fb3', 'blue')}\n${ROBOT}\n`);
    expect(errors).toEqual([expect.stringMatching(/^sheet\.csv:2:7: error: column "palette\.primary": .*a colour is # followed by six hexadecimal digits/)]);
  });

  it('puts a finding of the game\'s own checks at the new card\'s row', async () => {
    const errors = await refused(AYAR, 'are-you-a-robot', 'cards', 'cards.yaml', () => `${HEADER}\n${HUMAN}\n${ROBOT}\nspy,Spy,robot,Double agent,Two faces.,,#000000,#ffffff,\n`);
    expect(errors).toEqual(['sheet.csv:4:1: error: column "id": card spy is in no pack, so no deal can use it: add `- card: spy` with a count to pack.contains, or remove the card.']);
  });

  it('says where another file names a card the sheet removed', async () => {
    const errors = await refused(AYAR, 'are-you-a-robot', 'cards', 'cards.yaml', () => `${HEADER}\n${HUMAN}\n`);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => /ROOT\/are-you-a-robot\/modes\.yaml:\d+:\d+: error: no card has the id "robot"/.test(e))).not.toEqual([]);
  });
});
