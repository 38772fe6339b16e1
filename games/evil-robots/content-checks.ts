import type { ContentIssue } from '../kit/game-module.ts';
import { closestWord } from '../kit/content/closest-word.ts';
import type { EvilContent } from './content-types.ts';
import { runContentChecks } from '../kit/content/partial-content.ts';

type Path = (string | number)[];

const DECKS = ['left', 'right'] as const;

/**
 * Checks beyond the schemas: a table line for every player count that deals the right number of
 * Power Cards, a supply that can pay, decks big enough to deal, and Robot Cards whose type fits
 * what they carry.
 */
export function checkEvilContent(content: EvilContent): ContentIssue[] {
  return runContentChecks(content, [checkPlayers, checkTable, checkSupply, checkPowerCards, checkRobots, checkDecks, checkOptionWords]);
}

function checkPlayers(content: EvilContent): ContentIssue[] {
  const { players } = content.rules;
  if (players.min <= players.max) return [];
  return [{ file: 'rules', path: ['players', 'max'], message: `players.max is ${players.max}, less than players.min (${players.min}): write a max of at least ${players.min}.` }];
}

/** One line per player count from min to max, each dealing one Power Card for the allocation, one per player and one for the extra player. */
function checkTable(content: EvilContent): ContentIssue[] {
  const { players, table } = content.rules;
  const values = new Set(content['power-cards'].powerCards.map((c) => c.value));
  const known = [...values].sort((a, b) => a - b);
  const issues: ContentIssue[] = [];
  const firstLine = new Map<number, number>();
  table.forEach((line, i) => {
    const at: Path = ['table', i];
    const count = line.players;
    const first = firstLine.get(count);
    if (first !== undefined) {
      issues.push({ file: 'rules', path: [...at, 'players'], message: `a second table line for ${count} players: remove one, as each player count has a single setup.` });
      return;
    }
    firstLine.set(count, i);
    if (count < players.min || count > players.max) {
      issues.push({ file: 'rules', path: [...at, 'players'], message: `no game has ${count} players (players is ${players.min} to ${players.max}): remove this line, or widen players.` });
      return;
    }
    const { from, to } = line.values;
    if (from > to) {
      issues.push({ file: 'rules', path: [...at, 'values', 'to'], message: `the values at ${count} players run from ${from} down to ${to}: write a to of at least ${from}.` });
      return;
    }
    for (const [end, value] of [['from', from], ['to', to]] as const) {
      if (!values.has(value)) {
        issues.push({ file: 'rules', path: [...at, 'values', end], message: `there is no Power Card of value ${value} in power-cards.yaml: write a value from ${known[0]} to ${known[known.length - 1]}, or add the card.` });
      }
    }
    const gaps: number[] = [];
    for (let v = from + 1; v < to; v++) if (!values.has(v)) gaps.push(v);
    if (gaps.length > 0) {
      issues.push({ file: 'rules', path: [...at, 'values'], message: `${from} to ${to} at ${count} players includes ${gaps.join(', ')}, but power-cards.yaml has no card of ${gaps.length === 1 ? 'that value' : 'those values'}: add the card${gaps.length === 1 ? '' : 's'}, or choose values that all exist.` });
    }
    const needed = 1 + count + (line.extraPlayer ? 1 : 0);
    const dealt = to - from + 1;
    if (dealt !== needed) {
      const why = `one for the allocation, one for each of the ${count} players${line.extraPlayer ? ' and one for the extra player' : ''}`;
      issues.push({
        file: 'rules',
        path: [...at, 'values'],
        message: `${from} to ${to} is ${dealt} Power Card${dealt === 1 ? '' : 's'}, but ${count} players need ${needed} (${why}): write values { from: ${from}, to: ${from + needed - 1} }.`,
      });
    }
  });
  for (let n = players.min; n <= players.max; n++) {
    if (!firstLine.has(n)) {
      issues.push({ file: 'rules', path: ['table'], message: `no table line for ${n} players: add { players: ${n}, values: { from, to }, startingInfluence, extraPlayer }, as every count from players.min to players.max needs one.` });
    }
  }
  return issues;
}

/** The box must pay every player's starting Influence and the biggest allocation; the tokens must serve a full table. */
function checkSupply(content: EvilContent): ContentIssue[] {
  const { table, influence, actionTokens, tokens, players } = content.rules;
  const supply = influence.ones + 5 * influence.fives;
  const issues: ContentIssue[] = [];
  table.forEach((line, i) => {
    const needed = line.startingInfluence * line.players + line.values.to;
    if (needed > supply) {
      const most = Math.max(0, Math.floor((supply - line.values.to) / line.players));
      issues.push({
        file: 'rules',
        path: ['table', i, 'startingInfluence'],
        message: `${line.players} players starting with ${line.startingInfluence} Influence each, and an allocation of up to ${line.values.to}, need ${needed} Influence, but the supply holds ${supply} (${influence.ones} ones and ${influence.fives} fives): lower startingInfluence to at most ${most}, or add gems to influence.`,
      });
    }
  });
  const dealt = tokens.perCard * players.max + tokens.firstCardBonus;
  if (actionTokens < dealt) {
    issues.push({
      file: 'rules',
      path: ['actionTokens'],
      message: `${players.max} players take ${tokens.perCard} Action Tokens each and the first ${tokens.firstCardBonus} more, ${dealt} in all, but the supply holds ${actionTokens}: write actionTokens: ${dealt} or more.`,
    });
  }
  return issues;
}

function checkPowerCards(content: EvilContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const values = new Map<number, number>();
  content['power-cards'].powerCards.forEach((card, i) => {
    const sameValue = values.get(card.value);
    if (sameValue !== undefined) {
      issues.push({ file: 'power-cards', path: ['powerCards', i, 'value'], message: `value ${card.value} is already on "${content['power-cards'].powerCards[sameValue].id}": there is one Power Card per value, so give this one another value.` });
    } else values.set(card.value, i);
  });
  return issues;
}

function checkRobots(content: EvilContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  content.robots.robots.forEach((robot, i) => {
    const at: Path = ['robots', i];
    const hasScript = (robot.script?.length ?? 0) > 0;
    const hasModifiers = (robot.modifiers?.length ?? 0) > 0;
    if (!hasScript && !hasModifiers) {
      issues.push({ file: 'robots', path: at, message: `"${robot.id}" does nothing: add a script (what it does when revealed) or modifiers (how it changes the rules while face up).` });
    } else if (robot.type === 'active' && !hasModifiers) {
      issues.push({ file: 'robots', path: [...at, 'type'], message: `"${robot.id}" is an active card without modifiers: an active card changes the rules while face up, so add modifiers, or make it type: immediate.` });
    }
    if (robot.type === 'endgame' && robot.cost !== 0) {
      issues.push({ file: 'robots', path: [...at, 'cost'], message: `"${robot.id}" is an Endgame card with cost ${robot.cost}, but Endgame cards are revealed free: write cost: 0.` });
    }
  });
  return issues;
}

/** Each deck deals one card to every player of the largest game and keeps one to swap. */
function checkDecks(content: EvilContent): ContentIssue[] {
  const needed = content.rules.players.max + 1;
  return DECKS.flatMap((deck): ContentIssue[] => {
    const count = content.robots.robots.filter((r) => r.deck === deck).length;
    if (count >= needed) return [];
    return [
      {
        file: 'robots',
        path: ['robots'],
        message: `the ${deck} deck has ${count} Robot Card${count === 1 ? '' : 's'}; ${content.rules.players.max} players take one each and a swap needs one more: add ${deck} cards to reach at least ${needed}.`,
      },
    ];
  });
}

/**
 * `equal: [$pick, turn]` tests a `choose-option` answer against one of its option ids; a
 * misspelt id would make the test never hold, silently.
 */
function checkOptionWords(content: EvilContent): ContentIssue[] {
  return content.robots.robots.flatMap((robot, i) => {
    if (!robot.script) return [];
    const path: Path = ['robots', i, 'script'];
    const options = new Map<string, string[]>();
    for (const { args } of stepsNamed(robot.script, path, 'choose-option')) {
      const { as, options: listed } = (args ?? {}) as { as?: unknown; options?: unknown };
      if (typeof as === 'string' && Array.isArray(listed)) options.set(as, listed.map((o: { id?: unknown }) => String(o.id)));
    }
    return stepsNamed(robot.script, path, 'equal').flatMap(({ args, at }): ContentIssue[] => {
      if (!Array.isArray(args)) return [];
      const [a, b] = args as unknown[];
      const pairs: [unknown, unknown, number][] = [
        [a, b, 1],
        [b, a, 0],
      ];
      return pairs.flatMap(([variable, word, index]): ContentIssue[] => {
        if (typeof variable !== 'string' || !variable.startsWith('$') || typeof word !== 'string' || word.startsWith('$')) return [];
        const ids = options.get(variable.slice(1));
        if (!ids || ids.includes(word)) return [];
        return [
          {
            file: 'robots',
            path: [...at, index],
            message: `"${word}" is not an option of the choose-option that sets ${variable}${suggest(word, ids)}, so this test never holds: write one of ${ids.join(', ')}.`,
          },
        ];
      });
    });
  });
}

/** Every step or condition called `name` in a script, with its arguments and where they are. */
function stepsNamed(value: unknown, path: Path, name: string): { args: unknown; at: Path }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => stepsNamed(item, [...path, i], name));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === name ? [{ args: inner, at: [...path, key] }] : stepsNamed(inner, [...path, key], name)));
}

function suggest(word: string, options: string[]): string {
  const close = closestWord(word, options);
  return close ? ` (did you mean "${close}"?)` : '';
}
