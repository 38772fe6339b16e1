import type { QuestionDef } from '../content-types.ts';
import type { FactionCard, PlayerID, TemplateUse } from '../state.ts';

/** Every seat's card in one possible world (a bot's guess fills in its own). */
export type World = Record<PlayerID, FactionCard>;

// The two walks over the cards the answerer sees (every card but their own) are loops over the
// seats, not arrays of cards built per call: bots answer with truthOf, and weigh questions with truthAcross below.
function everySeen(world: World, answerer: PlayerID, test: (card: FactionCard) => boolean): boolean {
  for (const p of Object.keys(world)) if (p !== answerer && !test(world[p])) return false;
  return true;
}

function countSeen(world: World, answerer: PlayerID, test: (card: FactionCard) => boolean): number {
  let count = 0;
  for (const p of Object.keys(world)) if (p !== answerer && test(world[p])) count++;
  return count;
}

/**
 * The true answer to a templated question, as the answerer can know it: only cards the
 * answerer sees (every card but their own) count. yes/no as a boolean, a count as a number.
 */
export function truthOf(def: Pick<QuestionDef, 'truth'>, use: TemplateUse, world: World, asker: PlayerID, answerer: PlayerID): boolean | number {
  const mine = world[asker];
  const other = world[String(use.params.player)];
  const rank = Number(use.params.rank);
  switch (def.truth) {
    case 'highest-rank-seen':
      return everySeen(world, answerer, (c) => c.rank <= mine.rank);
    case 'leads-faction-seen':
      return everySeen(world, answerer, (c) => c.faction !== mine.faction || c.rank <= mine.rank);
    case 'same-faction':
      return other.faction === mine.faction;
    case 'same-rank':
      return other.rank === mine.rank;
    case 'higher-rank':
      return mine.rank > other.rank;
    case 'rank-at-least':
      return mine.rank >= rank;
    case 'rank-is':
      return mine.rank === rank;
    case 'faction-is':
      return mine.faction === use.params.faction;
    case 'count-faction':
      return countSeen(world, answerer, (c) => c.faction === use.params.faction);
  }
}

/** What the cards an answerer sees add up to, leaving out one seat whose card is open to guesses. */
interface SeenTotals {
  maxRank: number;
  maxRankOf: Map<string, number>;
  countOf: Map<string, number>;
}

// A bot weighs every template use to one seat over the same cards it sees: a frozen table's
// totals for each (guessed, answerer) pair are added up once.
const totalsKept = new WeakMap<Readonly<World>, Map<string, SeenTotals>>();

function seenTotals(seen: Readonly<World>, guessed: PlayerID, answerer: PlayerID): SeenTotals {
  if (!Object.isFrozen(seen)) return addUpSeen(seen, guessed, answerer);
  let byPair = totalsKept.get(seen);
  if (!byPair) totalsKept.set(seen, (byPair = new Map()));
  const pair = `${guessed}>${answerer}`;
  let totals = byPair.get(pair);
  if (!totals) byPair.set(pair, (totals = addUpSeen(seen, guessed, answerer)));
  return totals;
}

function addUpSeen(seen: Readonly<World>, guessed: PlayerID, answerer: PlayerID): SeenTotals {
  const totals: SeenTotals = { maxRank: -Infinity, maxRankOf: new Map(), countOf: new Map() };
  for (const p of Object.keys(seen)) {
    if (p === guessed || p === answerer) continue;
    const { faction, rank } = seen[p];
    totals.maxRank = Math.max(totals.maxRank, rank);
    totals.maxRankOf.set(faction, Math.max(totals.maxRankOf.get(faction) ?? -Infinity, rank));
    totals.countOf.set(faction, (totals.countOf.get(faction) ?? 0) + 1);
  }
  return totals;
}

/** Whether a truth counts the cards the one asked sees; the others read only the asker's card and the use's slots, whoever is asked. */
export const readsAnswerersView = (def: Pick<QuestionDef, 'truth'>): boolean =>
  def.truth === 'highest-rank-seen' || def.truth === 'leads-faction-seen' || def.truth === 'count-faction';

/**
 * `truthOf` for every card `guessed`'s own may be, the rest of the table as `seen` shows it:
 * `across(card)` equals `truthOf` on the table `seen` with `card` as `guessed`'s own.
 * Bots weigh every question over every card theirs may be at each step; this walks the seen
 * cards once per question instead of once per card.
 */
export function truthAcross(def: Pick<QuestionDef, 'truth'>, use: TemplateUse, seen: Readonly<World>, guessed: PlayerID, asker: PlayerID, answerer: PlayerID): (card: FactionCard) => boolean | number {
  const cardOf = (p: PlayerID, card: FactionCard) => (p === guessed ? card : seen[p]);
  const otherSeat = String(use.params.player);
  const rank = Number(use.params.rank);
  // The guessed card counts among those the answerer sees unless the answerer is the one guessed.
  const counted = guessed !== answerer;
  switch (def.truth) {
    case 'highest-rank-seen': {
      const { maxRank } = seenTotals(seen, guessed, answerer);
      return (card) => {
        const mine = cardOf(asker, card);
        return maxRank <= mine.rank && (!counted || card.rank <= mine.rank);
      };
    }
    case 'leads-faction-seen': {
      const { maxRankOf } = seenTotals(seen, guessed, answerer);
      return (card) => {
        const mine = cardOf(asker, card);
        return (maxRankOf.get(mine.faction) ?? -Infinity) <= mine.rank && (!counted || card.faction !== mine.faction || card.rank <= mine.rank);
      };
    }
    case 'count-faction': {
      const faction = use.params.faction;
      const base = seenTotals(seen, guessed, answerer).countOf.get(String(faction)) ?? 0;
      return (card) => base + (counted && card.faction === faction ? 1 : 0);
    }
    case 'same-faction':
      return (card) => cardOf(otherSeat, card).faction === cardOf(asker, card).faction;
    case 'same-rank':
      return (card) => cardOf(otherSeat, card).rank === cardOf(asker, card).rank;
    case 'higher-rank':
      return (card) => cardOf(asker, card).rank > cardOf(otherSeat, card).rank;
    case 'rank-at-least':
      return (card) => cardOf(asker, card).rank >= rank;
    case 'rank-is':
      return (card) => cardOf(asker, card).rank === rank;
    case 'faction-is':
      return (card) => cardOf(asker, card).faction === use.params.faction;
  }
}

/** A templated question about the asker's own card, its truth and slots read once (a bot weighs each at every ask). */
export interface OwnCardQuestion {
  truth: QuestionDef['truth'];
  rank: number;
  faction: unknown;
  player: string;
}

export const ownCardQuestion = (def: Pick<QuestionDef, 'truth'>, use: TemplateUse): OwnCardQuestion => ({
  truth: def.truth,
  rank: Number(use.params.rank),
  faction: use.params.faction,
  player: String(use.params.player),
});

const AT_LEAST = 0;
const EXACTLY = 1;
const ABOVE = 2;
type RankTest = typeof AT_LEAST | typeof EXACTLY | typeof ABOVE;

const rankPasses = (rank: number, bound: number, test: RankTest): boolean => (test === AT_LEAST ? rank >= bound : test === EXACTLY ? rank === bound : rank > bound);

// Loops over the cards with the test passed as data: a closure per kind of question made one call site
// nine kinds of callee, none of them inlined, at every question a bot weighs.
function sameRankAnswer(cards: readonly FactionCard[], bound: number, test: RankTest): number {
  const first = rankPasses(cards[0].rank, bound, test);
  let same = 0;
  for (let i = 0; i < cards.length; i++) if (rankPasses(cards[i].rank, bound, test) === first) same++;
  return same;
}

function sameFactionAnswer(cards: readonly FactionCard[], faction: unknown): number {
  const first = cards[0].faction === faction;
  let same = 0;
  for (let i = 0; i < cards.length; i++) if ((cards[i].faction === faction) === first) same++;
  return same;
}

function sameLeadAnswer(cards: readonly FactionCard[], maxRankOf: Map<string, number>): number {
  const leads = (card: FactionCard) => (maxRankOf.get(card.faction) ?? -Infinity) <= card.rank;
  const first = leads(cards[0]);
  let same = 0;
  for (let i = 0; i < cards.length; i++) if (leads(cards[i]) === first) same++;
  return same;
}

/**
 * How many of `cards` (those the asker's own may be, the rest of the table as `seen` shows it)
 * would get the same true answer as the first from `answerer`. A question about the asker's own
 * card has at most two answers over them (yes or no; a count of a faction seen counts the
 * asker's card or not), so this and the number of cards say how the answers split. The asker
 * is not the answerer, and a player slot names a third seat, as every template use has it.
 */
export function agreeingWithFirst(q: OwnCardQuestion, seen: Readonly<World>, asker: PlayerID, answerer: PlayerID, cards: readonly FactionCard[]): number {
  if (cards.length === 0) return 0;
  const other = Object.hasOwn(seen, q.player) ? seen[q.player] : undefined;
  switch (q.truth) {
    case 'highest-rank-seen':
      return sameRankAnswer(cards, seenTotals(seen, asker, answerer).maxRank, AT_LEAST);
    case 'leads-faction-seen':
      return sameLeadAnswer(cards, seenTotals(seen, asker, answerer).maxRankOf);
    case 'count-faction':
      // The count moves with the asker's card only when the answerer sees it.
      return asker === answerer ? cards.length : sameFactionAnswer(cards, q.faction);
    case 'same-faction':
      return sameFactionAnswer(cards, other?.faction);
    case 'same-rank':
      return sameRankAnswer(cards, other?.rank ?? NaN, EXACTLY);
    case 'higher-rank':
      return sameRankAnswer(cards, other?.rank ?? NaN, ABOVE);
    case 'rank-at-least':
      return sameRankAnswer(cards, q.rank, AT_LEAST);
    case 'rank-is':
      return sameRankAnswer(cards, q.rank, EXACTLY);
    case 'faction-is':
      return sameFactionAnswer(cards, q.faction);
  }
}
