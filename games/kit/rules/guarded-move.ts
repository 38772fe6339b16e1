import type { Ctx, LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Violation } from '../violation.ts';
import { checkMoveArgs } from './check-move-args.ts';
import type { MoveArgs } from './move-args.ts';

type MoveContext<G> = Parameters<MoveFn<G>>[0];

/** What a move's checks read: the state, the sender, and the match's seats (ctx.playOrder). */
export interface CheckContext<G> {
  G: G;
  playerID: string | null | undefined;
  ctx: Pick<Ctx, 'playOrder'>;
}

/** A move the kit guards: its declared arguments, and its whole check for the UI and bots to ask. */
export interface GuardedMove<G> extends LongFormMove<G> {
  args: MoveArgs<G>;
  /** Why the engine would refuse this move now (its arguments, then its rule), or undefined. */
  violation(context: CheckContext<G>, args: readonly unknown[]): Violation | undefined;
}

/**
 * A move whose arguments are checked against their declaration before anything else, then
 * asks its validator, and returns INVALID_MOVE on either refusal, so the server and the UI
 * share one rule. The validator and the move body therefore only ever see arguments of the
 * declared kinds: a seat of this match, a card of the named zone, a whole number in range.
 */
export function guardedMove<G>(
  args: MoveArgs<G>,
  check: (context: CheckContext<G>, ...args: any[]) => Violation | undefined,
  apply: (context: MoveContext<G>, ...args: any[]) => void | G,
): GuardedMove<G> {
  const violation = (context: CheckContext<G>, given: readonly unknown[]): Violation | undefined =>
    checkMoveArgs(args, given, { G: context.G, playerID: context.playerID, seats: context.ctx.playOrder }) ?? check(context, ...given);
  return {
    args,
    violation,
    move: (context, ...given) => (violation(context, given) ? INVALID_MOVE : apply(context, ...given)),
    // The client holds only a player's view: running a move there would guess at secrets.
    client: false,
    // One endless free-for-all turn: an undo would let a player take back a shot or an offer.
    undoable: false,
  };
}
