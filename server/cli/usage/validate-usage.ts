import type { CommandUsage } from '../command-flags.ts';
import { ART_FLAG, CONTENT_FLAG } from './shared-flags.ts';

export const VALIDATE = {
  name: 'validate',
  synopsis: ['validate [--content DIR] [--art DIR] [--game ID ...] [--format text|json] [--max-errors N]'],
  about: `Check every content file (of every game, or of the games named) against its schema and
each game's rules; exit 1 on any error. Laws over talk are checked for sense: a law no
message keeps is an error; laws the deal can put in force together that no message keeps
all at once, and a law no message breaks, are warnings. Rewrites a stale schemas/<game>/ids/
schema and says so.`,
  flags: {
    content: CONTENT_FLAG,
    art: ART_FLAG,
    game: { type: 'string', multiple: true, value: 'ID', help: 'check only this game (every game by default)' },
    format: { type: 'string', value: 'text|json', help: 'json prints the errors as JSON on stdout, the warnings on stderr (default text)' },
    'max-errors': { type: 'string', value: 'N', help: 'print the first N errors (default 50) and a count of the rest per file and kind' },
  },
} as const satisfies CommandUsage;
