import { stableChancesAfter } from '../../kit/bots/stable-chance.ts';
import type { ArgScope } from '../../kit/rules/move-args.ts';
import type { BiasContent, BotHabits } from '../content-types.ts';
import type { BiasState, BiasView, PlayerID } from '../state.ts';

export type LifeCardWeighing = 'walked' | 'modelled' | 'unweighed';

/** Everything one bot decides from: its seat's view, the content, its habits. */
export interface BotSeat {
  view: BiasView;
  content: BiasContent;
  me: PlayerID;
  habits: BotHabits;
  /**
   * How a bid weighs the Life card to come (control-worth.ts): each unseen outcome walked on the
   * seat's picture of the table (life-walks.ts), by its first-order effects alone (life-model.ts),
   * or not at all: the `mind-only` variant's bids weigh the mind alone.
   */
  lifeCard: LifeCardWeighing;
  /** A number in [0, 1) for the decision `what`, keyed by what changes from match to match and round to round but not within a step, and the seat: the same however often the bot is asked about the same state. */
  chanceOf: (what: string) => number;
  /** What the moves' checks read for this seat, set by the first legality check (legal.ts). */
  scope?: ArgScope<BiasState>;
  /** How much each opponent's gain weighs against the bot, set when first asked (worth.ts rivalry). */
  rivalry?: Record<PlayerID, number>;
  /** The players of each leaning asked about (reader.ts whoOf). */
  byLeaning?: Map<string, PlayerID[]>;
  /** The other players in seat order, found when first asked (opponentsOf). */
  opponents?: PlayerID[];
}

function saltOf(view: BiasView, me: PlayerID): string {
  const identities = view.players.map((p) => view.identities[p]).join(',');
  return `${[view.roundsPlayed, view.autonomy, identities, view.mind.join('+'), view.belief ?? '-'].join('|')}|${me}|`;
}

export function botSeat(view: BiasView, content: BiasContent, me: PlayerID, { lifeCard = 'modelled' as LifeCardWeighing } = {}): BotSeat {
  // Most of a bot's calls ask no chance at all: the salt is built on the first that does.
  let chances: ((what: string) => number) | undefined;
  // Every field a decision may set is there from the start: one shape for every seat.
  return { view, content, me, habits: content.rules.botHabits, lifeCard, chanceOf: (what) => (chances ??= stableChancesAfter(saltOf(view, me)))(what), scope: undefined, rivalry: undefined, byLeaning: undefined, opponents: undefined };
}

/** Whether the bot does `what` with `probability`, decided once per state. */
export const decides = (seat: BotSeat, what: string, probability: number): boolean => seat.chanceOf(what) < probability;

/** The other players, in seat order; a loop (filter over the view's frozen list took about 2 µs a call, measured in profiles). */
export function opponentsOf(seat: BotSeat): PlayerID[] {
  if (seat.opponents) return seat.opponents;
  const others: PlayerID[] = [];
  for (const p of seat.view.players) if (p !== seat.me) others.push(p);
  return (seat.opponents = others);
}
