import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import { formatContentError, loadGames } from '../../../games/kit/content/load-content.ts';
import { KIT_CONTENT_FILES, type GlossaryTerm, type HowToPlay, type HowToPlaySection } from '../../../games/kit/kit-content-files.ts';
import { gameModules } from '../../../games/registry.ts';

// Copies of the good fixture tree, at the same depth so their $schema lines still resolve.
const scratch = mkdtempSync(join(resolve('test/fixtures'), '.how-to-play-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** The good tree with how-to-play.yaml replaced (or removed with `null`); the errors about that file only. */
function howToPlayErrors(text: string | null): { errors: string[]; file: string } {
  const root = join(scratch, `tree-${copies++}`);
  cpSync('test/fixtures/content/good', root, { recursive: true });
  const path = join(root, 'are-you-a-robot', 'how-to-play.yaml');
  if (text === null) rmSync(path);
  else writeFileSync(path, text);
  const file = relative(process.cwd(), path);
  // Other kit files of the fixture are other tests' business: keep to this one.
  const errors = loadGames(root, [areYouARobot]).errors.filter((e) => e.file === file).map(formatContentError);
  return { errors, file };
}

const HEADER = '# yaml-language-server: $schema=../../../../../schemas/kit/how-to-play.schema.json\n';
const good = readFileSync('test/fixtures/content/good/are-you-a-robot/how-to-play.yaml', 'utf8');

describe('how-to-play.yaml, the kit content every game has', () => {
  it('is part of every game, checked against schemas/kit/how-to-play.schema.json', () => {
    expect(KIT_CONTENT_FILES.howToPlay).toEqual({ file: 'how-to-play.yaml', schema: '../kit/how-to-play.schema.json' });
    for (const module of gameModules) expect(module.contentFiles).toMatchObject({ howToPlay: KIT_CONTENT_FILES.howToPlay });
  });

  it('is loaded with the rest of a game\'s content', () => {
    const { games } = loadGames('content');
    expect(games.map((g) => g.module.id)).toEqual(gameModules.map((m) => m.id));
    for (const { module, content } of games) {
      const howToPlay = (content as { howToPlay: HowToPlay }).howToPlay;
      expect(howToPlay.sections.length, module.id).toBeGreaterThan(0);
      expect(Object.isFrozen(howToPlay.sections)).toBe(true);
    }
  });

  it('is required: a game without one names the file and the $schema line to write', () => {
    const { errors, file } = howToPlayErrors(null);
    expect(errors).toEqual([
      `${file}:1:1: error: file not found: the game are-you-a-robot needs it. Create it with "# yaml-language-server: $schema=../../../../../schemas/kit/how-to-play.schema.json" as its first line.`,
    ]);
  });

  it('reports a wrong field at file:line:col, with the allowed fields', () => {
    const text = good.replace('    points:\n', '    bullets:\n').replace('title: ', 'titel: ');
    const { errors, file } = howToPlayErrors(text);
    expect(errors).toEqual([
      `${file}:3:1: error: required field "title" is missing at the top of the file: add \`title: ...\` here.`,
      `${file}:3:1: error: unknown field "titel" at the top of the file. Did you mean "title"? Allowed fields here: title, tagline, players, minutes, goal, sections, glossary.`,
      `${file}:8:5: error: unknown field "bullets" in sections[0]. Allowed fields here: heading, paragraphs, steps, points.`,
    ]);
  });

  it('reports a wrong value at the value: minutes, an empty line of text', () => {
    const text = `${HEADER}title: T\ntagline: ""\nminutes: ten\ngoal: G\nsections:\n  - heading: H\n    points: [P]\n`;
    const { errors, file } = howToPlayErrors(text);
    expect(errors).toEqual([
      `${file}:3:10: error: tagline: must not be empty.`,
      `${file}:4:10: error: minutes: "ten" is not allowed here: minutes is a number of minutes, or a range like "10–20" (in quotes).`,
    ]);
  });

  it('refuses a section with nothing under its heading, at the section', () => {
    const text = `${HEADER}title: T\ntagline: L\ngoal: G\nsections:\n  - heading: Fine\n    steps: [One]\n  - heading: Empty\n`;
    const { errors, file } = howToPlayErrors(text);
    expect(errors).toEqual([
      `${file}:8:5: error: section "Empty" has nothing under its heading: add paragraphs, steps (numbered) or points (bullets).`,
    ]);
  });

  it('accepts minutes as a number or a range, and the optional fields', () => {
    const text = `${HEADER}title: T\ntagline: L\nplayers: 2–10 players\nminutes: 15\ngoal: G\nsections:\n  - heading: H\n    paragraphs: [P]\nglossary:\n  - { term: A, meaning: B }\n`;
    expect(howToPlayErrors(text).errors).toEqual([]);
    expect(howToPlayErrors(text.replace('minutes: 15', 'minutes: "10–20"')).errors).toEqual([]);
  });

  it('has the fields of its hand-written type (HowToPlay), no more, no fewer', () => {
    const schema = JSON.parse(readFileSync('schemas/kit/how-to-play.schema.json', 'utf8'));
    const keys = (node: { properties: object }) => Object.keys(node.properties).sort();
    // A field added to the schema or the type, and not the other, fails to compile or fails here.
    const top: Record<keyof HowToPlay, true> = { title: true, tagline: true, players: true, minutes: true, goal: true, sections: true, glossary: true };
    const section: Record<keyof HowToPlaySection, true> = { heading: true, paragraphs: true, steps: true, points: true };
    const term: Record<keyof GlossaryTerm, true> = { term: true, meaning: true };
    expect(keys(schema)).toEqual(Object.keys(top).sort());
    expect(keys(schema.definitions.section)).toEqual(Object.keys(section).sort());
    expect(keys(schema.definitions.term)).toEqual(Object.keys(term).sort());
    expect(schema.required.sort()).toEqual(['goal', 'sections', 'tagline', 'title']);
  });
});
