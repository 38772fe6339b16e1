import { checkAnswer, type PendingDecision, type PlayerID, type ScriptState } from '../../../games/kit/script/index.ts';

/**
 * Why `answer` would be refused, from the kit's own check (the `decide` move runs the same
 * one on the server); undefined when it would be accepted.
 */
export function decisionProblem(pending: PendingDecision, viewer: PlayerID | null, answer: string[]): string | undefined {
  const state: ScriptState = {
    running: { id: pending.run, frames: [], scopes: [], pending, restore: null, tag: null },
    effects: [],
    nextId: pending.run + 1,
  };
  return checkAnswer(state, viewer, answer)?.message;
}
