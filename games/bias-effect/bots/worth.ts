import { identityOf, type IdentityDef } from '../rules/catalog.ts';
import { biasBonus } from '../rules/identities.ts';
import { mindCount, type MindCount } from '../rules/mind.ts';
import { keptWhileFrozen } from '../../kit/kept-for-last.ts';
import type { CardId, PlayerID } from '../state.ts';
import { expectedMindWorth, leftChance, wantedSide, winDistance } from './goals.ts';
import { opponentsOf, type BotSeat } from './seat.ts';
import type { Sim } from './sim.ts';

/** A chip while the bot holds fewer than it started with counts this much more: it needs chips to bid at all. */
const SHORT_CHIP = 1.5;
/** An Algorithm card in hand, in chips: about what one trades in for, and the chance to play it. */
const CARD = 1.5;
/** A point on the next bids' total, in chips: it helps only if the bot bids on that Belief. */
const BID_POINT = 0.6;
/** What an opponent's gain costs the bot, as a share of what it is worth to them. */
const THEIR_CHIP = 0.5;
const THEIR_BID_POINT = 0.5;
const THEIR_CARD = 0.3;
/** A space of the Autonomy counter: forward is good while the bot's condition holds, bad while it does not. */
const AUTONOMY_AHEAD = 1.5;
const AUTONOMY_BEHIND = -1;

/** What a seat's view alone decides of a weighing: read once per baseline, not per ending. */
interface Known {
  seat: BotSeat;
  identity: IdentityDef;
  leftChance: number;
  /** Each player's bias bonus at the next bids, by the mind now, unless a card scrubs it. */
  bonus: Record<PlayerID, number>;
}

/**
 * What the next bids make of a player's `chips` beyond the chips themselves: the highest total
 * they could reach (a cap, the bonus unless scrubbed, edits; never below 0), less the chips.
 */
function bidExtra(known: Known, sim: Sim, p: PlayerID, chips: number): number {
  return Math.max(0, Math.min(chips, sim.cap[p] ?? Infinity) + (sim.noBonus[p] ? 0 : known.bonus[p]) + sim.edit[p]) - chips;
}

/**
 * How much an opponent's gain weighs against the bot: fully for one who wants the other side
 * programmed, half for one on its side; a little more the richer they are (they win bids). Kept
 * on the seat, which lives for one decision (a WeakMap keyed by every decision's seat cost a
 * twentieth of the bot's time, likely the collector's work on weak keys).
 */
export function rivalry(seat: BotSeat): Record<PlayerID, number> {
  if (seat.rivalry) return seat.rivalry;
  const { content, view, me } = seat;
  const { mind } = mindPartOf(seat);
  const mine = wantedSide(content, view, me, mind);
  const known: Record<PlayerID, number> = {};
  for (const p of opponentsOf(seat)) known[p] = (mine !== null && wantedSide(content, view, p, mind) === mine ? 0.5 : 1) + view.chips[p] / 20;
  return (seat.rivalry = known);
}

/** The mind's worth to the bot, beliefs programmed blind counted at the odds of the unseen cards. */
function simMindWorth(known: Known, sim: Sim): number {
  const { content, view } = known.seat;
  return expectedMindWorth(content, known.identity, mindCount(content, sim.mind), view.players.length, sim.blind, known.leftChance);
}

/**
 * What `worth` reads of the table a weighing starts from, worked out once per weighing (it weighs
 * hundreds of endings from one start). It reads chips, bid effects and the mind, never where the
 * cards lie: starts that differ only in that (a hand's cards, each played) share one.
 */
export interface Baseline extends Known {
  chip: number;
  autonomy: number;
  bidExtra: number;
  /** The mind the start holds (its list, replaced whenever it changes: sim.ts) and its blind count, and what they are worth. */
  mind: readonly CardId[];
  blind: number;
  mindWorth: number;
  rivals: { p: PlayerID; weight: number; bidExtra: number }[];
}

/** What a seat's weighing reads of the view's mind and the identities: the same for every start whose mind is the view's. */
interface MindPart {
  mind: MindCount;
  identity: IdentityDef;
  bonus: Record<PlayerID, number>;
  autonomy: number;
  /** The mind's worth to the seat, for a start holding the view's mind and none blind (the chance of an unseen Belief is then not read: each term's power of it is 0). */
  mindWorth: number;
}

function mindPartFresh(seat: BotSeat): MindPart {
  const { content, view, me } = seat;
  const mind = mindCount(content, view.mind);
  const bonus: Record<PlayerID, number> = {};
  for (const p of view.players) bonus[p] = biasBonus(identityOf(content, view.identities[p]), mind, content.rules.bonusPerBelief);
  const identity = identityOf(content, view.identities[me]);
  return {
    mind,
    identity,
    bonus,
    autonomy: winDistance(identity, mind, view.players.length) === 0 ? AUTONOMY_AHEAD : AUTONOMY_BEHIND,
    mindWorth: expectedMindWorth(content, identity, mind, view.players.length, 0, 0),
  };
}

// Every seat weighs its hand and its bids many times while the mind stays as it is (it changes
// once a round at most): each seat's part is kept with the state's frozen mind and what else it
// reads, one table of seats for the last mind seen. (Kept with the Beliefs in sight too, which
// the left chance reads, a third of the lookups missed: the Belief turned up and the discard
// change twice a round.)
const mindParts = keptWhileFrozen<readonly CardId[], Map<PlayerID, MindPart>>();

function mindPartOf(seat: BotSeat): MindPart {
  const { content, view, me } = seat;
  const bySeat = mindParts(view.mind, [content, view.identities, view.players], () => new Map());
  let part = bySeat.get(me);
  if (!part) bySeat.set(me, (part = mindPartFresh(seat)));
  return part;
}

const sameCards = (a: readonly CardId[], b: readonly CardId[]): boolean => a.length === b.length && a.every((card, i) => card === b[i]);

export function baselineOf(seat: BotSeat, before: Sim): Baseline {
  const { content, view, me } = seat;
  const part = mindPartOf(seat);
  const known: Known = { seat, identity: part.identity, leftChance: leftChance(content, view), bonus: part.bonus };
  const weights = rivalry(seat);
  const rivals: Baseline['rivals'] = [];
  for (const p of Object.keys(weights)) rivals.push({ p, weight: weights[p], bidExtra: bidExtra(known, before, p, before.chips[p]) });
  return {
    seat,
    identity: part.identity,
    leftChance: known.leftChance,
    bonus: part.bonus,
    chip: before.chips[me] < content.rules.startingChips ? SHORT_CHIP : 1,
    autonomy: part.autonomy,
    bidExtra: bidExtra(known, before, me, before.chips[me]),
    mind: before.mind,
    blind: before.blind,
    mindWorth: before.blind === 0 && sameCards(before.mind, view.mind) ? part.mindWorth : simMindWorth(known, before),
    rivals,
  };
}

/** The baseline of `before`, a start that differs from `base`'s only in its mind (a bid's two tables): all else reads as it did. */
export const baselineWithMind = (base: Baseline, before: Sim): Baseline => ({ ...base, mind: before.mind, blind: before.blind, mindWorth: simMindWorth(base, before) });

/**
 * What going from `before` to `after` is worth to the bot, in chips: its own gains less a share
 * of its rivals'. `base` is `before`'s baseline. Most endings leave the mind as it was, and
 * then its worth is the baseline's (the same sum of the same numbers).
 */
export const worth = (base: Baseline, before: Sim, after: Sim): number =>
  worthWithMind(base, before, after, after.mind === base.mind && after.blind === base.blind ? base.mindWorth : simMindWorth(base, after));

/**
 * The worth of `after` as it would be had a walk that never read nor wrote the mind (mind-reads.ts)
 * started from `before`: the same ending with `before`'s mind (control-worth.ts weighs one
 * walk of such a card on each table a bid's choice leaves, which differ only in their mind).
 */
export const worthKeepingMind = (base: Baseline, before: Sim, after: Sim): number => worthWithMind(base, before, after, base.mindWorth);

function worthWithMind(base: Baseline, before: Sim, after: Sim, mindAfter: number): number {
  const { seat } = base;
  const { me } = seat;
  let total =
    base.chip * (after.chips[me] - before.chips[me]) +
    BID_POINT * (bidExtra(base, after, me, before.chips[me]) - base.bidExtra) +
    CARD * (after.hands[me] - before.hands[me]) +
    mindAfter -
    base.mindWorth +
    (after.autonomy - before.autonomy) * base.autonomy;
  for (const { p, weight, bidExtra: theirsBefore } of base.rivals) {
    const theirs =
      THEIR_CHIP * (after.chips[p] - before.chips[p]) +
      THEIR_BID_POINT * (bidExtra(base, after, p, before.chips[p]) - theirsBefore) +
      THEIR_CARD * (after.hands[p] - before.hands[p]);
    total -= weight * theirs;
  }
  return total;
}
