import type { CommandUsage } from '../command-flags.ts';

export const NEW_GAME = {
  name: 'new-game',
  synopsis: ['new-game <id> [--title "Title"] [--root DIR]'],
  about: `Write a new card game that plays at once: its module (games/<id>/), content and schemas,
a fixture copy, rules doc, table, story and rules test, and its line in every shared place
of games/kit/game-registration.ts. <id> is kebab-case (crazy-eights). Writes nothing when
the id is taken or reserved, or when any file it would write exists. Then: npm run typecheck,
npx vitest run test/<id>, npm run validate -- --game <id>, npm run simulate -- <id> --games 200
(docs/new-game.md).`,
  flags: {
    title: { type: 'string', value: '"Title"', help: "what players read (default: the id's words capitalised)" },
    root: { type: 'string', value: 'DIR', help: 'the repository to write into (default this one)' },
  },
  positionals: true,
} as const satisfies CommandUsage;
