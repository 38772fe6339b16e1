import type { Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';

type Args = Record<string, unknown>;

/** Steps whose every use in the bot's walk (sim-steps.ts, choices.ts) leaves the A.I.'s mind unread and unchanged. */
const MIND_FREE_STEPS = new Set(['$let', 'gain-chips', 'lose-chips', 'take-chips', 'move-autonomy', 'add-effect', 'end-effect', 'choose-player', 'choose-option']);
/** Conditions the bot reads without the mind (conditions.ts); `count` is one unless it counts the mind. */
const MIND_FREE_CONDITIONS = new Set(['equal', 'chosen', 'card-matches', 'effect-active', 'identity', 'chips']);
const JOINED_CONDITIONS = new Set(['all', 'any', 'not']);
const BLOCKS = ['then', 'else', 'steps'];

/** Whether a zone reference may name the mind: any but a plain pile or hand named outright. */
function mayBeMind(ref: unknown): boolean {
  const zone = typeof ref === 'string' ? ref : ref !== null && typeof ref === 'object' ? (ref as Args).zone : undefined;
  return typeof zone !== 'string' || zone === 'mind';
}

function conditionReadsMind(condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object') return false;
  const [name, args] = Object.entries(condition)[0] ?? [];
  if (JOINED_CONDITIONS.has(name)) return (Array.isArray(args) ? args : [args]).some(conditionReadsMind);
  if (name === 'count') return mayBeMind((args as Args | null)?.zone);
  return !MIND_FREE_CONDITIONS.has(name);
}

function stepTouchesMind(step: Step): boolean {
  const { name = '', rawArgs } = stepParts(step);
  const args = (rawArgs ?? {}) as Args;
  if (name === 'draw') return args.from !== undefined && mayBeMind(args.from);
  if (name === 'if') return conditionReadsMind(args.condition) || BLOCKS.some((block) => blockTouchesMind(args[block]));
  if (name === 'for-each-player' || name === 'for-each' || name === 'repeat') return blockTouchesMind(args.steps);
  return !MIND_FREE_STEPS.has(name);
}

const blockTouchesMind = (block: unknown): boolean => Array.isArray(block) && touchesMind(block as Step[]);

const known = new WeakMap<readonly Step[], boolean>();

/**
 * Whether following `steps` may read or change the A.I.'s mind (a `leaning` or mind `count`
 * condition, a card chosen from it, moved into or out of it, or a card discarded by name, which
 * looks for it there): a step or condition the bot does not know counts as one that may. Read
 * once per script (content's steps are shared by every walk). A walk of a script that does not
 * ends alike on tables that differ only in the mind (control-worth.ts).
 */
export function touchesMind(steps: readonly Step[]): boolean {
  let touches = known.get(steps);
  if (touches === undefined) known.set(steps, (touches = steps.some(stepTouchesMind)));
  return touches;
}
