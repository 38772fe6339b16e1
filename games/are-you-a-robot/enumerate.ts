import type { Ctx } from 'boardgame.io';
import type { ModeDef } from './content-types.ts';
import { declaredLegalMoves } from '../kit/rules/declared-moves.ts';
import { MOVE_ARGS, moveViolation, type AyarMove } from './move-checks.ts';
import type { Table } from './rules/table.ts';
import type { PlayerID } from './state.ts';

export interface EnumeratedMove {
  move: AyarMove;
  args: unknown[];
}

/**
 * Every legal move for `playerID`, read only from what that player's view holds, so a
 * bot sees no more than a person would: each move's candidates listed from its declared
 * arguments (every seat, in play order), each kept if it passes the move's whole check, its
 * declared arguments and its rule, so a bot is refused nothing the server would take.
 */
export function enumerateMoves(G: Table, ctx: Pick<Ctx, 'gameover' | 'activePlayers'>, mode: ModeDef, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || (ctx.activePlayers && !Object.hasOwn(ctx.activePlayers, playerID))) return [];
  return declaredLegalMoves(MOVE_ARGS, { G, playerID, seats: G.players }, (move, args) => moveViolation(G, mode, playerID, move as AyarMove, args)) as EnumeratedMove[];
}
