import type { CommandUsage } from '../command-flags.ts';
import { CONTENT_FLAG } from './shared-flags.ts';

export const CARDS = {
  name: 'cards',
  synopsis: ['cards [list [<game>]]', 'cards export <game> <deck> --csv [--out FILE] [--content DIR]', 'cards import <game> <deck> FILE.csv [--content DIR] [--dry-run]'],
  about: `A deck in a spreadsheet: list each game's decks, write one as CSV (stdout, or FILE), or write
a CSV saved from Excel, LibreOffice or Google Sheets back into the deck's YAML, checked as
validate checks it first; errors say FILE.csv:row:column (docs/content-guide.md).`,
  flags: {
    csv: { type: 'boolean', help: 'export as CSV, the format a spreadsheet opens' },
    out: { type: 'string', value: 'FILE', help: 'write the CSV to FILE (default stdout)' },
    content: CONTENT_FLAG,
    'dry-run': { type: 'boolean', help: 'import: say what would change, write nothing' },
  },
  positionals: true,
} as const satisfies CommandUsage;
