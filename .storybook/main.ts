import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { CARD_SOURCES } from './card-sources.ts';
import { cardStoriesPlugin, cardStoryIndexer } from './card-stories.ts';

// Storybook's Vite builder reads the project's vite.config.ts, so the content plugin
// (virtual:tablewright/content) and React come from there; only the card stories are added.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs'],
  // TW_STORYBOOK_CARDS=only builds the card stories and each kind's print sheet alone, in a third of the time: what the print-vs-screen test needs.
  stories: [process.env.TW_STORYBOOK_CARDS === 'only' ? '../stories/cards/printed-cards.stories.tsx' : '../stories/**/*.stories.@(ts|tsx)', ...CARD_SOURCES.map((s) => s.glob)],
  staticDirs: ['../ui/public'],
  experimental_indexers: async (existing = []) => [...existing, cardStoryIndexer],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => mergeConfig(viteConfig, { plugins: [cardStoriesPlugin()] }),
};

export default config;
