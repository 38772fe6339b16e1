import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { artRoot, contentRoot, ownContent } from '../ui/build/content-roots.ts';
import { cardStoryGlobs } from './card-sources.ts';
import { cardStoriesPlugin, cardStoryIndexer } from './card-stories.ts';

const PRINT_SHEETS = '../stories/cards/printed-cards.stories.tsx';

/**
 * The stories besides the cards': every one; with TW_STORYBOOK_CARDS=only each kind's print sheet
 * alone, in a third of the time (what the print-vs-screen test needs); with TW_STORYBOOK_GAME=<id>
 * that game's own stories and the print sheets (what the new-game test builds, a fifth of the
 * stories); with an artist's content (TABLEWRIGHT_CONTENT, from `tablewright storybook --content
 * DIR`) none, since the others are written against the shipped content's games and ids.
 */
function otherStories(game: string | undefined): string[] {
  if (ownContent()) return [];
  if (game !== undefined) return [`../stories/${game}/**/*.stories.@(ts|tsx)`, PRINT_SHEETS];
  return [process.env.TW_STORYBOOK_CARDS === 'only' ? PRINT_SHEETS : '../stories/**/*.stories.@(ts|tsx)'];
}

/** The one game TW_STORYBOOK_GAME names, checked to be a game folder's id (it goes into a path). */
function onlyGame(): string | undefined {
  const game = process.env.TW_STORYBOOK_GAME;
  if (game === undefined || game === '') return undefined;
  if (!/^[a-z][a-z0-9-]*$/.test(game)) throw new Error(`TW_STORYBOOK_GAME=${game}: give a game's id, e.g. robots`);
  return game;
}

/**
 * What the dev server may read with an artist's content, which may lie outside the project: Vite's
 * own default (the project, and node_modules where it is a link elsewhere) and that folder.
 */
function devServerFolders(): string[] {
  const project = fileURLToPath(new URL('../', import.meta.url));
  return [project, realpathSync(join(project, 'node_modules')), contentRoot()];
}

// Storybook's Vite builder reads the project's vite.config.ts, so the content plugin
// (virtual:tablewright/content, which reads the same TABLEWRIGHT_CONTENT and TABLEWRIGHT_ART)
// and React come from there; only the card stories are added.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs'],
  stories: [...otherStories(onlyGame()), ...cardStoryGlobs(onlyGame())],
  // Content's art paths and a template's fonts lead here: ui/public, or the artist's folder (TABLEWRIGHT_ART), as `export --art` prints them.
  staticDirs: [artRoot()],
  experimental_indexers: async (existing = []) => [...existing, cardStoryIndexer],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => mergeConfig(viteConfig, { plugins: [cardStoriesPlugin()], ...(ownContent() ? { server: { fs: { allow: devServerFolders() } } } : {}) }),
};

export default config;
