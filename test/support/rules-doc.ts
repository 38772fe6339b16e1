import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Game } from 'boardgame.io';

const TEST_ROOT = fileURLToPath(new URL('../', import.meta.url));
const DOCS = fileURLToPath(new URL('../../docs/rules/', import.meta.url));

/** A rule's test as the rules document names it: `file.test.ts > test name`. */
export interface TestReference {
  file: string;
  name: string;
}

/**
 * docs/rules/<game>.md and the tests it names. A bare file name is in test/<game>/; a path is
 * relative to test/ (the network tests live in test/server/).
 */
export function rulesDoc(game: string): { doc: string; references: TestReference[]; missing(): TestReference[] } {
  const doc = readFileSync(join(DOCS, `${game}.md`), 'utf8');
  const references = [...doc.matchAll(/`([\w./-]+\.test\.ts) > ([^`]+)`/g)].map(([, file, name]) => ({ file, name }));
  const pathOf = (file: string) => join(TEST_ROOT, file.includes('/') ? file : join(game, file));
  return {
    doc,
    references,
    missing: () =>
      references.filter(({ file, name }) => {
        if (!existsSync(pathOf(file))) return true;
        const source = readFileSync(pathOf(file), 'utf8');
        // it('name'  or, for a table of cases, it.each(...)('name with %s'
        return ![`it('${name}'`, `it("${name}"`, `test('${name}'`, `)('${name}'`].some((call) => source.includes(call));
      }),
  };
}

/** Every move of a game: its moves, and its stages' (a card's decision stage has `decide`). */
export function movesOf(game: Game): string[] {
  const stageMoves = Object.values(game.turn?.stages ?? {}).flatMap((stage) => Object.keys(stage.moves ?? {}));
  return [...new Set([...Object.keys(game.moves ?? {}), ...stageMoves])];
}
