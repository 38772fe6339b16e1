import type { ContentIssue } from '../kit/game-module.ts';
import { closestWord } from '../kit/content/closest-word.ts';
import { classesNamed, type TextCondition } from '../kit/talk/text-conditions.ts';
import { slotsOf } from '../kit/talk/question-templates.ts';
import type { QuestionDef, ThreeLawsContent } from './content-types.ts';
import { runContentChecks } from '../kit/content/partial-content.ts';

/** The most Victory Point cards one player can earn in a round: faction, lone member, most keys, enforcer, most tokens. */
export const MAX_CARDS_PER_ROUND = 5;

const PARAM_OF_TRUTH: Partial<Record<QuestionDef['truth'], 'player' | 'rank' | 'faction'>> = {
  'same-faction': 'player',
  'same-rank': 'player',
  'higher-rank': 'player',
  'rank-at-least': 'rank',
  'rank-is': 'rank',
  'faction-is': 'faction',
  'count-faction': 'faction',
};

/** Checks beyond the schemas: decks for every player count, laws the engine can read, templates that fit their questions. */
export function checkThreeLawsContent(content: ThreeLawsContent): ContentIssue[] {
  return runContentChecks(content, [checkRules, checkDecks, checkWords, checkLaws, checkQuestions]);
}

function checkRules(content: ThreeLawsContent): ContentIssue[] {
  const { players, rounds, victoryPoints } = content.rules;
  const issues: ContentIssue[] = [];
  if (players.min > players.max) issues.push({ file: 'rules', path: ['players', 'max'], message: `players.max is ${players.max}, less than players.min (${players.min}).` });
  const cards = victoryPoints.reduce((a, v) => a + v.count, 0);
  const need = players.max * rounds.length * MAX_CARDS_PER_ROUND;
  if (cards < need) issues.push({ file: 'rules', path: ['victoryPoints'], message: `the Victory Point deck has ${cards} cards; ${players.max} players over ${rounds.length} rounds can earn up to ${need}: add cards so it never runs dry.` });
  const lawsNeeded = rounds.reduce((a, r) => a + r.laws, 0);
  if (content.laws.laws.length < lawsNeeded) issues.push({ file: 'laws', path: ['laws'], message: `the rounds reveal ${lawsNeeded} Law Cards in a game but laws.yaml has ${content.laws.laws.length}: add laws or reveal fewer.` });
  return issues;
}

function checkDecks(content: ThreeLawsContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const { decks, factions } = content.factions;
  decks.forEach((deck, d) => {
    if (deck.factions > factions.length) issues.push({ file: 'factions', path: ['decks', d, 'factions'], message: `the deck takes ${deck.factions} factions but only ${factions.length} are listed.` });
    if (deck.ranks.low > deck.ranks.high) issues.push({ file: 'factions', path: ['decks', d, 'ranks', 'high'], message: `ranks.high (${deck.ranks.high}) is below ranks.low (${deck.ranks.low}).` });
    const size = Math.min(deck.factions, factions.length) * (deck.ranks.high - deck.ranks.low + 1);
    if (size < deck.players.max) issues.push({ file: 'factions', path: ['decks', d], message: `this deck has ${size} cards, too few to deal one to each of ${deck.players.max} players.` });
  });
  for (let n = content.rules.players.min; n <= content.rules.players.max; n++) {
    const serving = decks.filter((deck) => n >= deck.players.min && n <= deck.players.max);
    if (serving.length !== 1) issues.push({ file: 'factions', path: ['decks'], message: `${serving.length === 0 ? 'no deck serves' : `${serving.length} decks serve`} ${n} players: every count from rules.yaml's players.min to players.max needs exactly one.` });
  }
  return issues;
}

/** A word class's patterns are regular expressions: one that does not compile would only fail mid-match. */
function checkWords(content: ThreeLawsContent): ContentIssue[] {
  return Object.entries(content.words.classes).flatMap(([name, wordClass]) =>
    (wordClass.patterns ?? []).flatMap((pattern, i): ContentIssue[] => {
      try {
        new RegExp(pattern, 'i');
        return [];
      } catch (error) {
        return [{ file: 'words', path: ['classes', name, 'patterns', i], message: `"${pattern}" is not a regular expression (${(error as Error).message}): write one like "^[0-9]+$".` }];
      }
    }),
  );
}

function checkLaws(content: ThreeLawsContent): ContentIssue[] {
  const classes = Object.keys(content.words.classes);
  return content.laws.laws.flatMap((law, i): ContentIssue[] => {
    const judge = law.judge ?? 'engine';
    if (judge === 'engine' && !law.check) return [{ file: 'laws', path: ['laws', i], message: `law "${law.id}" is judged by the engine but has no check: add one, or write judge: players to leave it to a vote.` }];
    if (judge === 'players' && law.check) return [{ file: 'laws', path: ['laws', i, 'check'], message: `law "${law.id}" is left to the players' vote, so its check is never used: remove it, or drop judge: players.` }];
    const check = law.check;
    if (!check) return [];
    const issues: ContentIssue[] = [];
    if (!check.text && !check.notTo && !check.forbidden) issues.push({ file: 'laws', path: ['laws', i, 'check'], message: `law "${law.id}" checks nothing: add text, notTo or forbidden: true.` });
    const speaks = check.acts.some((a) => a === 'question' || a === 'answer');
    if (check.text && !speaks) issues.push({ file: 'laws', path: ['laws', i, 'check', 'text'], message: `law "${law.id}" has text conditions but its acts carry no text: add question or answer to acts.` });
    for (const name of classesNamed((check.text ?? []) as TextCondition[])) {
      if (!classes.includes(name)) issues.push({ file: 'laws', path: ['laws', i, 'check', 'text'], message: `law "${law.id}" bans the word class "${name}", which words.yaml does not define${suggest(name, classes)}.` });
    }
    return issues;
  });
}

function checkQuestions(content: ThreeLawsContent): ContentIssue[] {
  const kindOf = new Map<string, string>();
  return content.questions.questions.flatMap((q, i): ContentIssue[] => {
    const issues: ContentIssue[] = [];
    const declared = (q.params ?? []).map((p) => p.name);
    // The ask move declares a template's params by name (move-args.ts): one name, one kind of value.
    (q.params ?? []).forEach((p, j) => {
      const first = kindOf.get(p.name);
      if (first === undefined) kindOf.set(p.name, p.kind);
      else if (first !== p.kind) issues.push({ file: 'questions', path: ['questions', i, 'params', j, 'kind'], message: `the param "${p.name}" is a ${first} in an earlier question: give this ${p.kind} another name (a param's name holds one kind of value in every question).` });
    });
    [q.text, ...(q.variants ?? [])].forEach((phrasing, v) => {
      const path = v === 0 ? ['questions', i, 'text'] : ['questions', i, 'variants', v - 1];
      for (const slot of slotsOf(phrasing)) if (!declared.includes(slot)) issues.push({ file: 'questions', path, message: `{${slot}} is not a param of "${q.id}"${suggest(slot, declared)}: declare it under params or fix the name.` });
      for (const name of declared) if (!slotsOf(phrasing).includes(name)) issues.push({ file: 'questions', path, message: `this phrasing of "${q.id}" leaves out {${name}}: every phrasing must name every param.` });
    });
    const needs = PARAM_OF_TRUTH[q.truth];
    if (needs && !(q.params ?? []).some((p) => p.kind === needs)) issues.push({ file: 'questions', path: ['questions', i, 'params'], message: `truth ${q.truth} needs a param of kind ${needs}.` });
    const counts = q.truth === 'count-faction';
    if (counts !== (q.answers === 'number')) issues.push({ file: 'questions', path: ['questions', i, 'answers'], message: `truth ${q.truth} is answered with ${counts ? 'a number: write answers: number' : 'yes or no: write answers: yes-no'}.` });
    return issues;
  });
}

function suggest(word: string, options: string[]): string {
  const close = closestWord(word, options);
  return close ? ` (did you mean "${close}"?)` : '';
}
