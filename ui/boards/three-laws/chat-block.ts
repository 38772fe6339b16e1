import type { Ctx } from 'boardgame.io';
import { threeLaws } from '../../../games/three-laws/index.ts';
import type { ThreeLawsState, ThreeLawsView } from '../../../games/three-laws/state.ts';

/**
 * Why this viewer may not post in the match chat, from the game's own chat policy (the server
 * applies the same one): closed while laws apply, when the only speech is the query's. The
 * policy reads the step, the seats and the talk rules, which every view carries.
 */
export function chatBlockReason(G: ThreeLawsView, ctx: Pick<Ctx, 'gameover'>, playerID: string | null): string | undefined {
  return threeLaws.chatPolicy(G as unknown as ThreeLawsState, ctx as Ctx, playerID)?.message;
}
