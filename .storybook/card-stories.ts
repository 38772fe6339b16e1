import { resolve } from 'node:path';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { contentRoot } from '../ui/build/content-roots.ts';
import { readCards, sourceFor, type CardEntry } from './card-sources.ts';

const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * One story per card, straight from content (card-sources.ts says which files list cards):
 * the indexer lists the stories for Storybook's sidebar, and the Vite plugin turns the same
 * YAML into a CSF module. A card added to the YAML appears without touching TypeScript. The
 * content is content/, or an artist's folder (TABLEWRIGHT_CONTENT): its YAML files, by their
 * absolute path as Storybook gives it.
 */
export const CARD_FILES = new RegExp(`^${escaped(contentRoot())}/[^/]+/[^/]+\\.yaml$`);

function exportNames(cards: CardEntry[]): string[] {
  const used = new Set<string>();
  return cards.map((card) => {
    const pascal = card.id.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
    let name = /^[A-Za-z]/.test(pascal) ? pascal : `Card${pascal}`;
    while (used.has(name)) name = `${name}_`;
    used.add(name);
    return name;
  });
}

export const cardStoryIndexer: Indexer = {
  test: CARD_FILES,
  createIndex: async (fileName) => {
    const source = sourceFor(fileName);
    if (!source) return [];
    const { game, cards } = readCards(fileName, source);
    const names = exportNames(cards);
    return cards.map((card, i) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: names[i],
      name: card.name,
      title: source.title(game),
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
      const source = sourceFor(file);
      if (!source) return undefined;
      const { game, cards } = readCards(resolve(file), source);
      const names = exportNames(cards);
      const stories = cards
        .map((card, i) => `export const ${names[i]} = { name: ${JSON.stringify(card.name)}, args: { game: ${JSON.stringify(game)}, ${source.idArg ?? 'cardId'}: ${JSON.stringify(card.id)} } };`)
        .join('\n');
      const { file: component, name } = source.component;
      return {
        code: `import { ${name} } from ${JSON.stringify(component)};
export default { title: ${JSON.stringify(source.title(game))}, component: ${name}, tags: ['card'], parameters: { layout: 'centered' }, argTypes: { size: { control: 'inline-radio', options: ['regular', 'small', 'tiny'] } } };
${stories}
`,
        map: null,
      };
    },
  };
}
