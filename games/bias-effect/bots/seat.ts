import { stableChance } from '../../kit/bots/stable-chance.ts';
import type { BiasContent, BotHabits } from '../content-types.ts';
import type { BiasView, PlayerID } from '../state.ts';

/** Everything one bot decides from: its seat's view, the content, its habits. */
export interface BotSeat {
  view: BiasView;
  content: BiasContent;
  me: PlayerID;
  habits: BotHabits;
  /** What changes from match to match and round to round but not within a step, for stable chances. */
  salt: string;
}

export function botSeat(view: BiasView, content: BiasContent, me: PlayerID): BotSeat {
  const identities = view.players.map((p) => view.identities[p]).join(',');
  return { view, content, me, habits: content.rules.botHabits, salt: [view.roundsPlayed, view.autonomy, identities, view.mind.join('+'), view.belief ?? '-'].join('|') };
}

/** A number in [0, 1) for the decision `what`: the same however often the bot is asked about the same state. */
export const chanceOf = (seat: BotSeat, what: string): number => stableChance(`${seat.salt}|${seat.me}|${what}`);

/** Whether the bot does `what` with `probability`, decided once per state. */
export const decides = (seat: BotSeat, what: string, probability: number): boolean => chanceOf(seat, what) < probability;

export const opponentsOf = (seat: BotSeat): PlayerID[] => seat.view.players.filter((p) => p !== seat.me);
