import { stablyHappens } from '../../kit/bots/stable-chance.ts';
import type { BotAction } from '../../kit/bots/random-bot.ts';
import type { EvilContent } from '../content-types.ts';
import { isLegal, stateFromView } from '../enumerate.ts';
import { teamOfFaces } from '../rules/coins.ts';
import { EXTRA, type EvilState, type EvilView, type Face, type PlayerID, type Team } from '../state.ts';

/** One bot's seat: its view, the state its validators read, and what it can tell of the table. */
export interface BotSeat {
  view: EvilView;
  readonly state: EvilState;
  content: EvilContent;
  me: PlayerID;
}

/**
 * The state is built on first use: at 9 seats most asks are of seats with nothing to do, which
 * a chooser tells from the view alone, and building it was most of what such an ask cost. A
 * class, not a literal with a getter: each literal's getter is a closure of its own, which
 * gave every seat a hidden class of its own.
 */
class LazySeat implements BotSeat {
  private built: EvilState | undefined = undefined;

  constructor(
    readonly view: EvilView,
    readonly content: EvilContent,
    readonly me: PlayerID,
  ) {}

  get state(): EvilState {
    return (this.built ??= stateFromView(this.view));
  }
}

export function botSeat(view: EvilView, content: EvilContent, me: PlayerID): BotSeat {
  return new LazySeat(view, content, me);
}

export const move = (name: string, ...args: unknown[]): BotAction => ({ kind: 'move', move: name, args });

/** The first of these the engine would take. */
export function firstLegal(seat: BotSeat, actions: (BotAction | undefined)[]): BotAction | undefined {
  return actions.find((a) => a !== undefined && isLegal(seat.state, seat.content, seat.me, a.move, a.args));
}

/** A chance taken once about one thing: the same answer each time the bot is asked about it. */
export function chance(seat: BotSeat, probability: number, about: string): boolean {
  return stablyHappens(probability, `${seat.me}:${seat.view.round}:${seat.view.serial}:${about}`);
}

/**
 * The team the bot plays for: the one its hidden coin points to (it can turn its revealed coin to
 * match, but not its hidden one). Heads, Good; tails, Evil.
 */
export function myGoal(seat: BotSeat): Exclude<Team, 'neutral'> {
  return seat.view.coins[seat.me].hidden === 'heads' ? 'good' : 'evil';
}

export const goalFace = (team: Exclude<Team, 'neutral'>): Face => (team === 'good' ? 'heads' : 'tails');

/**
 * Each team's expected Power as this seat sees it: a hidden coin it cannot see counts half for
 * each way it might lie; a player without a card yet counts for nothing.
 */
export function expectedTotals(seat: BotSeat): Record<Team, number> {
  const totals: Record<Team, number> = { good: 0, evil: 0, neutral: 0 };
  for (const [p, coins] of Object.entries(seat.view.coins)) {
    const power = seat.view.power[p] ?? 0;
    const hiddens: Face[] = coins.hidden ? [coins.hidden] : ['heads', 'tails'];
    for (const h of hiddens) totals[teamOfFaces(h, coins.shown)] += power / hiddens.length;
  }
  return totals;
}

/** Others who look like rivals: their revealed coin shows the other team's face (the extra player too). */
export function rivals(seat: BotSeat): string[] {
  const mine = goalFace(myGoal(seat));
  return Object.keys(seat.view.coins).filter((p) => p !== seat.me && seat.view.coins[p].shown !== mine);
}

export const isExtra = (p: string) => p === EXTRA;
