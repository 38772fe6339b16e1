import type { PlayerID } from '../state.ts';
import type { Sim } from './sim.ts';

/**
 * One walk's worth as a program over its endings (explore.ts records it, in the order it weighs
 * them): an ending's worth, both branches of a condition the bot could not read halved, a
 * choice's answers taken as the chooser would (their best when the weighing seat chooses, else
 * their average), a class's worth given to each answer of the class (alike-answers.ts). Weighed
 * again from another start (the other table of a bid, another seat at the table), it does the
 * walk's own sums in the walk's own order: the same number the walk would give there. A choice
 * `byOwner` was put to the card's owner, and to nothing else of the owner's: weighed for another
 * owner, that owner chooses it.
 */
export type TraceOp = { kind: 'end'; sim: Sim } | { kind: 'half' } | { kind: 'choice'; player: PlayerID; n: number; byOwner: boolean } | { kind: 'classes'; classes: readonly number[] };

export const HALF: TraceOp = { kind: 'half' };

/** The trace's worth, each ending weighed by `ending`, for the seat `me` (whose own choices take their best answer), the card's owner `owner` (who makes the choices put to the owner; the walk's own when not given). */
export function traceWorth(trace: readonly TraceOp[], me: PlayerID, ending: (sim: Sim) => number, owner?: PlayerID): number {
  // Most walks meet one ending: its worth is the walk's.
  if (trace.length === 1 && trace[0].kind === 'end') return ending(trace[0].sim);
  const stack: number[] = [];
  for (const op of trace) {
    if (op.kind === 'end') stack.push(ending(op.sim));
    else if (op.kind === 'half') {
      const b = stack.pop()!;
      const a = stack.pop()!;
      stack.push((a + b) / 2);
    } else if (op.kind === 'classes') {
      const values = stack.splice(stack.length - (Math.max(...op.classes) + 1));
      for (const c of op.classes) stack.push(values[c]);
    } else {
      const values = stack.splice(stack.length - op.n);
      const chooser = op.byOwner && owner !== undefined ? owner : op.player;
      stack.push(chooser === me ? Math.max(...values) : values.reduce((a, b) => a + b, 0) / values.length);
    }
  }
  return stack[0];
}

/** The trace with each ending as every seat may keep it: without the cards in the hand of the seat that walked it, which no worth reads. */
export const publicTrace = (trace: readonly TraceOp[]): TraceOp[] => trace.map((op) => (op.kind === 'end' ? { kind: 'end', sim: { ...op.sim, own: [] } } : op));
