import type { Violation } from '../violation.ts';
import { eachArgCandidate } from './move-arg-candidates.ts';
import type { ArgScope, MoveArgs } from './move-args.ts';

/** One move a seat may make, with its arguments, as a bot sends it. */
export interface LegalMove {
  move: string;
  args: unknown[];
}

/** Which candidate moves a bot wants checked at all: the others are passed over unchecked. */
export type MoveWanted = (move: string, args: unknown[]) => boolean;

/**
 * declaredLegalMoves one at a time, each checked only when it is asked for: a bot that takes the
 * first of a kind it likes stops there, and the candidates after it are never checked. With
 * `wanted`, only the candidates it wants are checked and given, in the same order.
 */
export function* eachDeclaredLegalMove<G>(declared: Readonly<Record<string, MoveArgs<G>>>, scope: ArgScope<G>, refusal: (move: string, args: unknown[]) => Violation | undefined, wanted?: MoveWanted): Generator<LegalMove> {
  for (const move of Object.keys(declared)) {
    for (const args of eachArgCandidate(declared[move], scope) ?? []) if ((!wanted || wanted(move, args)) && refusal(move, args) === undefined) yield { move, args };
  }
}

/**
 * Every move of `declared`, with every argument list its declaration lists in `scope`
 * (move-arg-candidates.ts), that the game's own `refusal` lets through, in the declarations'
 * order: a bot's whole menu with no game code. A move whose arguments cannot be listed (free
 * text) is left out; a game offers those itself.
 */
export function declaredLegalMoves<G>(declared: Readonly<Record<string, MoveArgs<G>>>, scope: ArgScope<G>, refusal: (move: string, args: unknown[]) => Violation | undefined): LegalMove[] {
  return [...eachDeclaredLegalMove(declared, scope, refusal)];
}
