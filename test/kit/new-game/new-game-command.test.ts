import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_REGISTRATION, isOwnPlace, placePath, registersGame } from '../../../games/kit/game-registration.ts';
import { main } from '../../../server/cli/main.ts';
import { gameNames } from '../../../server/cli/new-game/game-names.ts';
import { REGISTRATION_EDITS } from '../../../server/cli/new-game/registration-edits.ts';
import { fillIn } from '../../../server/cli/new-game/render-templates.ts';
import { planNewGame } from '../../../server/cli/new-game/scaffold.ts';
import { captured } from '../../support/cli-output.ts';

const SHARED = GAME_REGISTRATION.filter((place) => place.required && !isOwnPlace(place));
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway repository holding what new-game reads: the shared files it registers in, and a shipped game's folder. */
function repository(): string {
  const root = mkdtempSync(join(tmpdir(), 'tw-new-game-'));
  made.push(root);
  for (const path of Object.keys(REGISTRATION_EDITS)) cpSync(path, join(root, path));
  mkdirSync(join(root, 'games/evil-robots'), { recursive: true });
  return root;
}

/** Every file under `root` with its text: what a refused run must leave exactly as it was. */
function snapshot(root: string): Record<string, string> {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  return Object.fromEntries(walk(root).map((file) => [relative(root, file), readFileSync(file, 'utf8')]));
}

const newGame = (...args: string[]) => captured(() => main(['new-game', ...args]));

describe('tablewright new-game: the id and the title', () => {
  it.each([
    ['Crazy_Eights', /not a kebab-case id/],
    ['crazy--eights', /not a kebab-case id/],
    ['8-card', /not a kebab-case id/],
    ['__proto__', /not a kebab-case id/],
    [`a${'-b'.repeat(25)}`, /characters long/],
    ['kit', /reserved/],
    ['constructor', /reserved/],
    ['evil-robots', /is taken/],
  ])('refuses %s and writes nothing', async (id, why) => {
    const root = repository();
    const before = snapshot(root);
    const { code, err } = await newGame(id, '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(why);
    expect(err).toContain('nothing written');
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses a title that YAML, TypeScript or Markdown would need escaped', async () => {
    const root = repository();
    const before = snapshot(root);
    const { code, err } = await newGame('crazy-eights', '--title', "Crazy 'Eights'", '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(/--title .* escaping/);
    expect(snapshot(root)).toEqual(before);
  });

  it('names a game after its id unless told, in every form its files need', () => {
    expect(gameNames('crazy-eights')).toEqual({ id: 'crazy-eights', title: 'Crazy Eights', camel: 'crazyEights', pascal: 'CrazyEights' });
    expect(gameNames('uno', 'Once More').title).toBe('Once More');
    expect(() => fillIn('{{id}} {{colour}}', gameNames('uno'))).toThrow(/unknown placeholder \{\{colour\}\}/);
  });
});

describe('tablewright new-game: writing', () => {
  it('writes the game and registers it in every required place of the list', async () => {
    const root = repository();
    const { code, out } = await newGame('crazy-eights', '--title', 'Crazy Eights', '--root', root);
    expect(code).toBe(0);
    expect(out).toContain(`registered in ${Object.keys(REGISTRATION_EDITS).length} shared files`);
    for (const place of GAME_REGISTRATION.filter((p) => p.required)) {
      const path = join(root, placePath(place, 'crazy-eights'));
      expect(existsSync(path), path).toBe(true);
      if (!isOwnPlace(place)) expect(registersGame(place, readFileSync(path, 'utf8'), 'crazy-eights'), place.path).toBe(true);
    }
    // The settings stay JSON, and each new schema is tied to its content file.
    const schemas = JSON.parse(readFileSync(join(root, '.vscode/settings.json'), 'utf8'))['yaml.schemas'];
    expect(schemas['schemas/crazy-eights/rules.schema.json']).toBe('content/crazy-eights/rules.yaml');
    const fixture = readFileSync(join(root, 'test/fixtures/crazy-eights/good/crazy-eights/rules.yaml'), 'utf8');
    expect(fixture).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/schemas\/crazy-eights\/rules\.schema\.json/);
  });

  it('refuses to write over a game it wrote, and writes nothing', async () => {
    const root = repository();
    expect((await newGame('crazy-eights', '--root', root)).code).toBe(0);
    const before = snapshot(root);
    const { code, err } = await newGame('crazy-eights', '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(/is taken/);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses to overwrite any file a template would write', () => {
    const root = repository();
    const templates = mkdtempSync(join(tmpdir(), 'tw-templates-'));
    made.push(templates);
    writeFileSync(join(templates, 'package.json.tmpl'), '{ "name": "{{id}}" }\n');
    writeFileSync(join(root, 'package.json'), '{}\n');
    expect(planNewGame(root, 'crazy-eights', undefined, templates)).toEqual({ problems: ['package.json exists already: new-game never overwrites a file.'] });
  });

  it('says which shared file no longer reads as it expects, and writes nothing', async () => {
    const root = repository();
    writeFileSync(join(root, 'games/registry.ts'), readFileSync(join(root, 'games/registry.ts'), 'utf8').replace('export const gameModules', 'export const modules'));
    const before = snapshot(root);
    const { code, err } = await newGame('crazy-eights', '--root', root);
    expect(code).toBe(1);
    expect(err).toMatch(/games\/registry\.ts no longer reads as new-game expects .*register crazy-eights there by hand/);
    expect(snapshot(root)).toEqual(before);
  });

  it('has an edit for every required shared place of the list, and none for a place the list does not name', () => {
    expect(SHARED.map((place) => place.path).filter((path) => !Object.hasOwn(REGISTRATION_EDITS, path))).toEqual([]);
    const named = GAME_REGISTRATION.map((place) => place.path);
    expect(Object.keys(REGISTRATION_EDITS).filter((path) => !named.includes(path))).toEqual([]);
  });
});

describe('tablewright new-game: the command line', () => {
  it('--help says what it writes and how to check it', async () => {
    const { code, out } = await newGame('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/tablewright new-game <id> \[--title "Title"\] \[--root DIR\]/);
    expect(out).toContain('docs/new-game.md');
  });

  it('asks for one id', async () => {
    const { code, err } = await newGame();
    expect(code).toBe(1);
    expect(err).toMatch(/name one game id/);
  });
});
