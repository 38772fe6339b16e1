import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_MENTIONS, GAME_REGISTRATION, isOwnPlace, namesGame, placePath, registersGame } from '../../games/kit/game-registration.ts';
import { gameModules } from '../../games/registry.ts';

const ids = gameModules.map((m) => m.id);
/** The repository's own files (no node_modules, no build output), walked rather than asked of git, so a copy without .git reads the same. */
const TOP = ['games', 'ui', 'server', 'stories', 'test', 'schemas', 'content', 'docs', 'bin', '.storybook', '.vscode', '.ci', 'README.md', 'package.json', 'vite.config.ts', 'vitest.config.ts'];
const filesUnder = (path: string): string[] => (statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => filesUnder(join(path, name))) : [path]);
const repositoryFiles = TOP.filter((top) => existsSync(top)).flatMap(filesUnder);
const shared = GAME_REGISTRATION.filter((place) => !isOwnPlace(place));
const read = (file: string) => readFileSync(file, 'utf8');

/** A game's own files say its id all over; only files outside every game's folders can be lists of games. */
const inOwnFolder = (file: string) => ids.some((id) => file.split('/').includes(id) || file.startsWith(`docs/rules/${id}.`));
const isText = (text: string) => !text.includes('\0');

describe('the registration list (games/kit/game-registration.ts)', () => {
  it.each(ids)('%s is in every required place', (id) => {
    const missing = GAME_REGISTRATION.filter((place) => place.required).filter((place) => {
      const path = placePath(place, id);
      return isOwnPlace(place) ? !existsSync(path) : !registersGame(place, read(path), id);
    });
    expect(missing.map((place) => `${placePath(place, id)}: ${place.what}`)).toEqual([]);
  });

  it('names only files that exist, each once, and says what goes in each', () => {
    for (const place of shared) expect(existsSync(place.path), place.path).toBe(true);
    for (const file of Object.keys(GAME_MENTIONS)) expect(existsSync(file), file).toBe(true);
    const paths = [...GAME_REGISTRATION.map((p) => p.path), ...Object.keys(GAME_MENTIONS)];
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    for (const place of GAME_REGISTRATION) expect(place.what.length, place.path).toBeGreaterThan(10);
  });

  it('names every file that lists games: one naming three or more shipped games is a place or a mention', () => {
    const named = new Set([...shared.map((p) => p.path), ...Object.keys(GAME_MENTIONS)]);
    const unnamed = repositoryFiles
      .filter((file) => !inOwnFolder(file) && !named.has(file))
      .filter((file) => {
        const text = read(file);
        return isText(text) && ids.filter((id) => namesGame(text, id)).length >= 3;
      });
    const advice = unnamed.map(
      (file) => `${file} names several games: add it to GAME_REGISTRATION in games/kit/game-registration.ts (a place a new game registers) or to GAME_MENTIONS (it only gives examples)`,
    );
    expect(advice).toEqual([]);
  });

  it('reads an id as a whole word: robots is not named by evil-robots', () => {
    expect(namesGame("'evil-robots': evilDecks", 'robots')).toBe(false);
    expect(namesGame("robots: robotsDecks, 'evil-robots'", 'robots')).toBe(true);
    expect(namesGame('content/robots/deck.yaml', 'robots')).toBe(true);
  });
});
