import type { CommandUsage } from '../command-flags.ts';
import { ART_FLAG, CONTENT_FLAG } from './shared-flags.ts';

export const EXPORT = {
  name: 'export',
  synopsis: [
    'export <game> --format pdf|tts|png [--set one-each|whole-game] [--players N] [--size poker|bridge|tarot|mini|WxH[mm|cm|in]] [--paper a4|letter] [--backs duplex|duplex-short|none] [--marks on|off] [--out DIR] [--content DIR] [--art DIR] [--public-url URL]',
  ],
  about: `Draw every card with the table's own components in Chromium: a print-and-play PDF (3 mm
bleed, crop marks, backs for long-edge duplex), Tabletop Simulator deck sheets with the saved
object to import, or a 300 dpi PNG per card (docs/export.md).`,
  flags: {
    format: { type: 'string', value: 'pdf|tts|png', help: 'what to write' },
    set: { type: 'string', value: 'one-each|whole-game', help: 'every design once (PNG default), or every card a game needs (PDF and TTS default)' },
    players: { type: 'string', value: 'N', help: "with whole-game, where the box depends on the table (Are You A Robot?'s packs, 3 Laws' faction deck): for N players (default the largest table)" },
    size: { type: 'string', value: 'NAME|WxH', help: 'the card size: a name, or a width and height, e.g. 70x110 (mm) or 2.5x3.5in' },
    paper: { type: 'string', value: 'a4|letter', help: 'the PDF\'s paper (default a4)' },
    backs: { type: 'string', value: 'duplex|duplex-short|none', help: 'PDF: backs behind the faces, flipped on the long edge (default), the short edge, or none' },
    marks: { type: 'string', value: 'on|off', help: 'PDF: crop marks (default on)' },
    out: { type: 'string', value: 'DIR', help: 'where to write (default export/<game>)' },
    content: CONTENT_FLAG,
    art: ART_FLAG,
    'public-url': { type: 'string', value: 'URL', help: 'TTS: the address players reach `serve` at; the saved object then loads its images from it' },
  },
  positionals: true,
} as const satisfies CommandUsage;
