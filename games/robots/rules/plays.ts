import { violation, type Violation } from '../../kit/violation.ts';
import { deckOf, type Deck } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, RobotsState, Spread } from '../state.ts';
import { freshTurn } from './deal.ts';
import { logEvent, withLog, type EventLog } from './log.ts';
import { playFor } from './playable.ts';
import { checkKind, fitExtension, formRun, formSet, isConstruct, type RunEnd, type SpreadKind } from './spreads.ts';
import { without } from '../../kit/without.ts';
import { checkCardsInHand, checkTurn, handOf, leftOf, ownsSpread, withHand, type Table } from './table.ts';
import { copyWith } from '../../kit/with-fields.ts';

type Rules = Pick<RobotsContent, 'deck' | 'rules'>;

/** The spread `cards` would make, or why they make none. */
function shapeSpread(deck: Deck, owner: PlayerID, id: string, kind: SpreadKind, cards: CardId[], minSpread: number): Spread | Violation {
  if (kind === 'run') {
    const run = formRun(deck, cards, minSpread);
    if ('code' in run) return run;
    return { id, owner, kind, colour: run.colour, rank: null, cards: cards.map((card, i) => ({ card, by: owner, as: run.values[i] })), constructed: null };
  }
  const set = formSet(deck, cards, minSpread);
  if ('code' in set) return set;
  return { id, owner, kind, colour: null, rank: set.rank, cards: cards.map((card) => ({ card, by: owner, as: null })), constructed: null };
}

/**
 * While a card taken from the Scrap Heap must still be played, no other play may leave it
 * nowhere to go. The table after the play is made only then: the bots ask this of every play
 * they list, and mostly nothing must be played.
 */
function checkObligation(content: Rules, tableAfter: () => Table, player: PlayerID, played: CardId[], before: Table): Violation | undefined {
  const must = before.turn.mustPlay;
  if (must === null || played.includes(must)) return undefined;
  const deck = deckOf(content);
  const after = tableAfter();
  if (playFor(deck, after.spreads, handOf(after, player), must, content.rules.minSpread, ownsSpread(after, player))) return undefined;
  return violation('strands-must-play', `That would leave ${must}, the bottom card you took from the Scrap Heap, with no spread to go into this turn.`);
}

export function checkLayDown(content: Rules, G: Table, player: PlayerID | null | undefined, kind?: unknown, cards?: unknown): Violation | undefined {
  const problem = checkTurn(G, player, 'play') ?? checkKind(kind) ?? checkCardsInHand(handOf(G, player!), cards, 'for the spread');
  if (problem) return problem;
  const spread = shapeSpread(deckOf(content), player!, 'new', kind as SpreadKind, cards as CardId[], content.rules.minSpread);
  if ('code' in spread) return spread;
  return checkObligation(content, () => layDown(content, G, player!, spread, cards as CardId[]), player!, cards as CardId[], G);
}

/** What every play writes besides the spreads: the hand without the cards played, and the card that must be played cleared once it is. */
function afterPlaying(G: Table, player: PlayerID, cards: CardId[]): Pick<Table, 'hands' | 'turn'> {
  const must = G.turn.mustPlay !== null && cards.includes(G.turn.mustPlay) ? null : G.turn.mustPlay;
  return { hands: withHand(G.hands, player, without(handOf(G, player), cards)), turn: { ...G.turn, mustPlay: must } };
}

/** Whether `G` carries the log: the full state does; the tables a validator tries plays on need not. */
const hasLog = <G extends object>(G: G): G is G & EventLog => 'events' in G && 'eventCount' in G;

/** A set of one number in every colour, all played by its owner, becomes its Constructed Robot. */
function constructIfComplete<G extends Pick<RobotsState, 'spreads'>>(content: Rules, G: G, spreadId: string): G {
  const spread = G.spreads.find((s) => s.id === spreadId)!;
  if (spread.constructed !== null || !isConstruct(deckOf(content), spread)) return G;
  const number = spread.rank as number;
  const built = copyWith(G, { spreads: G.spreads.map((s) => (s === spread ? { ...s, constructed: number } : s)) });
  return hasLog(built) ? logEvent(built, { kind: 'construct', player: spread.owner, spread: spread.id, number }) : built;
}

function layDown<G extends Table>(content: Rules, G: G, player: PlayerID, spread: Spread, cards: CardId[]): G {
  return constructIfComplete(content, copyWith(G, { spreads: [...G.spreads, spread] }, afterPlaying(G, player, cards)), spread.id);
}

export function applyLayDown(content: Rules, G: RobotsState, player: PlayerID, kind: SpreadKind, cards: CardId[]): RobotsState {
  const id = `s${G.nextSpread}`;
  const spread = shapeSpread(deckOf(content), player, id, kind, cards, content.rules.minSpread) as Spread;
  const logged = withLog(G, { nextSpread: G.nextSpread + 1, idleRebuilds: 0 }, { kind: 'lay-down', player, spread: id, cards });
  return layDown(content, logged, player, spread, cards);
}

/** Cards added to a spread: at a run's end (low or high), or to a set. */
export function addToSpread<G extends Table>(content: Rules, G: G, player: PlayerID, spreadId: string, cards: CardId[], end: RunEnd | null, values: (number | null)[]): G {
  const placed = cards.map((card, i) => ({ card, by: player, as: values[i] }));
  const spreads = G.spreads.map((s) => (s.id !== spreadId ? s : { ...s, cards: end === 'low' ? [...placed, ...s.cards] : [...s.cards, ...placed] }));
  return constructIfComplete(content, copyWith(G, { spreads }), spreadId);
}

export function checkExtend(content: Rules, G: Table, player: PlayerID | null | undefined, spreadId?: unknown, cards?: unknown, end?: unknown): Violation | undefined {
  const problem = checkTurn(G, player, 'play') ?? checkCardsInHand(handOf(G, player!), cards, 'to add');
  if (problem) return problem;
  if (!ownsSpread(G, player!)) return violation('no-own-spread', 'Lay down a spread of your own before adding to any spread.');
  const spread = G.spreads.find((s) => s.id === spreadId);
  if (!spread) return violation('unknown-spread', 'Choose a spread on the table.');
  const fit = fitExtension(deckOf(content), spread, cards as CardId[], end);
  if ('code' in fit) return fit;
  return checkObligation(content, () => extend(content, G, player!, spread.id, cards as CardId[], fit.end, fit.values), player!, cards as CardId[], G);
}

function extend<G extends Table>(content: Rules, G: G, player: PlayerID, spreadId: string, cards: CardId[], end: RunEnd | null, values: (number | null)[]): G {
  return copyWith(addToSpread(content, G, player, spreadId, cards, end, values), afterPlaying(G, player, cards));
}

export function applyExtend(content: Rules, G: RobotsState, player: PlayerID, spreadId: string, cards: CardId[], end?: RunEnd): RobotsState {
  const fit = fitExtension(deckOf(content), G.spreads.find((s) => s.id === spreadId)!, cards, end) as { end: RunEnd | null; values: (number | null)[] };
  const logged = withLog(G, { idleRebuilds: 0 }, { kind: 'extend', player, spread: spreadId, cards });
  return extend(content, logged, player, spreadId, cards, fit.end, fit.values);
}

/**
 * After a play: a player left with no card cannot discard, so they are Powered Down and the
 * turn passes to the left without a discard (nothing to claim).
 */
export function afterPlay(G: RobotsState, player: PlayerID): { G: RobotsState; turnEnds: boolean } {
  if (handOf(G, player).length > 0) return { G, turnEnds: false };
  return {
    G: withLog(G, { poweredDown: [...G.poweredDown, player], turn: freshTurn(leftOf(G, player)) }, { kind: 'powered-down', player }),
    turnEnds: true,
  };
}
