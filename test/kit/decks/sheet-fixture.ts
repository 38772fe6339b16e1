import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyContentRoot } from '../../support/content-copy.ts';
import { cards } from './cards-cli.ts';

/** A copy of a fixture content root with one deck exported to `<root>/<deck>.csv`, as a designer starts. */
export async function exportedDeck(fixture: string, game: string, deck: string) {
  const root = copyContentRoot(fixture);
  const csv = join(root, `${deck}.csv`);
  const exported = await cards(['export', game, deck, '--csv', '--out', csv, '--content', root]);
  if (exported.code !== 0) throw new Error(exported.err);
  return {
    root,
    csv,
    sheet: () => readFileSync(csv, 'utf8'),
    save: (text: string) => writeFileSync(csv, text),
    yaml: (file: string) => readFileSync(join(root, game, file), 'utf8'),
    importSheet: (...more: string[]) => cards(['import', game, deck, csv, '--content', root, ...more]),
  };
}
