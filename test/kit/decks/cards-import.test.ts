import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportedDeck } from './sheet-fixture.ts';

const AYAR = 'test/fixtures/are-you-a-robot/good';
const ROBOTS = 'test/fixtures/robots/good';
const BIAS = 'test/fixtures/bias-effect/good';
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

async function deck(fixture: string, game: string, name: string) {
  const found = await exportedDeck(fixture, game, name);
  roots.push(found.root);
  return found;
}

/** The lines of `after` that differ from `before`, as [before, after] pairs (same line count). */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]] as [string, string]]));
}

describe('tablewright cards import', () => {
  it('writes an edited cell into the YAML and leaves every other byte, comments included, as it was', async () => {
    const d = await deck(AYAR, 'are-you-a-robot', 'cards');
    const before = d.yaml('cards.yaml');
    d.save(d.sheet().replace('Android infiltrator', 'Android: infiltrator').replace('#2f6fb3', '#123abc'));
    const result = await d.importSheet();
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Updated .*cards\.yaml from .*cards\.csv: changed 2 cards \(human, robot\)\.\n$/);
    expect(changedLines(before, d.yaml('cards.yaml'))).toEqual([
      ['    palette: { primary: "#2f6fb3", accent: "#f4d35e" }', '    palette: { primary: "#123abc", accent: "#f4d35e" }'],
      // A colon and a space would start a mapping in a plain value: the value is quoted.
      ['    title: Android infiltrator', '    title: "Android: infiltrator"'],
    ]);
    expect(d.yaml('cards.yaml')).toContain('# The identity cards of Are You A Robot?. The box sells them in packs; combine packs for\n');
  });

  it('keeps a power\'s script, which no cell holds, when the sheet changes the power\'s text', async () => {
    const d = await deck(ROBOTS, 'robots', 'powers');
    const before = d.yaml('powers.yaml');
    // The export starts with a BOM, which tells Excel the file is UTF-8.
    expect(d.sheet().split('\n')[0]).toBe('\uFEFFid,name,text');
    const text = 'Draw two from the Robot Factory, then throw two cards onto the Scrap Heap; their powers act too.';
    d.save(d.sheet().replace(/^(extra-parts,Extra Parts,)"[^"]*"/m, `$1"${text}"`));
    expect(await d.importSheet()).toMatchObject({ code: 0, err: '' });
    const after = d.yaml('powers.yaml');
    const power = (yaml: string) => (parse(yaml) as { powers: { id: string; text: string; script: unknown }[] }).powers[0];
    expect(power(after).text).toBe(text);
    expect(power(after).script).toEqual(power(before).script);
    // The script's own lines, flow maps and all, are the bytes they were.
    const scriptOf = (yaml: string) => yaml.slice(yaml.indexOf('    script:\n'), yaml.indexOf('  - id: tractor-beam'));
    expect(scriptOf(after)).toBe(scriptOf(before));
    // The `>-` block keeps its style, the new words folded about as wide as the file's other lines.
    expect(after).toContain('    text: >-\n      Draw two from the Robot Factory, then throw two cards onto the Scrap Heap; their\n      powers act too.\n    script:');
  });

  it('adds a new row as a card where the sheet has it, written like its neighbours, and removes a deleted row', async () => {
    const d = await deck(BIAS, 'bias-effect', 'beliefs');
    const before = d.yaml('beliefs.yaml');
    d.save(d.sheet().replace(/^left-f,.*\n/m, '').replace(/^(left-c,.*\n)/m, '$1kettle-rights,left,Kettle Rights,"Every kettle may whistle, when it likes.",2,\n'));
    const result = await d.importSheet();
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/: added 1 \(kettle-rights\); removed 1 \(left-f\)\.\n$/);
    const lines = d.yaml('beliefs.yaml').split('\n');
    const was = before.split('\n');
    const leftC = was.findIndex((l) => l.includes('id: left-c'));
    expect(lines[leftC + 1]).toBe('  - { id: kettle-rights, side: left, title: Kettle Rights, text: "Every kettle may whistle, when it likes.", copies: 2 }');
    expect(lines.filter((l) => l !== lines[leftC + 1])).toEqual(was.filter((l) => !l.includes('id: left-f')));
  });

  it('adds a card to a block-style list at the list\'s indent', async () => {
    const d = await deck(ROBOTS, 'robots', 'colours');
    d.save(`${d.sheet()}orange,Orange,#e8892b,circle\r\n`);
    expect(await d.importSheet()).toMatchObject({ code: 0, err: '' });
    expect(d.yaml('deck.yaml')).toContain('    symbol: square\n  - id: orange\n    name: Orange\n    display: "#e8892b"\n    symbol: circle\nnumbers: { low: 2, high: 14 }\n');
  });

  it('reads a sheet saved by European Excel: BOM, semicolons, CRLF, a quoted cell with a line break, empty columns and rows after the data', async () => {
    const d = await deck(ROBOTS, 'robots', 'constructs');
    const rows = d.sheet().replace(/^\uFEFF/, '').trimEnd().split('\n');
    const semicolons = rows.map((row) => `${parseRow(row).map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';')};;`);
    semicolons[1] = semicolons[1].replace(/;"?A pocket-sized[^;]*;/, ';"Small; handy.\r\nFixes things.";');
    d.save(`\uFEFF${semicolons.join('\r\n')}\r\n;;;;;;;;\r\n;;;;;;;;\r\n`);
    const result = await d.importSheet();
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/changed 1 card \(tinkerbolt\)/);
    expect((parse(d.yaml('constructs.yaml')) as { robots: { text: string }[] }).robots[0].text).toBe('Small; handy.\nFixes things.');
  });

  it('takes the columns in any order, and keeps the values of a column the sheet leaves out', async () => {
    const d = await deck(AYAR, 'are-you-a-robot', 'cards');
    const before = d.yaml('cards.yaml');
    // text, palette.accent and art dropped; the rest backwards.
    d.save('palette.primary,flavor,title,team,name,id\r\n#2f6fb3,,Colonist,human,Human,human\r\n#b3302f,Imitation is the sincerest form of replacement.,Settler,robot,Robot,robot\r\n');
    const result = await d.importSheet();
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/: changed 2 cards \(human, robot\)\.\n$/);
    expect(d.yaml('cards.yaml')).toBe(before.replace('    flavor: Your pulse is the only proof you have.\n', '').replace('title: Android infiltrator', 'title: Settler'));
  });

  it('with --dry-run, says what it would change and writes nothing', async () => {
    const d = await deck(AYAR, 'are-you-a-robot', 'cards');
    const before = d.yaml('cards.yaml');
    d.save(d.sheet().replace('Colonist', 'Settler'));
    const result = await d.importSheet('--dry-run');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Would update .*cards\.yaml from .*: changed 1 card \(human\)\. Nothing was written \(--dry-run\)\.\n$/);
    expect(d.yaml('cards.yaml')).toBe(before);
  });
});

/** One CSV row as the export writes it (no line breaks in these cells). */
function parseRow(row: string): string[] {
  const cells: string[] = [];
  const pattern = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  for (let m = pattern.exec(row); m && m.index < row.length; m = pattern.exec(row)) cells.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]);
  return cells;
}
