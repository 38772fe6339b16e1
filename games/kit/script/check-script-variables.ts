import { closestWord } from '../content/closest-word.ts';
import { VARIABLE } from './values.ts';

/** Which arguments of each step name a variable it sets, and which hold nested steps. */
export interface ScriptShape {
  setters: ReadonlyMap<string, readonly string[]>;
  nested: ReadonlyMap<string, readonly string[]>;
}

/** Variables every script may read without setting them (values.ts `lookup`). */
export const BUILT_IN_VARIABLES = ['self', 'owner', 'current'] as const;

export interface VariableFinding {
  /** Inside the script: [step index, step name, argument, ...]. */
  path: (string | number)[];
  message: string;
}

const SETTER_REF = '#/definitions/variable-name';
const SCRIPT_REF = '#/definitions/script';

/**
 * The shape of a game's steps read from its generated script schema (or any object with the
 * same `definitions.step`): an argument that `$ref`s `variable-name` sets a variable, one that
 * `$ref`s `script` holds steps.
 */
export function scriptShapeOf(schema: unknown): ScriptShape {
  const steps = ((schema as any)?.definitions?.step?.properties ?? {}) as Record<string, { properties?: Record<string, { $ref?: string }> }>;
  const setters = new Map<string, string[]>();
  const nested = new Map<string, string[]>();
  for (const [name, step] of Object.entries(steps)) {
    const args = Object.entries(step.properties ?? {});
    setters.set(name, args.filter(([, arg]) => arg.$ref === SETTER_REF).map(([key]) => key));
    nested.set(name, args.filter(([, arg]) => arg.$ref === SCRIPT_REF).map(([key]) => key));
  }
  return { setters, nested };
}

/**
 * Every `$variable` a script reads before any earlier step (in the order written) sets it.
 * At run time such a read is null, and most steps take null as "nothing": a typo like `$crad`
 * would make a step do nothing, silently. A variable set in one branch of an `if` counts as
 * set below it: the check follows the text, not every path through it.
 */
export function checkScriptVariables(script: unknown, shape: ScriptShape, preset: readonly string[] = BUILT_IN_VARIABLES): VariableFinding[] {
  const known = new Set<string>(preset);
  const findings: VariableFinding[] = [];
  walkSteps(script, [], shape, known, findings);
  return findings;
}

function walkSteps(steps: unknown, path: (string | number)[], shape: ScriptShape, known: Set<string>, findings: VariableFinding[]) {
  if (!Array.isArray(steps)) return;
  steps.forEach((step, index) => {
    if (step === null || typeof step !== 'object' || Array.isArray(step)) return;
    const [name, args] = Object.entries(step)[0] ?? [];
    if (name === undefined) return;
    const at = [...path, index, name];
    const setters = shape.setters.get(name) ?? [];
    const nested = shape.nested.get(name) ?? [];
    const entries = args !== null && typeof args === 'object' && !Array.isArray(args) ? Object.entries(args) : [['', args] as [string, unknown]];
    for (const [key, value] of entries) {
      if (setters.includes(key) || nested.includes(key)) continue;
      readsIn(value, key === '' ? at : [...at, key], known, findings);
    }
    for (const key of setters) {
      const value = (args as Record<string, unknown> | null)?.[key];
      if (typeof value === 'string') known.add(value);
    }
    for (const key of nested) walkSteps((args as Record<string, unknown> | null)?.[key], [...at, key], shape, known, findings);
  });
}

function readsIn(value: unknown, path: (string | number)[], known: Set<string>, findings: VariableFinding[]) {
  if (typeof value === 'string') {
    const name = VARIABLE.exec(value)?.[1];
    if (name !== undefined && !known.has(name)) findings.push({ path, message: unsetMessage(name, known) });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => readsIn(item, [...path, i], known, findings));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) readsIn(item, [...path, key], known, findings);
  }
}

function unsetMessage(name: string, known: Set<string>): string {
  const guess = closestWord(name, [...known]);
  const set = [...known].filter((v) => !(BUILT_IN_VARIABLES as readonly string[]).includes(v));
  const instead = guess ? ` Did you mean $${guess}?` : '';
  const available = set.length > 0 ? ` Set above: ${set.map((v) => `$${v}`).join(', ')}; always there: $self, $owner, $current.` : ' Nothing is set above; always there: $self, $owner, $current.';
  return `$${name} is read here but no step above sets it (it would be empty, and the step would quietly do nothing).${instead}${available} A step sets a variable with \`as: ${guess ?? name}\`.`;
}
