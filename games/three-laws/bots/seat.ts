import type { BotAction, Rng } from '../../kit/bots/random-bot.ts';
import { stableChancesAfter } from '../../kit/bots/stable-chance.ts';
import type { ArgScope } from '../../kit/rules/move-args.ts';
import type { BotHabits, ThreeLawsContent } from '../content-types.ts';
import { seatLabel } from '../enumerate.ts';
import { cardId } from '../rules/table.ts';
import type { PlayerID, ThreeLawsState, ThreeLawsView } from '../state.ts';

/** Everything one bot decides from: its seat's view, the content, its habits, how it names seats. */
export interface BotSeat {
  view: ThreeLawsView;
  content: ThreeLawsContent;
  me: PlayerID;
  habits: BotHabits;
  rng: Rng;
  /** The seats' names at a live table, which nameOf says; undefined in the simulator. */
  names: Record<string, string> | undefined;
  nameOf: (p: PlayerID) => string;
  /**
   * The seat's stable chances of its decisions: keyed by what changes from match to match and round to
   * round but not within a round, the seat, and the decision. The same function while that key is the same.
   */
  chances: () => (what: string) => number;
  /** What the moves' checks read for this seat, set by the first legality check (legal.ts). */
  scope?: ArgScope<ThreeLawsState>;
  /** The last action the legality check was asked about, and its verdict (legal.ts). */
  checked?: { action: BotAction; legal: boolean };
}

function saltOf(view: ThreeLawsView, me: PlayerID): string {
  const seen = Object.keys(view.cards).sort().map((p) => `${p}=${cardId(view.cards[p])}`);
  return `${[view.round, view.startPlayer, view.lawsInForce.join('+'), seen.join(',')].join('|')}|${me}|`;
}

/** What a seat's salt is made of, as the state's own objects: a round's laws, its start, and each card the seat sees. */
interface SaltOn {
  round: number;
  startPlayer: PlayerID;
  cards: ThreeLawsView['cards'];
  chances: (what: string) => number;
}

// The salt changes only with the round, its laws and the cards a seat sees, while every seat weighs a
// chance per act at every step: each seat's chances are kept with the laws in force (the state's frozen list).
const saltsKept = new WeakMap<readonly string[], Map<PlayerID, SaltOn>>();

/** Whether two views show the same card objects at the same seats. */
export function seesTheSame(a: ThreeLawsView['cards'], b: ThreeLawsView['cards']): boolean {
  // A seat's views of one deal share one record (rules/view.ts).
  if (a === b) return true;
  const seats = Object.keys(a);
  if (seats.length !== Object.keys(b).length) return false;
  for (const p of seats) if (a[p] !== b[p]) return false;
  return true;
}

function chancesOf(view: ThreeLawsView, me: PlayerID): (what: string) => number {
  let bySeat = saltsKept.get(view.lawsInForce);
  if (!bySeat) saltsKept.set(view.lawsInForce, (bySeat = new Map()));
  const kept = bySeat.get(me);
  if (kept && kept.round === view.round && kept.startPlayer === view.startPlayer && seesTheSame(kept.cards, view.cards)) return kept.chances;
  const chances = stableChancesAfter(saltOf(view, me));
  bySeat.set(me, { round: view.round, startPlayer: view.startPlayer, cards: view.cards, chances });
  return chances;
}

export function botSeat(view: ThreeLawsView, content: ThreeLawsContent, me: PlayerID, rng: Rng, names?: Record<string, string>): BotSeat {
  // Most of a bot's calls ask no chance at all: the salt is built on the first that does.
  let chances: ((what: string) => number) | undefined;
  return {
    view,
    content,
    me,
    habits: content.rules.botHabits,
    rng,
    names,
    nameOf: (p) => names?.[p] ?? seatLabel(p),
    chances: () => (chances ??= chancesOf(view, me)),
  };
}

/**
 * Whether the bot does `what` (e.g. `r2-3:call`) with `probability`: the same answer every time
 * it is asked about the same thing this round, however often the bot is consulted.
 */
export function decides(seat: BotSeat, what: string, probability: number): boolean {
  return seat.chances()(what) < probability;
}

/** Whether the bot forgets the laws for this decision (botHabits.slip): `what` names the decision. */
export function slips(seat: BotSeat, what: string): boolean {
  return decides(seat, `${what}:slip`, seat.habits.slip);
}
