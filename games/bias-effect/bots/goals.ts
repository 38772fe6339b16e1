import type { BiasContent } from '../content-types.ts';
import { identityOf, sideOf, type IdentityDef } from '../rules/catalog.ts';
import { biasBonus, winHolds } from '../rules/identities.ts';
import type { MindCount } from '../rules/mind.ts';
import type { BiasView, CardId, PlayerID, Side } from '../state.ts';

/** A step nearer one's win is worth this many chips: about what a bot pays for a Belief it wants. */
export const MIND_STEP = 4;
/** Each belief that would have to change before a win held slips away, up to SAFE_MARGIN: a lead of one is easily lost. */
const MARGIN_STEP = 2;
const SAFE_MARGIN = 2;
/** A point of bias bonus at every later bid, in chips now. */
const BONUS_POINT = 0.3;
/** Further than this many beliefs from winning, a goal counts as this far: a game programs about ten. */
const REACH = 8;

// Bots weigh every mind they might make, for every identity, many times a step: these measures
// are pure functions of (identity, mind, players), kept per identity (a content object, whose
// rules the bonus in `wanted` reads).
const measures = new WeakMap<IdentityDef, Map<number, number>>();
const MEASURES = { distance: 0, margin: 1, wanted: 2 };

// A key V8 keeps as a small integer: one past 2^31 is a heap number, allocated and hashed as a
// double at each of the dozens of lookups a move makes (about 2 µs each, measured: 13% of a bid).
// Larger tables and minds than any game deals take the wide key.
const SMALL = 256;
const keyOf = (kind: number, players: number, mind: MindCount): number =>
  players < 16 && mind.left < SMALL && mind.right < SMALL ? ((kind * 16 + players) * SMALL + mind.left) * SMALL + mind.right : -(((kind * 256 + players) * 4096 + mind.left) * 4096 + mind.right) - 1;

// Runs of lookups ask about one identity (a seat weighing endings for itself): its table is kept at hand.
let lastIdentity: IdentityDef | undefined;
let lastKnown: Map<number, number> | undefined;

function measured(kind: keyof typeof MEASURES, identity: IdentityDef, mind: MindCount, players: number, measure: () => number): number {
  let known = identity === lastIdentity ? lastKnown : measures.get(identity);
  if (!known) measures.set(identity, (known = new Map()));
  lastIdentity = identity;
  lastKnown = known;
  const key = keyOf(MEASURES[kind], players, mind);
  let value = known.get(key);
  if (value === undefined) known.set(key, (value = measure()));
  return value;
}

/**
 * How many beliefs must still be programmed or deleted before the identity's condition holds
 * (0 when it holds): the nearest mind, one belief at a time, where it would.
 */
export function winDistance(identity: IdentityDef, mind: MindCount, players: number): number {
  return measured('distance', identity, mind, players, () => nearestWin(identity, mind, players));
}

function nearestWin(identity: IdentityDef, mind: MindCount, players: number): number {
  let best = REACH;
  for (let left = 0; left <= mind.left + REACH; left++) {
    for (let right = 0; right <= mind.right + REACH; right++) {
      const steps = Math.abs(left - mind.left) + Math.abs(right - mind.right);
      if (steps < best && winHolds(identity, { left, right }, players)) best = steps;
    }
  }
  return best;
}

/** How many beliefs programmed or deleted it takes to break a win that holds (0 when it does not hold), up to SAFE_MARGIN. */
export function winMargin(identity: IdentityDef, mind: MindCount, players: number): number {
  return measured('margin', identity, mind, players, () => safeMargin(identity, mind, players));
}

function safeMargin(identity: IdentityDef, mind: MindCount, players: number): number {
  if (!winHolds(identity, mind, players)) return 0;
  let margin = SAFE_MARGIN;
  for (let left = Math.max(0, mind.left - SAFE_MARGIN); left <= mind.left + SAFE_MARGIN; left++) {
    for (let right = Math.max(0, mind.right - SAFE_MARGIN); right <= mind.right + SAFE_MARGIN; right++) {
      const steps = Math.abs(left - mind.left) + Math.abs(right - mind.right);
      if (steps < margin && !winHolds(identity, { left, right }, players)) margin = steps;
    }
  }
  return margin;
}

/** What a mind is worth to an identity, in chips: nearness to its win (or how safely it holds), and the bonus it gives at bids. */
export function mindWorth(content: BiasContent, identity: IdentityDef, mind: MindCount, players: number): number {
  const reach = -MIND_STEP * winDistance(identity, mind, players) + MARGIN_STEP * winMargin(identity, mind, players);
  return reach + BONUS_POINT * biasBonus(identity, mind, content.rules.bonusPerBelief);
}

/**
 * The same with `unknown` more beliefs of unseen side (programmed blind from the deck), each
 * Left with chance `leftChance`: the worth expected over how they fall.
 */
export function expectedMindWorth(content: BiasContent, identity: IdentityDef, mind: MindCount, players: number, unknown: number, leftChance: number): number {
  let total = 0;
  let ways = 1;
  for (let left = 0; left <= unknown; left++) {
    const p = ways * leftChance ** left * (1 - leftChance) ** (unknown - left);
    total += p * mindWorth(content, identity, { left: mind.left + left, right: mind.right + unknown - left }, players);
    ways = (ways * (unknown - left)) / (left + 1);
  }
  return total;
}

const withBelief = (mind: MindCount, side: Side): MindCount => ({ ...mind, [side]: mind[side] + 1 });

const gainOf = (content: BiasContent, identity: IdentityDef, mind: MindCount, n: number, side: Side): number =>
  mindWorth(content, identity, withBelief(mind, side), n) - mindWorth(content, identity, mind, n);

/** What programming a Belief of `side` is worth to `player`'s identity (negative: they want it deleted). */
export function programGain(content: BiasContent, view: Pick<BiasView, 'identities' | 'players'>, player: PlayerID, mind: MindCount, side: Side): number {
  return gainOf(content, identityOf(content, view.identities[player]), mind, view.players.length, side);
}

const WANTED: (Side | null)[] = [null, 'left', 'right'];

/** The side a player would rather see programmed now, or null when it is all one to them. */
export function wantedSide(content: BiasContent, view: Pick<BiasView, 'identities' | 'players'>, player: PlayerID, mind: MindCount): Side | null {
  const identity = identityOf(content, view.identities[player]);
  const n = view.players.length;
  const wanted = measured('wanted', identity, mind, n, () => {
    const left = gainOf(content, identity, mind, n, 'left');
    const right = gainOf(content, identity, mind, n, 'right');
    return left === right ? 0 : left > right ? 1 : 2;
  });
  return WANTED[wanted];
}

type SeenBeliefs = Pick<BiasView, 'mind' | 'beliefDiscard' | 'belief'>;

// Views share the state's own arrays, so every seat weighing a step reads the same mind and discard.
const chances = new WeakMap<readonly CardId[], { on: SeenBeliefs; content: BiasContent; chance: number }>();

/** The chance an unseen Belief is Left: the Left share of the cards not in sight (mind, discard, the one turned up). */
export function leftChance(content: BiasContent, view: SeenBeliefs): number {
  const kept = chances.get(view.mind);
  if (kept && kept.content === content && kept.on.beliefDiscard === view.beliefDiscard && kept.on.belief === view.belief) return kept.chance;
  const count = { left: 0, right: 0 };
  for (const b of content.beliefs.beliefs) count[b.side] += b.copies;
  for (const card of [...view.mind, ...view.beliefDiscard, ...(view.belief ? [view.belief] : [])]) count[sideOf(content, card)]--;
  const unseen = count.left + count.right;
  const chance = unseen > 0 ? Math.max(0, count.left) / unseen : 0.5;
  chances.set(view.mind, { on: { mind: view.mind, beliefDiscard: view.beliefDiscard, belief: view.belief }, content, chance });
  return chance;
}
