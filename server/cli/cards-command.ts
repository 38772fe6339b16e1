import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { describeIdSchemaUpdate, refreshIdSchemas } from '../../games/kit/content/id-schemas.ts';
import { DEFAULT_SCHEMAS_ROOT, loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { deckCsv } from '../../games/kit/decks/deck-csv.ts';
import { openDeck, type DeckFile } from '../../games/kit/decks/deck-file.ts';
import type { DeckSpec } from '../../games/kit/decks/deck-spec.ts';
import { importDeck } from '../../games/kit/decks/import-deck.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { decksOf } from '../../games/deck-registry.ts';
import { gameModules } from '../../games/registry.ts';
import { parseCommandLine, usageLines } from './command-flags.ts';
import { CARDS } from './usage/cards-usage.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const USAGE = usageLines(CARDS);

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `tablewright cards`: a game's decks to and from a spreadsheet (CSV); 1 on a content or sheet error. */
export async function runCards(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(CARDS, args);
  const [action = 'list', ...rest] = positionals;
  const content = resolve(values.content ?? DEFAULT_CONTENT);
  if (action === 'list') return listDecks(rest, content);
  if (action !== 'export' && action !== 'import') throw new UsageError(`unknown action "${action}": write list, export or import.\n${USAGE}`);
  const [gameId, deckName, file, ...extra] = rest;
  const wanted = action === 'export' ? 2 : 3;
  if (rest.length !== wanted || extra.length > 0) throw new UsageError(`cards ${action} takes ${action === 'export' ? 'a game and a deck' : 'a game, a deck and the CSV file'}.\n${USAGE}`);
  const { module, deck } = findDeck(gameId, deckName);
  if (action === 'export') {
    if (!values.csv) throw new UsageError(`write --csv: CSV is the format a spreadsheet opens.\n${USAGE}`);
    return exportCards(module, deck, content, values.out);
  }
  if (values.out !== undefined || values.csv) throw new UsageError(`cards import reads the CSV file it is given: --out and --csv belong to cards export.\n${USAGE}`);
  return importCards(module, deck, content, file, values['dry-run'] ?? false);
}

function findDeck(gameId: string, deckName: string): { module: GameModule<any, any>; deck: DeckSpec } {
  const module = gameModules.find((m) => m.id === gameId);
  if (!module) throw new UsageError(`unknown game "${gameId}": write one of ${gameModules.map((m) => m.id).join(', ')}.`);
  const decks = decksOf(module.id);
  const deck = decks.find((d) => d.name === deckName);
  if (!deck) throw new UsageError(`${module.title} has no deck "${deckName}": write one of ${decks.map((d) => d.name).join(', ')} (tablewright cards list ${module.id}).`);
  return { module, deck };
}

function listDecks(games: string[], content: string): number {
  if (games.length > 1) throw new UsageError(`cards list takes one game at most.\n${USAGE}`);
  const modules = games.length === 0 ? gameModules : [findGame(games[0])];
  for (const module of modules) {
    say(`${module.id} (${module.title}):`);
    for (const spec of decksOf(module.id)) {
      const deck = openDeck(content, DEFAULT_SCHEMAS_ROOT, module, spec);
      const what = 'problem' in deck ? deck.problem : `${plural(deck.entries.length, 'card')} in ${relative(process.cwd(), deck.path)} (${spec.list}); ${deck.shape.columns.length} columns${keptNote(deck)}`;
      say(`  ${spec.name.padEnd(12)} ${spec.title}: ${what}`);
    }
  }
  say(`Export one with: tablewright cards export <game> <deck> --csv --out <deck>.csv`);
  return 0;
}

function findGame(id: string): GameModule<any, any> {
  const module = gameModules.find((m) => m.id === id);
  if (!module) throw new UsageError(`unknown game "${id}": write one of ${gameModules.map((m) => m.id).join(', ')}.`);
  return module;
}

const keptNote = (deck: DeckFile) => (deck.shape.yamlOnly.length > 0 ? `; kept in the YAML only: ${deck.shape.yamlOnly.map((f) => f.name).join(', ')}` : '');

function exportCards(module: GameModule<any, any>, spec: DeckSpec, content: string, out: string | undefined): number {
  const loaded = loadGameContent(content, [module]);
  if (loaded.errors.length > 0) {
    for (const error of loaded.errors) complain(formatContentError(error));
    complain(`tablewright cards: ${plural(loaded.errors.length, 'content error')}; nothing was exported. Fix them first (tablewright validate --game ${module.id}).`);
    return 1;
  }
  const deck = openDeck(content, DEFAULT_SCHEMAS_ROOT, module, spec);
  if ('problem' in deck) {
    complain(`tablewright cards: ${deck.problem}.`);
    return 1;
  }
  const { csv, unheld } = deckCsv(deck);
  if (unheld.length > 0) {
    complain(`tablewright cards: a cell cannot hold these lists, as an item has a comma or spaces at an end: ${unheld.join('; ')}. Reword the items in ${relative(process.cwd(), deck.path)}; nothing was exported.`);
    return 1;
  }
  if (out === undefined) {
    process.stdout.write(csv);
    return 0;
  }
  try {
    // The byte order mark tells Excel the file is UTF-8; the other spreadsheets skip it.
    writeFileSync(out, `\uFEFF${csv}`);
  } catch (error) {
    complain(`tablewright cards: cannot write ${out} (${(error as Error).message}): give --out a file in a folder that exists.`);
    return 1;
  }
  complain(`Wrote ${plural(deck.entries.length, 'card')} of ${module.title} ${spec.name} to ${out}: columns ${deck.shape.columns.map((c) => c.name).join(', ')}${keptNote(deck)} (joined back by id on import).`);
  return 0;
}

function importCards(module: GameModule<any, any>, spec: DeckSpec, content: string, csvPath: string, dryRun: boolean): number {
  if (!existsSync(csvPath) || !statSync(csvPath).isFile()) {
    complain(`tablewright cards: ${csvPath} is not a file: give the CSV saved from the spreadsheet.`);
    return 1;
  }
  const deck = openDeck(content, DEFAULT_SCHEMAS_ROOT, module, spec);
  if ('problem' in deck) {
    complain(`tablewright cards: ${deck.problem}.`);
    return 1;
  }
  const csvFile = relative(process.cwd(), resolve(csvPath)) || csvPath;
  const outcome = importDeck({ contentRoot: content, schemasRoot: DEFAULT_SCHEMAS_ROOT, module, deck, csvFile, csvBytes: readFileSync(csvPath) });
  const yamlFile = relative(process.cwd(), deck.path);
  if ('errors' in outcome) {
    for (const line of outcome.errors) complain(line);
    complain(`tablewright cards: ${plural(outcome.errors.length, 'error')}; ${yamlFile} was not changed.`);
    return 1;
  }
  if (outcome.text === deck.text) {
    say(`${yamlFile} already holds what ${csvFile} says: nothing to change.`);
    return 0;
  }
  const what = [
    outcome.changed.length > 0 ? `changed ${plural(outcome.changed.length, 'card')} (${outcome.changed.join(', ')})` : '',
    outcome.added.length > 0 ? `added ${outcome.added.length} (${outcome.added.join(', ')})` : '',
    outcome.removed.length > 0 ? `removed ${outcome.removed.length} (${outcome.removed.join(', ')})` : '',
  ].filter(Boolean);
  if (dryRun) {
    say(`Would update ${yamlFile} from ${csvFile}: ${what.join('; ')}. Nothing was written (--dry-run).`);
    return 0;
  }
  writeFileSync(deck.path, outcome.text);
  say(`Updated ${yamlFile} from ${csvFile}: ${what.join('; ')}.`);
  // The editor's id lists follow the shipped content, as validate keeps them.
  if (resolve(content) === resolve(DEFAULT_CONTENT)) for (const update of refreshIdSchemas(content, DEFAULT_SCHEMAS_ROOT)) say(describeIdSchemaUpdate(update));
  return 0;
}
