import type { Team } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import type { Violation } from '../../../games/kit/violation.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';

export type Check = (view: AyarView) => Violation | undefined;

/** In this order: a disabled button shows the first team's reason. */
const TEAMS: Team[] = ['human', 'robot'];

/**
 * How a player's button shows. What the button looks like, and the reason a disabled one
 * gives, must not depend on the player's own secret card: they are worked out as if the
 * player held each card in turn. A refusal only the player's card explains (a Robot
 * pressing ZAP) is `private`: the button looks enabled, and pressing it explains the
 * refusal to the player alone and sends nothing.
 */
export function availability(view: AyarView, playerID: string, check: Check): ButtonState {
  const actual = check(view);
  if (!actual) return { state: 'enabled' };
  const asEachTeam = TEAMS.map((team) => check({ ...view, roles: { ...view.roles, [playerID]: team } }));
  if (asEachTeam.some((v) => v === undefined)) return { state: 'private', reason: actual.message };
  return { state: 'disabled', reason: (asEachTeam[0] ?? actual).message };
}
