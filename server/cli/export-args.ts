import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ART_ROOT } from '../../games/kit/cards/check-art.ts';
import { cardSizeProblem, parseCardSize } from '../../games/kit/cards/card-size-check.ts';
import type { CardSize } from '../../games/kit/cards/card-sizes.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { PRINT_SETS, type PrintSetName } from '../../games/kit/export/print-set.ts';
import { BACKS, type Backs, type SheetChoices } from '../../games/kit/export/sheet-choices.ts';
import { PAPERS, type PaperName } from '../../games/kit/export/sheet-layout.ts';
import { publicUrlOf } from '../../games/kit/export/tts-files.ts';
import { PLAYER_COUNTS } from '../../games/print-counts.ts';
import { gameModules } from '../../games/registry.ts';
import { parseCommandLine, usageLines, type FlagValues } from './command-flags.ts';
import { EXPORT } from './usage/export-usage.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
export const FORMATS = ['pdf', 'tts', 'png'] as const;
export type Format = (typeof FORMATS)[number];

const EXPORT_USAGE = usageLines(EXPORT);

export interface ExportOptions {
  module: GameModule;
  format: Format;
  size?: CardSize;
  sheets: SheetChoices;
  set: PrintSetName;
  players?: number;
  out: string;
  content: string;
  /** An artist's art and fonts folder, ui/public by default. */
  art: string;
  /** The address players reach `tablewright serve` at, without a trailing slash (TTS only). */
  publicUrl?: string;
}

type ExportValues = FlagValues<typeof EXPORT.flags>;

/** `tablewright export`'s command line, every value checked; a UsageError says what to write instead. */
export function parseExportArgs(args: string[]): ExportOptions {
  if (args.some((arg) => arg.startsWith('--base-url'))) throw new UsageError(`--base-url is gone: write --public-url with the address players reach \`tablewright serve\` at, which hands out the images at /tts/<game>/<file> (docs/export.md).`);
  const { values, positionals } = parseCommandLine(EXPORT, args);
  const known = gameModules.map((m) => m.id);
  if (positionals.length !== 1) throw new UsageError(`name one game (${known.join(', ')}).\n${EXPORT_USAGE}`);
  const module = gameModules.find((m) => m.id === positionals[0]);
  if (!module) throw new UsageError(`unknown game "${positionals[0]}": write one of ${known.join(', ')}.`);
  const format = values.format;
  if (!format || !(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be pdf, tts or png${format ? `, not "${format}"` : ''}.`);
  const paper = values.paper ?? 'a4';
  if (!Object.hasOwn(PAPERS, paper)) throw new UsageError(`--paper must be a4 or letter, not "${paper}".`);
  // Only a PDF has paper for the card to fit on; TTS and PNG draw a card alone at any size.
  const size = values.size === undefined ? undefined : checkedSize(values.size, format === 'pdf' ? [paper as PaperName] : []);
  const sheets = sheetChoices(values, format as Format, paper as PaperName);
  const set = values.set ?? (format === 'png' ? 'one-each' : 'whole-game');
  if (!(PRINT_SETS as readonly string[]).includes(set)) throw new UsageError(`--set must be one-each (every design once) or whole-game (every card a game needs), not "${set}".`);
  const players = values.players === undefined ? undefined : checkedPlayers(values.players, module, set as PrintSetName);
  const publicUrl = values['public-url'] === undefined ? undefined : publicUrlOf(values['public-url']);
  if (publicUrl && 'problem' in publicUrl) throw new UsageError(`${publicUrl.problem}.`);
  if (publicUrl && format !== 'tts') throw new UsageError('--public-url only changes a TTS export (--format tts).');
  return { module, format: format as Format, size, sheets, set: set as PrintSetName, players, out: resolve(values.out ?? `export/${module.id}`), content: values.content ?? DEFAULT_CONTENT, art: resolve(values.art ?? DEFAULT_ART_ROOT), publicUrl: publicUrl?.url };
}

function checkedSize(text: string, papers: PaperName[]): CardSize {
  const parsed = parseCardSize(text);
  if ('error' in parsed) throw new UsageError(parsed.error);
  const problem = cardSizeProblem(parsed.size, papers, 'flag');
  if (problem) throw new UsageError(`--size ${text}: ${problem.message}`);
  return parsed.size;
}

function sheetChoices(values: ExportValues, format: Format, paper: PaperName): SheetChoices {
  for (const flag of ['backs', 'marks'] as const) {
    if (values[flag] !== undefined && format !== 'pdf') throw new UsageError(`--${flag} shapes the sheets of a PDF: leave it out with --format ${format}.`);
  }
  const backs = values.backs ?? 'duplex';
  if (!(BACKS as readonly string[]).includes(backs)) throw new UsageError(`--backs must be duplex (backs behind the faces, flip on the long edge), duplex-short (flip on the short edge) or none (faces only), not "${backs}".`);
  const marks = values.marks ?? 'on';
  if (marks !== 'on' && marks !== 'off') throw new UsageError(`--marks must be on or off, not "${marks}".`);
  return { paper, backs: backs as Backs, marks: marks === 'on' };
}

/** The count is checked against the game's player range once the content is loaded (checkPlayersFor). */
function checkedPlayers(text: string, module: GameModule, set: PrintSetName): number {
  if (set !== 'whole-game') throw new UsageError(`--players counts the cards of the whole game: leave it out with --set one-each.`);
  if (!Object.hasOwn(PLAYER_COUNTS, module.id)) throw new UsageError(`--players: the whole ${module.title} game is the same box whatever the table; leave --players out.`);
  if (!/^\d+$/.test(text)) throw new UsageError(`--players must be a whole number of players, e.g. --players 6, not "${text}".`);
  return Number(text);
}

/** Refuses a --players the game's content does not seat, naming the counts it does. */
export function checkPlayersFor(options: ExportOptions, content: unknown): void {
  if (options.players === undefined) return;
  const { min, max } = PLAYER_COUNTS[options.module.id].players(content);
  if (options.players < min || options.players > max) throw new UsageError(`--players: ${options.module.title} seats ${min} to ${max} players, not ${options.players}.`);
}
