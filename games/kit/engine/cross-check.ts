import { isDeepStrictEqual } from 'node:util';
import type { State } from 'boardgame.io';
import type { EngineAction, Step, StepResult } from './lean-reducer.ts';

type Outcome = StepResult | { threw: string };

function attempt(step: Step, state: State, action: EngineAction): Outcome {
  try {
    return step(state, action);
  } catch (error) {
    return { threw: error instanceof Error ? error.message : String(error) };
  }
}

/** What decides the rest of a game: G, ctx, the plugins' data (the random seed's state) and the state id; and the move's log, when the engine writes one. */
function decisive(state: State, log: boolean) {
  const plugins = Object.fromEntries(Object.entries(state.plugins ?? {}).map(([name, plugin]) => [name, plugin.data]));
  return { G: state.G, ctx: state.ctx, plugins, _stateID: state._stateID, ...(log ? { deltalog: state.deltalog } : {}) };
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};

/**
 * isDeepStrictEqual of two states' parts, knowing the parts they came from were equal: a part
 * each side kept as the same object since then, frozen (the lean engine freezes every state
 * deeply, immer every state it makes), holds what it held, so only what either side made anew
 * is compared. Most of a move's G is kept on both sides: comparing it whole at every move was a
 * quarter of the check.
 */
function equalSince(a: unknown, b: unknown, beforeA: unknown, beforeB: unknown): boolean {
  if (a === beforeA && b === beforeB && Object.isFrozen(a) && Object.isFrozen(b)) return true;
  if (!isPlain(a) || !isPlain(b) || !isPlain(beforeA) || !isPlain(beforeB)) return isDeepStrictEqual(a, b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!equalSince(a[key], b[key], Object.hasOwn(beforeA, key) ? beforeA[key] : undefined, Object.hasOwn(beforeB, key) ? beforeB[key] : undefined)) return false;
  }
  return true;
}

/** The first decisive part in which two states differ; with `before`, the states they came from, found equal. */
function differingPart(a: State, b: State, log: boolean, before?: [State, State]): string | undefined {
  const left = decisive(a, log);
  const right = decisive(b, log);
  const keys = Object.keys(left) as (keyof typeof left)[];
  if (!before) return keys.find((key) => !isDeepStrictEqual(left[key], right[key]));
  const [beforeA, beforeB] = [decisive(before[0], log), decisive(before[1], log)];
  return keys.find((key) => !equalSince(left[key], right[key], beforeA[key], beforeB[key]));
}

function word(outcome: Outcome): string {
  if ('threw' in outcome) return `threw "${outcome.threw}"`;
  if ('rejected' in outcome) return `rejected it (${outcome.rejected})`;
  return 'accepted it';
}

/** How each engine sets a match up: one way for both, or each its own (the simulator's ported flow). */
export type Start = (() => State) | { lean: () => State; reference: () => State };

/**
 * Plays the same actions through two steps, each from its own fresh initial state, and
 * compares them after the setup and after every action: both accept it with equal states, or
 * both refuse it the same way. Returns where they first part, in words, or undefined when they
 * never do. With `log`, each action's deltalog must be equal too (the lean engine as the
 * server runs it).
 */
export function crossCheck(start: Start, lean: Step, reference: Step, actions: EngineAction[], { log = false } = {}): string | undefined {
  let ours = typeof start === 'function' ? start() : start.lean();
  let theirs = typeof start === 'function' ? start() : start.reference();
  const atSetup = differingPart(ours, theirs, false);
  if (atSetup) return `at setup the lean engine's ${atSetup} differs from boardgame.io's InitializeGame's`;
  for (const [index, action] of actions.entries()) {
    const a = attempt(lean, ours, action);
    const b = attempt(reference, theirs, action);
    const where = `action ${index + 1} (${action.payload.type} by player ${action.payload.playerID})`;
    if ('state' in a && 'state' in b) {
      const part = differingPart(a.state, b.state, log, [ours, theirs]);
      if (part) return `after ${where} the lean engine's ${part} differs from boardgame.io's reducer's`;
      ours = a.state;
      theirs = b.state;
      continue;
    }
    if (!isDeepStrictEqual(a, b)) return `at ${where} the lean engine ${word(a)} where boardgame.io's reducer ${word(b)}`;
    return undefined;
  }
  return undefined;
}
