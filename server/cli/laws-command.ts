import { fileURLToPath } from 'node:url';
import { gameModules } from '../../games/registry.ts';
import { closestWord } from '../../games/kit/content/closest-word.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { TalkLaw, TalkLawBook } from '../../games/kit/talk/law-book.ts';
import { parseCommandLine, usageLines } from './command-flags.ts';
import { LAWS } from './usage/laws-usage.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));

const LAWS_USAGE = usageLines(LAWS);

/** One law's ruling on the sentence: `keeps`, `BREAKS`, or a law the words alone do not decide. */
interface Ruling {
  mark: 'keeps' | 'BREAKS' | 'vote' | 'table' | 'n/a';
  law: TalkLaw;
  said: string[];
}

/**
 * `tablewright laws try`: the engine's own ruling on a sentence under each law in force (every
 * law of the content by default). 0 when it keeps them all, 1 when it breaks one, 2 for bad arguments.
 */
export async function runLaws(args: string[]): Promise<number> {
  try {
    const { book, title, sentence, acts, laws } = parseLawsArgs(args);
    const rulings = laws.map((law) => rule(law, book, sentence, acts));
    const as = acts.length === 1 ? `as ${article(acts[0])}` : `as ${acts.map(article).join(' or ')}, by what each law speaks of`;
    process.stdout.write(`${JSON.stringify(sentence)} ${as}, under ${laws.length === 1 ? '1 law' : `${laws.length} laws`} of ${title}:\n`);
    const width = Math.max(...laws.map((law) => law.id.length));
    for (const { mark, law, said } of rulings) process.stdout.write(`  ${mark.padEnd(6)}  ${law.id.padEnd(width)}  ${said.join('; ')}\n`);
    const broken = rulings.filter((r) => r.mark === 'BREAKS').map((r) => r.law.id);
    const judged = rulings.filter((r) => r.mark === 'keeps' || r.mark === 'BREAKS').length;
    const verdict = broken.length > 0 ? `It breaks ${broken.length} of the ${judged} laws its words are judged by: ${broken.join(', ')}.` : judged === 0 ? 'None of these laws is judged by its words.' : `It keeps all ${judged} laws its words are judged by.`;
    process.stdout.write(`${verdict}\n`);
    return broken.length > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`tablewright laws: ${error.message}\n`);
    return 2;
  }
}

function rule(law: TalkLaw, book: TalkLawBook, sentence: string, acts: readonly string[]): Ruling {
  if (!law.engine) return { mark: 'vote', law, said: [`left to the players' vote: "${law.text}"`] };
  const spoken = acts.filter((act) => law.acts.includes(act));
  const targets = (law.relations ?? []).length > 0 ? [`whom ${law.acts.map(article).join(' or ')} is aimed at (${(law.relations ?? []).join(', ')}) is for the table to judge, not the words`] : [];
  if (spoken.length === 0 || (!law.conditions && !law.forbidden)) {
    const speaksOf = `it speaks of ${law.acts.join(', ')}${spoken.length === 0 && acts.length === 1 && law.acts.some((a) => book.messageActs.includes(a)) ? `, not of ${acts[0]}` : ''}`;
    return { mark: targets.length > 0 ? 'table' : 'n/a', law, said: targets.length > 0 ? targets : [speaksOf] };
  }
  const reasons = spoken.flatMap((act) => book.breaks(law.id, act, sentence, []).map((reason) => (spoken.length > 1 ? `as ${article(act)}: ${reason}` : reason)));
  const names = (law.conditions ?? []).some((c) => 'noPlayerNames' in c) ? ["players' names are not known here"] : [];
  return reasons.length > 0 ? { mark: 'BREAKS', law, said: [...reasons, ...targets] } : { mark: 'keeps', law, said: [`as ${spoken.map(article).join(' and ')}`, ...names, ...targets] };
}

function parseLawsArgs(args: string[]) {
  const { values, positionals } = parseCommandLine(LAWS, args);
  const [command, gameId, sentence, ...extra] = positionals;
  if (command !== 'try' || gameId === undefined || sentence === undefined) throw new UsageError(LAWS_USAGE);
  if (extra.length > 0) throw new UsageError(`one sentence at a time, in quotes: ${extra.length} more word${extra.length === 1 ? '' : 's'} after it. ${LAWS_USAGE}`);
  const module = lawfulGame(gameId);
  const book = lawBook(module, values.content ?? DEFAULT_CONTENT);
  if (sentence.trim() === '') throw new UsageError('the sentence is empty: write what a player would say.');
  if (sentence.length > book.maxMessageLength) throw new UsageError(`the table takes messages of at most ${book.maxMessageLength} characters and this one has ${sentence.length}: no player can say it.`);
  const acts = values.act === undefined ? book.messageActs : [knownAct(values.act, book)];
  return { book, title: module.title, sentence, acts, laws: values.laws === undefined ? book.laws : chosenLaws(values.laws, book) };
}

function lawfulGame(id: string): GameModule<any, any> & Required<Pick<GameModule<any, any>, 'talkLaws'>> {
  const lawful = gameModules.filter((m) => m.talkLaws).map((m) => m.id);
  const module = gameModules.find((m) => m.id === id);
  if (!module) throw new UsageError(`unknown game ${JSON.stringify(id)}: the games with laws over talk are ${lawful.join(', ')}.`);
  if (!module.talkLaws) throw new UsageError(`${module.title} has no laws over talk: the games that do are ${lawful.join(', ')}.`);
  return module as GameModule<any, any> & Required<Pick<GameModule<any, any>, 'talkLaws'>>;
}

function lawBook(module: GameModule<any, any> & Required<Pick<GameModule<any, any>, 'talkLaws'>>, contentDir: string): TalkLawBook {
  const { games, errors } = loadGameContent(contentDir, [module]);
  if (games.length === 0) {
    const shown = errors.slice(0, 5).map(formatContentError).join('\n');
    throw new UsageError(`the content of ${module.id} in ${contentDir} has errors; fix them first (tablewright validate):\n${shown}`);
  }
  return module.talkLaws(games[0].content);
}

function knownAct(act: string, book: TalkLawBook): string {
  if (book.messageActs.includes(act)) return act;
  throw new UsageError(`${book.acts.includes(act) ? `${JSON.stringify(act)} carries no words` : `unknown act ${JSON.stringify(act)}`}: write --act ${book.messageActs.join(' or --act ')}.`);
}

/** The laws `--laws` names, by own id only: an id like "__proto__" or "constructor" is just unknown. */
function chosenLaws(list: string, book: TalkLawBook): TalkLaw[] {
  const byId = new Map(book.laws.map((law) => [law.id, law]));
  const ids = list.split(',').map((id) => id.trim()).filter((id) => id !== '');
  if (ids.length === 0) throw new UsageError(`--laws names no law: write ids with commas between, e.g. --laws ${book.laws.slice(0, 2).map((l) => l.id).join(',')}.`);
  return [...new Set(ids)].map((id) => {
    const law = byId.get(id);
    if (law) return law;
    const close = closeIds(id, [...byId.keys()]);
    throw new UsageError(`unknown law ${JSON.stringify(id)}${close.length > 0 ? `: did you mean ${close.map((c) => `"${c}"`).join(' or ')}?` : '.'} The laws are ${[...byId.keys()].join(', ')}.`);
  });
}

/** The ids closest to a misspelling: the nearest by edits, and any id it is the start or part of. */
function closeIds(id: string, ids: readonly string[]): string[] {
  const nearest = closestWord(id, ids);
  const lower = id.toLowerCase();
  const containing = lower.length >= 3 ? ids.filter((known) => known.includes(lower) || lower.includes(known)) : [];
  return [...new Set([...(nearest ? [nearest] : []), ...containing])].slice(0, 3);
}

function article(act: string): string {
  return `${/^[aeiou]/.test(act) ? 'an' : 'a'} ${act}`;
}
