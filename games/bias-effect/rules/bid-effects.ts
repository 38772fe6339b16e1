import { activeEffects, type ScriptState } from '../../kit/script/index.ts';
import type { PlayerID } from '../state.ts';

export const BID_BONUS = 'bid-bonus';
export const BID_CAP = 'bid-cap';
export const NO_BONUS = 'no-bonus';

/** The effects Algorithm and Life cards may put on a player (`owner` of the effect is the player affected). */
export const BID_EFFECTS: Record<string, string> = {
  [BID_BONUS]:
    "`data: { amount }` is added to the player's total at the next reveal (a negative amount takes away; a total never goes below 0). It changes the total, never the chips paid.",
  [BID_CAP]: '`data: { amount }`: the player may bid at most this many chips next time (the lowest cap wins when several are on them).',
  [NO_BONUS]: "The player's bias bonus counts 0 at the next reveal.",
};

const amountOf = (data: Record<string, unknown>) => (typeof data.amount === 'number' ? data.amount : 0);

/** The sum of the bid edits on a player. */
export function bidEdit(scripts: Pick<ScriptState, 'effects'>, player: PlayerID): number {
  return activeEffects(scripts, { effect: BID_BONUS, owner: player }).reduce((sum, e) => sum + amountOf(e.data), 0);
}

/** The most a player may bid now, if a card capped it. */
export function bidCap(scripts: Pick<ScriptState, 'effects'>, player: PlayerID): number | undefined {
  const caps = activeEffects(scripts, { effect: BID_CAP, owner: player }).map((e) => Math.max(0, amountOf(e.data)));
  return caps.length > 0 ? Math.min(...caps) : undefined;
}

export function bonusBlocked(scripts: Pick<ScriptState, 'effects'>, player: PlayerID): boolean {
  return activeEffects(scripts, { effect: NO_BONUS, owner: player }).length > 0;
}
