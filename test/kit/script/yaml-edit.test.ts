import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGameContent } from '../../../games/kit/content/load-game-content.ts';
import type { ToyContent } from '../../fixtures/script/toy-state.ts';
import { TOY_CONTENT, TOY_SCHEMAS, toyContentModule } from '../../fixtures/script/toy-module.ts';
import { G, toyClient } from './toy-client.ts';

const scratch = mkdtempSync(join(tmpdir(), 'tablewright-script-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The good fixture with `edit` applied, loaded by the real loader from a scratch folder. */
function loadEdited(name: string, edit: (yaml: string) => string): ToyContent {
  const folder = join(scratch, name, 'script-toy');
  mkdirSync(folder, { recursive: true });
  const schemaRef = relative(folder, resolve(TOY_SCHEMAS, 'script-toy', 'cards.schema.json'));
  const original = readFileSync(join(TOY_CONTENT, 'good', 'script-toy', 'cards.yaml'), 'utf8');
  const text = edit(original).replace(/^# yaml-language-server: \$schema=.*$/m, `# yaml-language-server: $schema=${schemaRef}`);
  writeFileSync(join(folder, 'cards.yaml'), text);
  const { games, errors } = loadGameContent(join(scratch, name), [toyContentModule], { schemasRoot: TOY_SCHEMAS });
  expect(errors).toEqual([]);
  return games[0].content as ToyContent;
}

const table = { deck: ['red-4', 'red-5', 'red-6', 'red-7', 'red-8'], hands: { '0': ['red-1', 'blue-2', 'red-9'], '1': ['blue-1'], '2': ['blue-3'] } };

describe('a designer changes an ability in YAML alone', () => {
  it('draw: { count: 2 } to 3 draws three', () => {
    for (const count of [2, 3]) {
      const content = loadEdited(`count-${count}`, (yaml) => yaml.replace('- draw: { count: 2 }', `- draw: { count: ${count} }`));
      const client = toyClient(content, table);
      client.moves.play('red-1');
      expect(G(client).hands['0']).toHaveLength(2 + count);
    }
  });

  it('moving the script to another card moves the ability', () => {
    const content = loadEdited('moved', (yaml) => {
      const block = /( {4}script:\n {6}- draw: \{ count: 2 \}\n(?: {6,}.*\n)+?)(?= {2}- suit)/.exec(yaml)![1];
      return yaml.replace(block, '').replace('    text: Nothing happens.\n', `    text: Nothing happens.\n${block}`);
    });
    const client = toyClient(content, table);
    client.moves.play('red-1');
    expect(G(client).hands['0']).toEqual(['blue-2', 'red-9']);
    client.moves.play('blue-2');
    expect(G(client).hands['0']).toEqual(['red-9', 'red-4', 'red-5']);
    expect(G(client).scripts.running!.pending).toMatchObject({ prompt: 'Discard a card', min: 1, max: 1 });
  });
});
