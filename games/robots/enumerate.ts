import type { Ctx } from 'boardgame.io';
import { decisionMoves, type ScriptState } from '../kit/script/index.ts';
import { deckOf } from './cards.ts';
import type { RobotsContent } from './content-types.ts';
import { decideViolation, moveViolation, type RobotsMove } from './move-checks.ts';
import { extensionCandidates, playFor, spreadCandidates, type Play } from './rules/playable.ts';
import { checkHeapCard } from './rules/draw.ts';
import { handOf, ownsSpread, type Table } from './rules/table.ts';
import type { PlayerID } from './state.ts';
import { sliceOf } from '../kit/frozen-lists.ts';

export interface EnumeratedMove {
  move: RobotsMove | 'decide';
  args: unknown[];
}

/** Whether the server would take this move from `playerID`: the move's whole check, its declared arguments and its rule. */
export const legal = (content: RobotsContent, G: Table, playerID: PlayerID) => (m: EnumeratedMove) =>
  (m.move === 'decide' ? decideViolation(G, playerID, m.args) : moveViolation(content, G, playerID, m.move, m.args)) === undefined;

/** Every ROBOTS! call `playerID` may make now: the last discard into each spread it fits, at either end of a run. */
export function claims(content: RobotsContent, G: Table, playerID: PlayerID): EnumeratedMove[] {
  if (G.claimable === null) return [];
  const ends = (kind: string) => (kind === 'run' ? ['low', 'high'] : [undefined]);
  return G.spreads
    .flatMap((s) => ends(s.kind).map((end): EnumeratedMove => ({ move: 'callRobots', args: end === undefined ? [s.id] : [s.id, end] })))
    .filter(legal(content, G, playerID));
}

/**
 * The spreads and extensions the hand could make, not yet checked: each colour's runs and each
 * number's set, one-card extensions (for a player with a spread of their own), and a play of the
 * card that must be played. A bot weighing them checks only the one it picks (bots/policy.ts).
 */
export function playCandidates(content: RobotsContent, G: Table, playerID: PlayerID): EnumeratedMove[] {
  const deck = deckOf(content);
  const hand = handOf(G, playerID);
  const candidates: Play[] = [...spreadCandidates(deck, hand, content.rules.minSpread)];
  if (ownsSpread(G, playerID)) candidates.push(...extensionCandidates(deck, G.spreads, hand));
  if (G.turn.mustPlay !== null) {
    const witness = playFor(deck, G.spreads, hand, G.turn.mustPlay, content.rules.minSpread, ownsSpread(G, playerID));
    if (witness) candidates.push(witness);
  }
  return candidates.map((p): EnumeratedMove => ({ move: p.move, args: p.move === 'extend' && p.args[2] === undefined ? p.args.slice(0, 2) : p.args }));
}

function plays(content: RobotsContent, G: Table, playerID: PlayerID): EnumeratedMove[] {
  const accepted = playCandidates(content, G, playerID).filter(legal(content, G, playerID));
  const seen = new Set<string>();
  return accepted.filter((m) => {
    const key = playKey(m);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * Every card of the Scrap Heap the player may take, in heap order, among the `reach` nearest the
 * top (all of them unless told). Each passes takeFromHeap's whole check: the top card is asked
 * it, and a deeper one, named by the heap itself (so its argument holds), shares all of it but
 * whether its bottom card can be played (rules/draw.ts checkHeapCard), asked alone.
 */
export function heapTakes(content: RobotsContent, G: Table, playerID: PlayerID, reach = G.heap.length): EnumeratedMove[] {
  const takes = sliceOf(G.heap, Math.max(0, G.heap.length - reach)).map((card): EnumeratedMove => ({ move: 'takeFromHeap', args: [card] }));
  const top = takes.length - 1;
  if (top < 0 || !legal(content, G, playerID)(takes[top])) return [];
  return takes.filter((m, i) => i === top || checkHeapCard(content, G, playerID, m.args[0]) === undefined);
}

/** A play told apart from every other by its move and arguments (card and spread ids hold no space or comma), cheaper than its JSON. */
const playKey = (m: EnumeratedMove): string => `${m.move} ${m.args.map((a) => (Array.isArray(a) ? a.join(',') : String(a))).join(' ')}`;

/**
 * A bounded, sensible list of legal moves for `playerID`, read only from what that player's
 * view holds. It plays like a plain rummy player: draw or take from the Scrap Heap (deeper
 * only when the bottom card can be played), lay down and extend while it can (runs between
 * two natural cards, whole sets), then discard (a power card's power then runs, and its
 * decisions are answered from the same list); out of turn, claim a discard that fits.
 * Every entry passes its move's whole check, as the server would run it.
 */
export function enumerateMoves(content: RobotsContent, G: Table, ctx: Pick<Ctx, 'gameover' | 'activePlayers'>, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || !ctx.activePlayers || !Object.hasOwn(ctx.activePlayers, playerID)) return [];
  // A power waiting on a decision: its answers are the only moves (the view holds the options for the decider).
  if (G.scripts.running) return decisionMoves(G.scripts as ScriptState, playerID).filter(legal(content, G, playerID));
  const claimMoves = claims(content, G, playerID);
  if (G.turn.player !== playerID) return claimMoves;
  if (G.turn.step === 'draw') {
    const draws = [{ move: 'drawFromFactory', args: [] } satisfies EnumeratedMove].filter(legal(content, G, playerID));
    return [...claimMoves, ...draws, ...heapTakes(content, G, playerID)];
  }
  const spreads = plays(content, G, playerID);
  if (spreads.length > 0) return spreads;
  return handOf(G, playerID)
    .map((card): EnumeratedMove => ({ move: 'discard', args: [card] }))
    .filter(legal(content, G, playerID));
}
