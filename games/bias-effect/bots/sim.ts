import { bidCap, bidEdit, bonusBlocked, BID_BONUS, BID_CAP, NO_BONUS } from '../rules/bid-effects.ts';
import { bankPays, passChips, paysBank } from '../rules/chips.ts';
import type { BiasView, CardId, PlayerID } from '../state.ts';
import type { ActiveEffect } from '../../kit/script/index.ts';
import { keptForLast } from '../../kit/kept-for-last.ts';

/** A card the bot cannot see (a deck's top, another's hand): it counts, it has no face. */
export const UNSEEN = '?';

/**
 * The public table as a card script could leave it, as far as one seat can follow it: what a bot
 * weighs. Its lists (own, mind, each pile, effects) and its records of bid effects are replaced,
 * never changed in place (they are read-only to the type checker), so the copies a bot makes at
 * every branch share them (cloneSim); few cards change the next bids, many change chips and hands.
 */
export interface Sim {
  chips: Record<PlayerID, number>;
  bank: number;
  /** Hand sizes; the seat's own cards are `own`. */
  hands: Record<PlayerID, number>;
  own: readonly CardId[];
  /** Programmed beliefs the seat knows, and how many more went in unseen (from the deck). */
  mind: readonly CardId[];
  blind: number;
  /** The piles everyone sees, top first. */
  piles: Record<string, readonly CardId[]>;
  /** What the next bids will count, per player. */
  edit: Readonly<Record<PlayerID, number>>;
  cap: Readonly<Record<PlayerID, number | undefined>>;
  noBonus: Readonly<Record<PlayerID, boolean>>;
  /** Effects in place (the `effect-active` condition reads them). */
  effects: readonly { effect: string; owner: PlayerID }[];
  autonomy: number;
}

const SEEN_PILES: Record<string, 'beliefDiscard' | 'algorithmDiscard' | 'lifeDiscard'> = {
  'belief-discard': 'beliefDiscard',
  'algorithm-discard': 'algorithmDiscard',
  'life-discard': 'lifeDiscard',
};

/** What the effects in force make of each player's next bid, and the effects as the bot keeps them. */
type BidEffects = Pick<Sim, 'edit' | 'cap' | 'noBonus' | 'effects'>;

function bidEffectsOf(view: BiasView): BidEffects {
  const edit: Record<PlayerID, number> = {};
  const cap: Record<PlayerID, number | undefined> = {};
  const noBonus: Record<PlayerID, boolean> = {};
  for (const p of view.players) {
    edit[p] = bidEdit(view.scripts, p);
    cap[p] = bidCap(view.scripts, p);
    noBonus[p] = bonusBlocked(view.scripts, p);
  }
  return { edit, cap, noBonus, effects: view.scripts.effects.map((e) => ({ effect: e.effect, owner: e.owner })) };
}

// Every seat's view of a state, and every state until a card changes the effects, shares the
// state's frozen effects list: they are read once for the last list seen (each read filters the
// list three times a player), and every sim made from it shares the records (never changed: Sim).
const lastBidEffects = keptForLast<readonly ActiveEffect[], BidEffects>();

/** What the effects in force make of each player's next bid (bid-effects.ts bidEdit, bidCap, bonusBlocked), read once per frozen list of effects. */
export function bidEffectsAt(view: BiasView): BidEffects {
  const list = view.scripts.effects;
  // Only a frozen list is never changed in place (keptForLast); a test's table may be a plain one.
  return Object.isFrozen(list) ? lastBidEffects(list, [view.players], () => bidEffectsOf(view)) : bidEffectsOf(view);
}

// Built at every weighing (twice a bot's turn) from a view of a frozen state: by loops and
// spreads, which read a frozen list or record at a plain one's speed, where slice, filter and
// an object spread take 5 to 25 times as long (measured, Node 20).
export function simOf(view: BiasView, me: PlayerID): Sim {
  const chips: Sim['chips'] = {};
  const hands: Sim['hands'] = {};
  for (const p of view.players) {
    chips[p] = view.chips[p];
    hands[p] = p === me ? view.hand.length : view.handCounts[p];
  }
  const bids = bidEffectsAt(view);
  const piles: Sim['piles'] = {};
  for (const zone of Object.keys(SEEN_PILES)) piles[zone] = [...view[SEEN_PILES[zone]]];
  return {
    chips,
    bank: view.bank,
    hands,
    own: [...view.hand],
    mind: [...view.mind],
    blind: 0,
    piles,
    edit: bids.edit,
    cap: bids.cap,
    noBonus: bids.noBonus,
    effects: bids.effects,
    autonomy: view.autonomy,
  };
}

function clonePiles(piles: Sim['piles']): Sim['piles'] {
  const out: Sim['piles'] = {};
  for (const zone of Object.keys(piles)) out[zone] = piles[zone];
  return out;
}

// A bot copies its sim at every branch of a card it weighs: a copy by shape, not a generic deep
// one; every field written out (a spread and then overrides gave each copy new shapes), the
// records of chips and hands copied and the rest shared (each is replaced, never changed: Sim).
export const cloneSim = (sim: Sim): Sim => ({
  chips: { ...sim.chips },
  bank: sim.bank,
  hands: { ...sim.hands },
  own: sim.own,
  mind: sim.mind,
  blind: sim.blind,
  piles: clonePiles(sim.piles),
  edit: sim.edit,
  cap: sim.cap,
  noBonus: sim.noBonus,
  effects: sim.effects,
  autonomy: sim.autonomy,
});

/** The bank pays each as far as it goes, in the order given: the game's own rule. */
export const gain = (sim: Sim, players: readonly PlayerID[], amount: number): void => void bankPays(sim, players, amount);

export const lose = (sim: Sim, players: readonly PlayerID[], amount: number): void => void paysBank(sim, players, amount);

export const take = (sim: Sim, from: PlayerID, to: PlayerID, amount: number): void => void (from !== to && passChips(sim, from, to, amount));

/**
 * A lasting effect: only one that lasts until the next bids changes them (the Algorithm step
 * and the Life card come after this round's bids, so an end-of-round effect is spent unused).
 */
export function addEffect(sim: Sim, effect: string, owner: PlayerID, until: unknown, amount: unknown): void {
  sim.effects = [...sim.effects, { effect, owner }];
  if (until !== 'next-bids') return;
  const n = typeof amount === 'number' ? amount : 0;
  if (effect === BID_BONUS) sim.edit = { ...sim.edit, [owner]: sim.edit[owner] + n };
  if (effect === BID_CAP) sim.cap = { ...sim.cap, [owner]: Math.min(sim.cap[owner] ?? Infinity, Math.max(0, n)) };
  if (effect === NO_BONUS) sim.noBonus = { ...sim.noBonus, [owner]: true };
}
