import { checkMoveArgs } from '../kit/rules/check-move-args.ts';
import { arg, type MoveArgs } from '../kit/rules/move-args.ts';
import type { Violation } from '../kit/violation.ts';
import type { ModeDef } from './content-types.ts';
import { checkAccept, checkDecline, checkOffer, checkRevolution, checkWithdraw, checkZap } from './rules/index.ts';
import type { Table } from './rules/table.ts';
import type { PlayerID } from './state.ts';

/**
 * Every move's arguments: each names one other seat or nothing. The kit refuses any other
 * before a rule runs; whether that seat is still in the game, or has an offer out, is the
 * rule's to say, with its own reason.
 */
export const MOVE_ARGS = {
  zap: [arg.seat('target')],
  offerHandshake: [arg.seat('player')],
  withdrawHandshake: [],
  acceptHandshake: [arg.seat('from')],
  declineHandshake: [arg.seat('from')],
  declareRevolution: [],
} as const satisfies Record<string, MoveArgs<Table>>;

export type AyarMove = keyof typeof MOVE_ARGS;

type Rule = (G: Table, mode: ModeDef, playerID: PlayerID | null | undefined, ...args: unknown[]) => Violation | undefined;

/** Each move's rule, read by the moves themselves (moves.ts), the bots and the table alike. */
export const MOVE_RULES: Record<AyarMove, Rule> = {
  zap: checkZap,
  offerHandshake: checkOffer,
  withdrawHandshake: checkWithdraw,
  acceptHandshake: checkAccept,
  declineHandshake: checkDecline,
  declareRevolution: checkRevolution,
};

/**
 * Why the server would refuse this move from `playerID` now: its arguments, then its rule,
 * the guarded move's whole check. It reads only what a player's view holds, so a bot and the
 * table ask it of their view. The seats are the state's: `players` is the match's play order.
 */
export function moveViolation(G: Table, mode: ModeDef, playerID: PlayerID | null | undefined, move: AyarMove, args: readonly unknown[]): Violation | undefined {
  return checkMoveArgs(MOVE_ARGS[move], args, { G, playerID, seats: G.players }) ?? MOVE_RULES[move](G, mode, playerID, ...args);
}
