import type { CommandUsage } from '../command-flags.ts';
import { ART_FLAG, CONTENT_FLAG } from './shared-flags.ts';

export const STORYBOOK = {
  name: 'storybook',
  synopsis: ['storybook [--content DIR] [--art DIR] [--out DIR [--preview-only]] [--port P]'],
  about: `Storybook at http://127.0.0.1:6006, or a static one built into a folder. With --content, the
card stories of the games that folder holds, drawn from it and from the art and fonts in
--art, as \`export --content DIR --art DIR\` prints them: an artist's restyle seen card by
card (docs/card-templates.md).`,
  flags: {
    content: CONTENT_FLAG,
    art: ART_FLAG,
    out: { type: 'string', value: 'DIR', help: 'build a static Storybook into DIR instead of serving one' },
    'preview-only': { type: 'boolean', help: "with --out: the stories' iframe.html alone, for tests and screenshot tools" },
    port: { type: 'string', value: 'P', help: 'the port to serve on (default 6006)' },
  },
} as const satisfies CommandUsage;
