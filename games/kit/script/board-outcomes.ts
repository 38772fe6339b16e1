import type { JsonSchema } from './vocabulary.ts';

/** One way a shared board can be, e.g. "the A.I. leans right": a card has an outcome for it. */
export interface BoardCase<S> {
  name: string;
  description: string;
  holds(board: S): boolean;
}

/**
 * The cases a game's board-conditioned cards answer, tried in order; when none holds, the
 * fallback applies. So exactly one outcome of such a card applies at any moment, and the
 * table can light it before it runs.
 */
export interface BoardCases<S> {
  cases: BoardCase<S>[];
  fallback: { name: string; description: string };
}

export function defineBoardCases<S>(cases: BoardCase<S>[], fallback: BoardCases<S>['fallback']): BoardCases<S> {
  const names = [...cases.map((c) => c.name), fallback.name];
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`Two board cases are named "${twice}".`);
  return { cases, fallback };
}

export function boardCaseNames(board: BoardCases<unknown>): string[] {
  return [...board.cases.map((c) => c.name), board.fallback.name];
}

/** The case that applies to `board` now. */
export function boardCase<S>(cases: BoardCases<S>, board: S): string {
  return cases.cases.find((c) => c.holds(board))?.name ?? cases.fallback.name;
}

/** A card's outcome for the board as it is, with the case's name (to light it on the table). */
export function outcomeFor<S, T extends object>(cases: BoardCases<S>, outcomes: T, board: S): { case: string; outcome: T[keyof T] } {
  const name = boardCase(cases, board);
  const outcome = (outcomes as Record<string, T[keyof T] | undefined>)[name];
  if (outcome === undefined) throw new Error(`The card has no "${name}" outcome.`);
  return { case: name, outcome };
}

/**
 * The schema of a card's `outcomes`: one entry per case, every one required, nothing else,
 * each described by its case so the editor says when it applies.
 */
export function outcomesSchema(cases: BoardCases<unknown>, outcome: JsonSchema): JsonSchema {
  const all = [...cases.cases, cases.fallback];
  return {
    type: 'object',
    additionalProperties: false,
    required: all.map((c) => c.name),
    properties: Object.fromEntries(all.map((c) => [c.name, { ...outcome, description: `Applies when ${c.description}.` }])),
  };
}
