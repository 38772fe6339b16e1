import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../../games/registry.ts';
import { importShippedGame } from '../../../games/shipped-game.ts';

/** The project files `file` reaches by static imports (`import ... from` and `export ... from`), itself included. */
function staticallyReached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)) {
    const target = resolve(dirname(file), spec);
    if (existsSync(target)) staticallyReached(target, seen);
  }
  return seen;
}

const reached = (file: string) => [...staticallyReached(resolve(file))].map((path) => relative(process.cwd(), path));
const otherGames = (files: string[], own: string) => files.filter((f) => f === 'games/registry.ts' || gameModules.some((m) => m.id !== own && f.startsWith(`games/${m.id}/`)));

describe('a simulated game imports only itself', () => {
  // The registry imports every game: about 0.4 s of CPU before the first move, in the command and in each worker thread.
  it('the simulate command and its worker reach no game folder and not the registry until a game is chosen', () => {
    expect(otherGames(reached('server/cli/simulate-command.ts'), '')).toEqual([]);
    expect(otherGames(reached('games/kit/simulate/play-chunk.ts'), '')).toEqual([]);
  });

  it.each(gameModules.map((m) => m.id))('%s is imported from its folder, reaching no other game', async (id) => {
    expect(await importShippedGame(id)).toBe(gameModules.find((m) => m.id === id));
    expect(otherGames(reached(`games/${id}/index.ts`), id)).toEqual([]);
  });

  it.each(['../registry', 'kit', 'constructor', '__proto__', 'Robots', 'robots/index.ts', ''])('%j is no shipped game', async (id) => {
    expect(await importShippedGame(id)).toBeUndefined();
  });
});
