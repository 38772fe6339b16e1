import type { Violation } from '../violation.ts';
import { argCandidates } from './move-arg-candidates.ts';
import type { ArgScope, MoveArgs } from './move-args.ts';

/** One move a seat may make, with its arguments, as a bot sends it. */
export interface LegalMove {
  move: string;
  args: unknown[];
}

/**
 * Every move of `declared`, with every argument list its declaration lists in `scope`
 * (move-arg-candidates.ts), that the game's own `refusal` lets through, in the declarations'
 * order: a bot's whole menu with no game code. A move whose arguments cannot be listed (free
 * text) is left out; a game offers those itself.
 */
export function declaredLegalMoves<G>(declared: Readonly<Record<string, MoveArgs<G>>>, scope: ArgScope<G>, refusal: (move: string, args: unknown[]) => Violation | undefined): LegalMove[] {
  return Object.entries(declared).flatMap(([move, specs]) =>
    (argCandidates(specs, scope) ?? []).filter((args) => refusal(move, args) === undefined).map((args) => ({ move, args })),
  );
}
