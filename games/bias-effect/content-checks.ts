import type { ContentIssue } from '../kit/game-module.ts';
import { closestWord } from '../kit/content/closest-word.ts';
import type { BiasContent, CountRange, WinPlayers } from './content-types.ts';
import { BID_EFFECTS } from './rules/bid-effects.ts';
import { runContentChecks } from '../kit/content/partial-content.ts';

type Path = (string | number)[];

/** Checks beyond the schemas: identity sets for every player count, a track that fits, decks big enough, ids scripts name. */
export function checkBiasContent(content: BiasContent): ContentIssue[] {
  return runContentChecks(content, [checkRules, checkIdentitySets, checkWins, checkDecks, checkCardIds, checkScriptIdentities, checkBidEffects]);
}

function checkRules(content: BiasContent): ContentIssue[] {
  const { players, autonomy, startingChips, chips } = content.rules;
  const issues: ContentIssue[] = [];
  if (players.min > players.max) issues.push({ file: 'rules', path: ['players', 'max'], message: `players.max is ${players.max}, less than players.min (${players.min}): write a max of at least ${players.min}.` });
  if (autonomy.resetTo > autonomy.spaces) issues.push({ file: 'rules', path: ['autonomy', 'resetTo'], message: `the counter cannot go back to space ${autonomy.resetTo}: the track has ${autonomy.spaces} spaces. Write a resetTo from 1 to ${autonomy.spaces}.` });
  autonomy.resetPlayers.forEach((count, i) => {
    if (count < players.min || count > players.max) issues.push({ file: 'rules', path: ['autonomy', 'resetPlayers', i], message: `no game has ${count} players (players is ${players.min} to ${players.max}): remove ${count} from resetPlayers, or widen players.` });
  });
  const dealt = startingChips * players.max;
  if (dealt > chips) issues.push({ file: 'rules', path: ['startingChips'], message: `${players.max} players starting with ${startingChips} chips each need ${dealt} chips, but the box holds ${chips}: lower startingChips to at most ${Math.floor(chips / players.max)} or raise chips.` });
  return issues;
}

/** Every player count gets one identity card per player, each card once: the box has one of each. */
function checkIdentitySets(content: BiasContent): ContentIssue[] {
  const { players, identitySets } = content.rules;
  const known = content.identities.identities.map((i) => i.id);
  const issues: ContentIssue[] = [];
  for (const [key, set] of Object.entries(identitySets)) {
    const count = Number(key);
    if (count < players.min || count > players.max) {
      issues.push({ file: 'rules', path: ['identitySets', key], message: `no game has ${count} players (players is ${players.min} to ${players.max}): remove this set, or widen players.` });
      continue;
    }
    if (set.length !== count) issues.push({ file: 'rules', path: ['identitySets', key], message: `the set for ${count} players names ${set.length} identities: list exactly ${count}, one per player.` });
    set.forEach((id, i) => {
      if (!known.includes(id)) issues.push({ file: 'rules', path: ['identitySets', key, i], message: `"${id}" is not an identity of identities.yaml${suggest(id, known)}: write one of ${known.join(', ')}.` });
      else if (set.indexOf(id) !== i) issues.push({ file: 'rules', path: ['identitySets', key, i], message: `"${id}" is dealt twice at ${count} players, but there is one card of each identity: name another identity.` });
    });
  }
  for (let n = players.min; n <= players.max; n++) {
    if (!(String(n) in identitySets)) issues.push({ file: 'rules', path: ['identitySets'], message: `no identity set for ${n} players: add "${n}": [...] with ${n} identities, as every count from players.min to players.max needs one.` });
  }
  return issues;
}

/** A win item must test the mind, and its ranges must leave some value possible. */
function checkWins(content: BiasContent): ContentIssue[] {
  return content.identities.identities.flatMap((identity, i) =>
    identity.win.flatMap((item, j): ContentIssue[] => {
      const path: Path = ['identities', i, 'win', j];
      const issues: ContentIssue[] = [];
      const tested = (['left-lead', 'right-lead', 'left', 'right'] as const).filter((key) => item[key] !== undefined);
      if (tested.length === 0) issues.push({ file: 'identities', path, message: `this win item of "${identity.id}" tests nothing: add left-lead, right-lead, left or right, e.g. left-lead: { min: 1 }.` });
      for (const key of tested) issues.push(...emptyRange(item[key]!, [...path, key], key));
      if (item.players) issues.push(...emptyRange(item.players, [...path, 'players'], 'players'));
      return issues;
    }),
  );
}

function emptyRange(range: CountRange | WinPlayers, path: Path, name: string): ContentIssue[] {
  if (range.min === undefined || range.max === undefined || range.min <= range.max) return [];
  return [{ file: 'identities', path: [...path, 'max'], message: `${name} allows nothing: its max (${range.max}) is below its min (${range.min}). Write a max of at least ${range.min}.` }];
}

const cardsIn = (designs: readonly { copies: number }[]) => designs.reduce((sum, d) => sum + d.copies, 0);

function checkDecks(content: BiasContent): ContentIssue[] {
  const { players, autonomy, startingHand, drawPerRound } = content.rules;
  const issues: ContentIssue[] = [];
  const beliefs = cardsIn(content.beliefs.beliefs);
  if (beliefs < autonomy.spaces) issues.push({ file: 'beliefs', path: ['beliefs'], message: `the Belief deck has ${beliefs} cards, fewer than the ${autonomy.spaces} rounds of a game: add designs or copies to reach at least ${autonomy.spaces}.` });
  const algorithms = cardsIn(content.algorithms.algorithms);
  const dealt = (startingHand + drawPerRound) * players.max;
  if (algorithms < dealt) issues.push({ file: 'algorithms', path: ['algorithms'], message: `the Algorithm deck has ${algorithms} cards; ${players.max} players take ${startingHand} + ${drawPerRound} each by the first trade, ${dealt} in all: add designs or copies to reach at least ${dealt}.` });
  return issues;
}

/** A card in a match is `<design>#<copy>` whatever its deck, so one design id in two decks would name two cards. */
function checkCardIds(content: BiasContent): ContentIssue[] {
  const decks = [
    { file: 'beliefs', key: 'beliefs', designs: content.beliefs.beliefs },
    { file: 'algorithms', key: 'algorithms', designs: content.algorithms.algorithms },
    { file: 'life', key: 'life', designs: content.life.life },
  ];
  const firstFile = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const { file, key, designs } of decks) {
    designs.forEach((design, i) => {
      const first = firstFile.get(design.id);
      if (first === undefined) firstFile.set(design.id, file);
      else if (first !== file) issues.push({ file, path: [key, i, 'id'], message: `"${design.id}" is already the id of a card in ${first}.yaml: card ids in a match are <id>#<copy> across every deck, so give this one another id.` });
    });
  }
  return issues;
}

/** Scripts name identities by id (`{ identity: moderate }`, `identity: { is: far-left }`); the schema cannot know which exist. */
/** Every card script of the content, with where it is written. */
function scriptsOf(content: BiasContent): { file: string; path: Path; script: unknown }[] {
  return [
    ...content.algorithms.algorithms.map((a, i) => ({ file: 'algorithms', path: ['algorithms', i, 'script'], script: a.script })),
    ...content.life.life.flatMap((card, i) =>
      (['left', 'right', 'neutral'] as const).map((side) => ({ file: 'life', path: ['life', i, 'outcomes', side, 'script'], script: card.outcomes[side].script })),
    ),
  ];
}

function checkScriptIdentities(content: BiasContent): ContentIssue[] {
  const known = content.identities.identities.map((i) => i.id);
  return scriptsOf(content).flatMap(({ file, path, script }) =>
    identitiesNamed(script, path)
      .filter(({ id }) => !known.includes(id))
      .map(({ id, at }) => ({ file, path: at, message: `"${id}" is not an identity of identities.yaml${suggest(id, known)}: write one of ${known.join(', ')}.` })),
  );
}

/**
 * Cards are played after the bids of their round, so a bid effect that ends with the round
 * (or at any moment but the next reveal) ends before any bid it could touch: a dead card.
 */
function checkBidEffects(content: BiasContent): ContentIssue[] {
  return scriptsOf(content).flatMap(({ file, path, script }) =>
    stepsNamed(script, path, 'add-effect')
      .filter(({ args }) => Object.hasOwn(BID_EFFECTS, String(args.effect)) && args.until !== 'next-bids')
      .map(({ args, at }) => ({
        file,
        path: [...at, 'until'],
        message: `a ${args.effect} lasting until ${args.until} ends before any bids are revealed (cards are played after the round's bids): write until: next-bids.`,
      })),
  );
}

function stepsNamed(value: unknown, path: Path, name: string): { args: Record<string, unknown>; at: Path }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => stepsNamed(item, [...path, i], name));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === name && inner !== null && typeof inner === 'object' ? [{ args: inner as Record<string, unknown>, at: [...path, key] }] : stepsNamed(inner, [...path, key], name),
  );
}

function identitiesNamed(value: unknown, path: Path): { id: string; at: Path }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => identitiesNamed(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key === 'identity' && typeof inner === 'string') return [{ id: inner, at: [...path, key] }];
    if (key === 'identity' && inner !== null && typeof inner === 'object' && typeof (inner as { is?: unknown }).is === 'string') {
      return [{ id: (inner as { is: string }).is, at: [...path, key, 'is'] }];
    }
    return identitiesNamed(inner, [...path, key]);
  });
}

function suggest(word: string, options: string[]): string {
  const close = closestWord(word, options);
  return close ? ` (did you mean "${close}"?)` : '';
}
