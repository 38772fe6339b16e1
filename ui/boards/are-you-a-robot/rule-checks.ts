import type { ModeDef } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import {
  checkAccept,
  checkDecline,
  checkOffer,
  checkRevolution,
  checkWithdraw,
  checkZap,
} from '../../../games/are-you-a-robot/rules/index.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { availability, type Check } from './availability.ts';

/** The game's own validators, bound to one player and mode: the UI explains with the rules. */
function ruleChecks(mode: ModeDef, me: string) {
  return {
    zap: (target: string): Check => (view) => checkZap(view, mode, me, target),
    offer: (to: string): Check => (view) => checkOffer(view, mode, me, to),
    withdraw: (): Check => (view) => checkWithdraw(view, mode, me),
    accept: (from: string): Check => (view) => checkAccept(view, mode, me, from),
    decline: (from: string): Check => (view) => checkDecline(view, mode, me, from),
    revolution: (): Check => (view) => checkRevolution(view, mode, me),
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
