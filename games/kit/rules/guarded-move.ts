import type { LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Violation } from '../violation.ts';

type MoveContext<G> = Parameters<MoveFn<G>>[0];

/**
 * A move that first asks its validator and returns INVALID_MOVE on a violation, so the
 * server and the UI share one rule. Arguments arrive untyped from the wire: the validator
 * must accept anything (`unknown`) and answer with a violation rather than throw.
 */
export function guardedMove<G>(
  check: (context: MoveContext<G>, ...args: unknown[]) => Violation | undefined,
  apply: (context: MoveContext<G>, ...args: any[]) => void | G,
): LongFormMove<G> {
  return {
    move: (context, ...args) => {
      if (check(context, ...args)) return INVALID_MOVE;
      return apply(context, ...args);
    },
    // The client holds only a player's view: running a move there would guess at secrets.
    client: false,
    // One endless free-for-all turn: an undo would let a player take back a shot or an offer.
    undoable: false,
  };
}
