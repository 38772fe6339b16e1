import type { ModeDef } from '../../../games/are-you-a-robot/content-types.ts';
import { moveViolation, type AyarMove } from '../../../games/are-you-a-robot/move-checks.ts';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { availability, type Check } from './availability.ts';

/**
 * The moves' whole checks (their declared arguments, then the game's rule), bound to one
 * player and mode: the table enables exactly what the server would take, and explains with
 * the rules.
 */
function ruleChecks(mode: ModeDef, me: string) {
  const check =
    (move: AyarMove, ...args: unknown[]): Check =>
    (view) =>
      moveViolation(view, mode, me, move, args);
  return {
    zap: (target: string) => check('zap', target),
    offer: (to: string) => check('offerHandshake', to),
    withdraw: () => check('withdrawHandshake'),
    accept: (from: string) => check('acceptHandshake', from),
    decline: (from: string) => check('declineHandshake', from),
    revolution: () => check('declareRevolution'),
  };
}

/** What a seated player's buttons need: the checks and how each one shows right now. */
export interface PlayerControls {
  checks: ReturnType<typeof ruleChecks>;
  can(check: Check): ButtonState;
}

export function playerControls(view: AyarView, mode: ModeDef, me: string): PlayerControls {
  return { checks: ruleChecks(mode, me), can: (check) => availability(view, me, check) };
}
