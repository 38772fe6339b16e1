import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_DECKS } from '../../../games/deck-registry.ts';
import { copyContentRoot } from '../../support/content-copy.ts';
import { cards } from './cards-cli.ts';

// The one test on content/: the shipped decks are its subject. It works on a copy, so a
// failure leaves content/ as it was.
const root = copyContentRoot('content');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const game of readdirSync(root)) for (const file of readdirSync(join(root, game))) files.set(join(game, file), readFileSync(join(root, game, file), 'utf8'));
  return files;
}

describe('every shipped deck, out to a sheet and back', () => {
  it('leaves every content file byte-identical', async () => {
    const before = snapshot();
    for (const [game, decks] of Object.entries(GAME_DECKS)) {
      for (const deck of decks) {
        const csv = join(root, `${game}-${deck.name}.csv`);
        const exported = await cards(['export', game, deck.name, '--csv', '--out', csv, '--content', root]);
        expect(exported, `${game} ${deck.name}`).toMatchObject({ code: 0 });
        // As a spreadsheet saves it: Excel's CRLF line ends.
        writeFileSync(csv, readFileSync(csv, 'utf8').replace(/\n/g, '\r\n'));
        const imported = await cards(['import', game, deck.name, csv, '--content', root]);
        expect(imported, `${game} ${deck.name}`).toMatchObject({ code: 0, err: '' });
        expect(imported.out).toMatch(/nothing to change/);
        rmSync(csv);
      }
    }
    expect(snapshot()).toEqual(before);
  });
});
