import { violation, type Violation } from '../violation.ts';
import type { DecisionRequest, PendingDecision, PlayerID, ScriptState } from './types.ts';

/** The options without repeats, in first-seen order: a short list by a loop, which costs a fraction of building a Set (a bot asks this for every choice it weighs). */
function distinct(options: readonly string[]): string[] {
  if (options.length > 16) return [...new Set(options)];
  const out: string[] = [];
  for (let i = 0; i < options.length; i++) if (!out.includes(options[i])) out.push(options[i]);
  return out;
}

/** Bounds clamped to the options; `auto` when there is no real choice, so nobody is asked. */
export function normalizeRequest(request: DecisionRequest): { decision: DecisionRequest; auto?: string[] } {
  const options = distinct(request.options);
  const ordered = request.kind === 'order';
  const min = ordered ? options.length : Math.min(request.min, options.length);
  const max = ordered ? options.length : Math.min(Math.max(request.max, min), options.length);
  const decision = { ...request, options, min, max };
  const forced = ordered ? options.length <= 1 : options.length <= min;
  return forced ? { decision, auto: options } : { decision };
}

/** Whether `playerID` may give `answer` to the pending decision; the same check the decide move makes. */
export function checkAnswer(state: ScriptState, playerID: PlayerID | null | undefined, answer: unknown): Violation | undefined {
  const pending = state.running?.pending;
  if (!pending) return violation('no-decision', 'No card is waiting for a decision.');
  if (playerID !== pending.player) return violation('not-your-decision', `Another player decides this: ${pending.prompt}`);
  if (!Array.isArray(answer) || answer.some((a) => typeof a !== 'string')) {
    return violation('bad-answer', 'An answer is a list of the chosen options.');
  }
  if (new Set(answer).size !== answer.length) return violation('repeated-choice', 'Each option can be chosen only once.');
  const stranger = answer.find((a) => !pending.options.includes(a));
  if (stranger !== undefined) return violation('not-an-option', `"${stranger}" is not one of the choices for: ${pending.prompt}`);
  if (answer.length < pending.min || answer.length > pending.max) {
    const wanted = pending.min === pending.max ? `${pending.min}` : `${pending.min} to ${pending.max}`;
    return violation('wrong-count', `Choose ${wanted} for: ${pending.prompt} (${answer.length} chosen).`);
  }
  return undefined;
}

export function pendingDecision(state: ScriptState): PendingDecision | null {
  return state.running?.pending ?? null;
}

/**
 * Legal answers for bots (ai.enumerate), at most `limit`: every choice of min..max options,
 * or orderings for an `order` decision. Large decisions are sampled in a fixed order, so a
 * seeded bot stays deterministic.
 */
export function legalAnswers(decision: DecisionRequest, limit = 50): string[][] {
  const answers: string[][] = [];
  if (decision.kind === 'order') {
    permutations(decision.options, [], answers, limit);
    return answers;
  }
  for (let size = decision.min; size <= decision.max && answers.length < limit; size++) {
    combinations(decision.options, size, 0, [], answers, limit);
  }
  return answers;
}

/** For a game's ai.enumerate: the `decide` moves open to `playerID`, none if the decision is not theirs. */
export function decisionMoves(state: ScriptState, playerID: PlayerID, limit = 50): { move: 'decide'; args: [string[]] }[] {
  const pending = state.running?.pending;
  if (!pending || pending.player !== playerID) return [];
  return legalAnswers(pending, limit).map((answer) => ({ move: 'decide', args: [answer] }));
}

function combinations(options: string[], size: number, start: number, picked: string[], out: string[][], limit: number) {
  if (out.length >= limit) return;
  if (picked.length === size) {
    out.push([...picked]);
    return;
  }
  for (let i = start; i < options.length && out.length < limit; i++) {
    combinations(options, size, i + 1, [...picked, options[i]], out, limit);
  }
}

function permutations(rest: string[], picked: string[], out: string[][], limit: number) {
  if (out.length >= limit) return;
  if (rest.length === 0) {
    out.push(picked);
    return;
  }
  for (let i = 0; i < rest.length && out.length < limit; i++) {
    permutations([...rest.slice(0, i), ...rest.slice(i + 1)], [...picked, rest[i]], out, limit);
  }
}

/** What a player's view holds of the scripting state: no variables, no steps, no foreign options. */
export interface ScriptStateView {
  running: { id: number; tag: string | null; pending: PendingDecision | null } | null;
  effects: ScriptState['effects'];
}

/**
 * For playerView. A paused script's variables can hold cards a player chose from a hidden
 * hand, and a decision's options can list that hand: only the decider sees the options,
 * nobody sees the variables. Others still see who decides what, and how many to pick.
 */
export function viewScriptState(state: ScriptState, viewer: PlayerID | null | undefined): ScriptStateView {
  const run = state.running;
  if (!run) return { running: null, effects: state.effects };
  const pending = run.pending && viewer !== run.pending.player ? { ...run.pending, options: [] } : run.pending;
  return { running: { id: run.id, tag: run.tag, pending }, effects: state.effects };
}
