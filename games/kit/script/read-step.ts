import type { Bindings } from './values.ts';
import { resolveArgs, VARIABLE } from './values.ts';
import { stepParts } from './step-parts.ts';

/** A step or condition as the interpreter reads it: its one key, its arguments as written, and whether any of them names a variable. */
export interface ReadStep {
  name: string | undefined;
  rawArgs: unknown;
  /** No `$variable` anywhere in the arguments (lazy ones aside): they resolve to what is written. */
  fixed: boolean;
}

function namesVariable(value: unknown): boolean {
  if (typeof value === 'string') return VARIABLE.test(value);
  if (Array.isArray(value)) return value.some(namesVariable);
  if (value !== null && typeof value === 'object') return Object.values(value).some(namesVariable);
  return false;
}

function readOf(step: object, lazy: readonly string[]): ReadStep {
  const { name, rawArgs } = stepParts(step);
  const args = rawArgs;
  const fixed = args !== null && typeof args === 'object' && !Array.isArray(args) ? Object.keys(args).every((key) => lazy.includes(key) || !namesVariable((args as Record<string, unknown>)[key])) : !namesVariable(args);
  return { name, rawArgs, fixed };
}

// Content is deep-frozen and its steps run again and again (every card played, every Life card):
// each frozen step is read once. A step that is not frozen (a test's own object) may change, and is read every time.
const known = new WeakMap<object, ReadStep>();

export function readStep(step: object, lazy: readonly string[]): ReadStep {
  if (!Object.isFrozen(step)) return readOf(step, lazy);
  let read = known.get(step);
  if (read === undefined) known.set(step, (read = readOf(step, lazy)));
  return read;
}

/**
 * A step's arguments with every `$variable` replaced (values.ts resolveArgs), `missing` standing
 * for none written. An object of arguments that names none is the written one, shared: frozen
 * content, or a test's own step, and no step writes to its arguments.
 */
export function argsOf(read: ReadStep, bindings: Bindings, lazy: readonly string[], missing?: unknown): unknown {
  const written = read.rawArgs === undefined ? missing : read.rawArgs;
  return read.fixed && written === read.rawArgs && written !== null && typeof written === 'object' ? written : resolveArgs(written, bindings, lazy);
}
