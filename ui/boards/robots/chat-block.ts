import type { Ctx } from 'boardgame.io';
import { robots } from '../../../games/robots/index.ts';
import type { RobotsState } from '../../../games/robots/state.ts';
import type { TableView } from './table-props.ts';

/**
 * Why this viewer may not post, from the game's own chat policy (the server applies the
 * same one). The policy reads only the seats and whether the game is over, which every view carries.
 */
export function chatBlockReason(G: TableView, ctx: Pick<Ctx, 'gameover'>, playerID: string | null): string | undefined {
  return robots.chatPolicy(G as unknown as RobotsState, ctx as Ctx, playerID)?.message;
}
