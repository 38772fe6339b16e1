import type { Ctx } from 'boardgame.io';
import { deckOf, type Deck } from './cards.ts';
import type { RobotsContent } from './content-types.ts';
import { eachOnce, setPer } from '../kit/rules/each-once.ts';
import { SCRIPT_STAGE } from '../kit/script/index.ts';
import { activeMap } from './flow.ts';
import { LOG_WINDOW } from './rules/log.ts';
import { winnerOf } from './rules/scoring.ts';
import { isWhole } from './rules/spreads.ts';
import type { CardId, RobotsGameover, RobotsState, Spread } from './state.ts';
import { everyOf } from '../kit/frozen-lists.ts';

const deckIds = setPer<Deck>();

// A frozen spread never changes, and a move replaces one or two of the table's: its card ids
// and its verdict are read once, not after every move (they were 7% of a ROBOTS! simulation).
const spreadCards = new WeakMap<Spread, readonly CardId[]>();
const spreadVerdicts = new WeakMap<RobotsContent, WeakMap<Spread, boolean>>();

const frozenSpread = (spread: Spread): boolean => Object.isFrozen(spread) && Object.isFrozen(spread.cards) && everyOf(spread.cards, Object.isFrozen);

function cardsOf(spread: Spread): readonly CardId[] {
  const kept = spreadCards.get(spread);
  if (kept) return kept;
  const cards = Object.freeze(spread.cards.map((p) => p.card));
  if (Object.isFrozen(spread) && Object.isFrozen(spread.cards)) spreadCards.set(spread, cards);
  return cards;
}

function wholeSpread(content: RobotsContent, spread: Spread): boolean {
  let verdicts = spreadVerdicts.get(content);
  if (!verdicts) spreadVerdicts.set(content, (verdicts = new WeakMap()));
  const kept = verdicts.get(spread);
  if (kept !== undefined) return kept;
  const whole = isWhole(deckOf(content), spread, content.rules.minSpread);
  if (frozenSpread(spread)) verdicts.set(spread, whole);
  return whole;
}

/** What the invariants read of the table's spreads: every card in them, as one list, and the spreads that are not whole. */
interface SpreadsPart {
  cards: readonly CardId[];
  problems: readonly string[];
}

// Most moves (draws, discards, decisions) leave the spreads list as it was: the whole table's
// reading is kept per frozen list, a lookup where each spread cost two (and the conservation
// check a bitset per spread).
const spreadsParts = new WeakMap<RobotsContent, WeakMap<readonly Spread[], SpreadsPart>>();

function spreadsPart(content: RobotsContent, spreads: readonly Spread[]): SpreadsPart {
  let parts = spreadsParts.get(content);
  if (!parts) spreadsParts.set(content, (parts = new WeakMap()));
  const kept = parts.get(spreads);
  if (kept) return kept;
  const cards: CardId[] = [];
  const problems: string[] = [];
  // Indexed loops: for...of over these frozen lists made an iterator result an entry.
  for (let s = 0; s < spreads.length; s++) {
    const spread = spreads[s];
    const held = cardsOf(spread);
    for (let i = 0; i < held.length; i++) cards.push(held[i]);
    if (!wholeSpread(content, spread)) problems.push(`spread ${spread.id} is not a valid ${spread.kind}`);
  }
  const part = { cards: Object.freeze(cards), problems };
  if (Object.isFrozen(spreads) && everyOf(spreads, frozenSpread)) parts.set(spreads, part);
  return part;
}

// The totals and the hands' results change only when a hand ends: their verdict is kept per frozen pair.
const scoreVerdicts = new WeakMap<RobotsState['results'], WeakMap<RobotsState['scores'], readonly string[]>>();

/** Each player's total against the hands' results added up. */
function scoreProblems(G: RobotsState): readonly string[] {
  const kept = scoreVerdicts.get(G.results)?.get(G.scores);
  if (kept) return kept;
  const problems: string[] = [];
  for (const p of G.players) {
    const sum = G.results.reduce((total, r) => total + r.scores[p].total, 0);
    if (sum !== G.scores[p]) problems.push(`player ${p} has ${G.scores[p]} points, the hands add up to ${sum}`);
  }
  if (Object.isFrozen(G.results) && G.results.every(Object.isFrozen) && Object.isFrozen(G.scores)) {
    let byScores = scoreVerdicts.get(G.results);
    if (!byScores) scoreVerdicts.set(G.results, (byScores = new WeakMap()));
    byScores.set(G.scores, problems);
  }
  return problems;
}

/** Whether boardgame.io's active players are `expected`, in the same order (what comparing their JSON said, without writing it). */
function sameStages(actual: Ctx['activePlayers'], expected: Record<string, unknown>): boolean {
  if (!actual) return false;
  const keys = Object.keys(actual);
  const wanted = Object.keys(expected);
  if (keys.length !== wanted.length) return false;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== wanted[i] || actual[keys[i]] !== expected[wanted[i]]) return false;
  return true;
}

/** Every card of the deck exactly once across hands, Factory, Scrap Heap and spreads (Constructed Robots included). */
export function cardProblems(content: RobotsContent, G: RobotsState): string[] {
  return cardsOnce(content, G, spreadsPart(content, G.spreads).cards);
}

function cardsOnce(content: RobotsContent, G: RobotsState, spreadCardIds: readonly CardId[]): string[] {
  const deck = deckOf(content);
  const lists: (readonly CardId[])[] = [...Object.values(G.hands), G.factory, G.heap, spreadCardIds];
  if (eachOnce(lists, deckIds(deck, () => deck.cards.map((c) => c.id)))) return [];
  const all = [...Object.values(G.hands).flat(), ...G.factory, ...G.heap, ...G.spreads.flatMap((s) => s.cards.map((p) => p.card))];
  const expected = deckOf(content).cards.map((c) => c.id);
  const problems: string[] = [];
  if (all.length !== expected.length) problems.push(`${all.length} cards in play, the deck has ${expected.length}`);
  const seen = new Set<string>();
  for (const card of all) {
    if (seen.has(card)) problems.push(`${card} is in two places`);
    seen.add(card);
  }
  for (const card of expected) if (!seen.has(card)) problems.push(`${card} is missing`);
  return problems;
}

/** Broken invariants of a state, for the simulator and the tests. */
export function robotsInvariants(content: RobotsContent, G: RobotsState, ctx: Ctx): string[] {
  const spreads = spreadsPart(content, G.spreads);
  const problems = cardsOnce(content, G, spreads.cards);
  problems.push(...spreads.problems);
  problems.push(...scoreProblems(G));
  if (G.turn.mustPlay !== null && !G.hands[G.turn.player].includes(G.turn.mustPlay)) problems.push('the card that must be played is not in hand');
  for (const p of G.poweredDown) {
    if (G.hands[p].length > 0) problems.push(`player ${p} is Powered Down with cards in hand`);
  }
  if (G.events.length > LOG_WINDOW) problems.push(`the log holds ${G.events.length} events, more than the ${LOG_WINDOW} it keeps`);
  if (G.eventCount < G.events.length) problems.push(`the log counts ${G.eventCount} events this hand but holds ${G.events.length}`);
  if (ctx.gameover === undefined) {
    if (ctx.currentPlayer !== G.turn.player) problems.push(`boardgame.io's current player ${ctx.currentPlayer} is not the rules' ${G.turn.player}`);
    const pending = G.scripts.running?.pending;
    if (G.scripts.running && !pending) problems.push('a power is running with no decision to wait for');
    const expected = pending ? { [pending.player]: SCRIPT_STAGE } : activeMap(G);
    if (!sameStages(ctx.activePlayers, expected)) problems.push('the active players do not match the turn, the ROBOTS! window or the power being resolved');
    if (winnerOf(content, G.scores) !== undefined) problems.push('someone has won but the game goes on');
  } else {
    const over = ctx.gameover as RobotsGameover;
    if (winnerOf(content, G.scores) !== over.winner) problems.push(`the winner ${over.winner} is not the single highest total at or above the target`);
  }
  return problems;
}
