import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

/**
 * One story per card, straight from each game's content/<game>/cards.yaml: the indexer lists
 * the stories for Storybook's sidebar, and the Vite plugin turns the same YAML into a CSF
 * module. A card added to the YAML appears without touching TypeScript.
 */
export const CARD_FILES = /content\/[^/]+\/cards\.yaml$/;

const CONTENT_CARD = fileURLToPath(new URL('../stories/cards/content-card.tsx', import.meta.url));

interface CardEntry {
  id: string;
  name: string;
  exportName: string;
}

function readCards(file: string): { game: string; cards: CardEntry[] } {
  const game = basename(dirname(file));
  const data = parse(readFileSync(file, 'utf8')) as { cards?: { id?: unknown; name?: unknown }[] } | null;
  const used = new Set<string>();
  const cards = (data?.cards ?? [])
    .filter((card): card is { id: string; name?: unknown } => typeof card?.id === 'string')
    .map((card) => {
      const exportName = uniqueExportName(card.id, used);
      return { id: card.id, name: typeof card.name === 'string' ? card.name : card.id, exportName };
    });
  return { game, cards };
}

function uniqueExportName(id: string, used: Set<string>): string {
  const pascal = id.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  let name = /^[A-Za-z]/.test(pascal) ? pascal : `Card${pascal}`;
  while (used.has(name)) name = `${name}_`;
  used.add(name);
  return name;
}

const titleFor = (game: string) => `Cards/${game}`;

export const cardStoryIndexer: Indexer = {
  test: CARD_FILES,
  createIndex: async (fileName) => {
    const { game, cards } = readCards(fileName);
    return cards.map((card) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: card.exportName,
      name: card.name,
      title: titleFor(game),
      tags: ['card'],
    }));
  },
};

export function cardStoriesPlugin(): Plugin {
  return {
    name: 'tablewright-card-stories',
    enforce: 'pre',
    transform(_code, id) {
      const file = id.split('?')[0];
      if (!CARD_FILES.test(file)) return undefined;
      const { game, cards } = readCards(resolve(file));
      const stories = cards
        .map((card) => `export const ${card.exportName} = { name: ${JSON.stringify(card.name)}, args: { game: ${JSON.stringify(game)}, cardId: ${JSON.stringify(card.id)} } };`)
        .join('\n');
      return {
        code: `import { ContentCard } from ${JSON.stringify(CONTENT_CARD)};
export default { title: ${JSON.stringify(titleFor(game))}, component: ContentCard, parameters: { layout: 'centered' }, argTypes: { size: { control: 'inline-radio', options: ['regular', 'small', 'tiny'] } } };
${stories}
`,
        map: null,
      };
    },
  };
}
