import { describe, expect, it } from 'vitest';
import { gameModules } from '../../games/registry.ts';
import { hasTable, loadTable, type GameTable } from '../../ui/boards/board-registry.ts';
import { printedCardListOf } from '../../ui/boards/printed-card-lists.ts';

// The UI finds each game's table in a chunk of its own and its printed cards apart from its
// rules (docs/ui.md, "One chunk per game"): both lists must say what the game's module says.
describe('each game in the UI: its table chunk and its printed cards', () => {
  it.each(gameModules.map((m) => [m.id, m] as const))('%s: its table-entry.ts holds its own module, and the lobby draws its cards with its module’s printedCards', async (id, module) => {
    expect(printedCardListOf(id)).toBe(module.printedCards);
    expect(hasTable(id)).toBe(true);
    // The registry's import of this file is held by test/kit/game-registration.test.ts; the match shell it adds needs the built UI (test/e2e/basic-match.test.ts).
    const { entry } = (await import(`../../ui/boards/${id}/table-entry.ts`)) as { entry: GameTable };
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
