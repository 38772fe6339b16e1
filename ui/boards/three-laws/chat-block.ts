import type { Ctx } from 'boardgame.io';
import { threeLaws } from '../../../games/three-laws/index.ts';
import { lawsApply } from '../../../games/three-laws/rules/table.ts';
import type { ThreeLawsState, ThreeLawsView } from '../../../games/three-laws/state.ts';

/**
 * Why this viewer may not post in the match chat, from the game's own chat policy (the server
 * applies the same one): closed while laws apply, when the only speech is the query's. The
 * policy reads the step, the seats and the talk rules, which every view carries.
 */
export function chatBlockReason(G: ThreeLawsView, ctx: Pick<Ctx, 'gameover'>, playerID: string | null): string | undefined {
  return threeLaws.chatPolicy(G as unknown as ThreeLawsState, ctx as Ctx, playerID)?.message;
}

/**
 * The match chat's state beside its title, from the reason the viewer may not post: the laws
 * close it to the seats while they apply; a spectator may never post, between rounds as during
 * them, and reads the players' chat.
 */
export function chatNote(G: Pick<ThreeLawsView, 'step'>, playerID: string | null, reason: string | undefined): string {
  if (reason === undefined) return 'open';
  return playerID !== null && lawsApply(G.step) ? 'closed while laws apply' : 'read only';
}
