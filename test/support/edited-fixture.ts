import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import type { ContentModule } from '../../games/kit/content/load-game-content.ts';
import { copyContentRoot } from './content-copy.ts';

/** One edit a designer makes: in `file` of the game's folder, the first `from` becomes `to`. */
export type FixtureEdit = [file: string, from: string, to: string];

/**
 * A fixture tree of one game (`<root>/<game id>/`), copied to a temporary folder, edited, and
 * loaded: the errors as validate prints them, the copy's game folder written `<game>`. Throws
 * when an edit's `from` is not in its file, so a fixture that changes cannot make a test pass
 * by editing nothing.
 */
export function errorsAfterEdits(fixtureRoot: string, module: ContentModule, edits: readonly FixtureEdit[]): string[] {
  const root = copyContentRoot(fixtureRoot, [module.id]);
  try {
    for (const [file, from, to] of edits) {
      const path = join(root, module.id, file);
      const text = readFileSync(path, 'utf8');
      if (!text.includes(from)) throw new Error(`${fixtureRoot}/${module.id}/${file} does not hold ${JSON.stringify(from)}`);
      writeFileSync(path, text.replace(from, to));
    }
    const shown = relative(process.cwd(), join(root, module.id));
    return loadGameContent(root, [module]).errors.map(formatContentError).map((line) => line.replace(shown, '<game>'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
