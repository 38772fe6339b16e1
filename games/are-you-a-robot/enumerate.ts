import type { Ctx } from 'boardgame.io';
import type { ModeDef } from './content-types.ts';
import { checkAccept, checkDecline, checkOffer, checkRevolution, checkWithdraw, checkZap } from './rules/index.ts';
import type { Table } from './rules/table.ts';
import type { PlayerID } from './state.ts';

export interface EnumeratedMove {
  move: string;
  args: unknown[];
}

/**
 * Every legal move for `playerID`, read only from what that player's view holds, so a
 * bot sees no more than a person would. Each candidate passes its own validator.
 */
export function enumerateMoves(G: Table, ctx: Pick<Ctx, 'gameover' | 'activePlayers'>, mode: ModeDef, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || (ctx.activePlayers && !(playerID in ctx.activePlayers))) return [];
  const others = G.players.filter((p) => p !== playerID);
  const candidates: EnumeratedMove[] = [
    ...others.map((p) => ({ move: 'zap', args: [p] })),
    ...others.map((p) => ({ move: 'offerHandshake', args: [p] })),
    { move: 'withdrawHandshake', args: [] },
    ...others.map((p) => ({ move: 'acceptHandshake', args: [p] })),
    ...others.map((p) => ({ move: 'declineHandshake', args: [p] })),
    { move: 'declareRevolution', args: [] },
  ];
  const validators: Record<string, (...args: unknown[]) => unknown> = {
    zap: (to) => checkZap(G, mode, playerID, to),
    offerHandshake: (to) => checkOffer(G, mode, playerID, to),
    withdrawHandshake: () => checkWithdraw(G, mode, playerID),
    acceptHandshake: (from) => checkAccept(G, mode, playerID, from),
    declineHandshake: (from) => checkDecline(G, mode, playerID, from),
    declareRevolution: () => checkRevolution(G, mode, playerID),
  };
  return candidates.filter((c) => validators[c.move](...c.args) === undefined);
}
