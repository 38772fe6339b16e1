import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../games/registry.ts';
import { hasTable, loadTable, type GameTable } from '../../ui/boards/board-registry.ts';
import { printedCardListOf } from '../../ui/boards/printed-card-lists.ts';

const REGISTRY = readFileSync('ui/boards/board-registry.ts', 'utf8');

/** The game's table file: the one in its folder that exports the `entry` its chunk hands a match. */
function tableFileOf(id: string): string | undefined {
  const files = readdirSync(`ui/boards/${id}`).filter((f) => f.endsWith('.tsx'));
  return files.find((f) => readFileSync(`ui/boards/${id}/${f}`, 'utf8').includes('\nexport const entry = '));
}

// The UI finds each game's table in a chunk of its own and its printed cards apart from its
// rules (docs/ui.md, "One chunk per game"): both must say what the game's module says.
describe('each game in the UI: its table chunk and its printed cards', () => {
  it.each(gameModules.map((m) => [m.id, m] as const))('%s: the registry imports its table file, whose entry holds its own module; the lobby draws its cards with its module’s printedCards', async (id, module) => {
    expect(printedCardListOf(id)).toBe(module.printedCards);
    expect(hasTable(id)).toBe(true);
    const file = tableFileOf(id);
    expect(file, `a file in ui/boards/${id} exporting entry`).toBeDefined();
    expect(REGISTRY).toContain(`import('./${id}/${file}')`);
    // The match shell loadTable adds needs the built UI (its content module): test/e2e/basic-match.test.ts loads it.
    const { entry } = (await import(`../../ui/boards/${id}/${file}`)) as { entry: GameTable };
    expect(entry.module).toBe(module);
    expect(entry.table).toBeTypeOf('function');
    expect(entry.attention).toBeTypeOf('function');
  });

  it('knows no game by a name that is not one, the prototype’s included', () => {
    for (const id of ['chess', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(hasTable(id), id).toBe(false);
      expect(loadTable(id), id).toBeUndefined();
      expect(printedCardListOf(id), id).toBeUndefined();
    }
  });
});
