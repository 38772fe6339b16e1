import type { Ctx } from 'boardgame.io';
import type { ModeDef } from './content-types.ts';
import { moveViolation, type AyarMove } from './move-checks.ts';
import type { Table } from './rules/table.ts';
import type { PlayerID } from './state.ts';

export interface EnumeratedMove {
  move: AyarMove;
  args: unknown[];
}

/**
 * Every legal move for `playerID`, read only from what that player's view holds, so a
 * bot sees no more than a person would. Each candidate passes the move's whole check, its
 * declared arguments and its rule, so a bot is refused nothing the server would take.
 */
export function enumerateMoves(G: Table, ctx: Pick<Ctx, 'gameover' | 'activePlayers'>, mode: ModeDef, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || (ctx.activePlayers && !Object.hasOwn(ctx.activePlayers, playerID))) return [];
  const others = G.players.filter((p) => p !== playerID);
  const candidates: EnumeratedMove[] = [
    ...others.map((p) => ({ move: 'zap' as const, args: [p] })),
    ...others.map((p) => ({ move: 'offerHandshake' as const, args: [p] })),
    { move: 'withdrawHandshake', args: [] },
    ...others.map((p) => ({ move: 'acceptHandshake' as const, args: [p] })),
    ...others.map((p) => ({ move: 'declineHandshake' as const, args: [p] })),
    { move: 'declareRevolution', args: [] },
  ];
  return candidates.filter((c) => moveViolation(G, mode, playerID, c.move, c.args) === undefined);
}
