import type { Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';

type Args = Record<string, unknown>;

/** What a kind of script may do as the bot walks it (sim-steps.ts, choices.ts, conditions.ts): its plain steps, its conditions, where it may draw from and what it may count. */
interface Reads {
  steps: ReadonlySet<string>;
  conditions: ReadonlySet<string>;
  drawsFrom: (from: unknown) => boolean;
  counts: (zone: unknown) => boolean;
  known: WeakMap<readonly Step[], boolean>;
}

const JOINED_CONDITIONS = new Set(['all', 'any', 'not']);
const BLOCKS = ['then', 'else', 'steps'];
const LOOPS = new Set(['for-each-player', 'for-each', 'repeat']);

/** Whether a zone reference may name the mind: any but a plain pile or hand named outright. */
function mayBeMind(ref: unknown): boolean {
  const zone = typeof ref === 'string' ? ref : ref !== null && typeof ref === 'object' ? (ref as Args).zone : undefined;
  return typeof zone !== 'string' || zone === 'mind';
}

/** Steps that leave the A.I.'s mind unread and unchanged; a `count` of anything but the mind. */
const MIND_FREE: Reads = {
  steps: new Set(['$let', 'gain-chips', 'lose-chips', 'take-chips', 'move-autonomy', 'add-effect', 'end-effect', 'choose-player', 'choose-option']),
  conditions: new Set(['equal', 'chosen', 'card-matches', 'effect-active', 'identity', 'chips']),
  drawsFrom: (from) => from === undefined || !mayBeMind(from),
  counts: (zone) => !mayBeMind(zone),
  known: new WeakMap(),
};

/**
 * Steps that read only what every seat sees alike, chips, hands' sizes, bid effects, the
 * counter, identities: no card anyone holds, no count; cards drawn only from the Algorithm deck,
 * unseen; choices of a player or an option, which offer every seat the same, and whose worth
 * each seat takes from the walk's trace as it would take it (walk-trace.ts: its best answer
 * when it chooses, else their average).
 */
const PUBLIC_ONLY: Reads = {
  steps: new Set(['$let', 'gain-chips', 'lose-chips', 'take-chips', 'move-autonomy', 'add-effect', 'end-effect', 'choose-player', 'choose-option']),
  conditions: new Set(['equal', 'chosen', 'effect-active', 'identity', 'chips']),
  drawsFrom: (from) => from === undefined || from === 'algorithm-deck',
  counts: () => false,
  known: new WeakMap(),
};

function conditionKeeps(reads: Reads, condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object') return true;
  const [name, args] = Object.entries(condition)[0] ?? [];
  if (JOINED_CONDITIONS.has(name)) return (Array.isArray(args) ? args : [args]).every((c) => conditionKeeps(reads, c));
  if (name === 'count') return reads.counts((args as Args | null)?.zone);
  return reads.conditions.has(name);
}

function stepKeeps(reads: Reads, step: Step): boolean {
  const { name = '', rawArgs } = stepParts(step);
  const args = (rawArgs ?? {}) as Args;
  const block = (steps: unknown) => !Array.isArray(steps) || keepsTo(reads, steps as Step[]);
  if (name === 'draw') return reads.drawsFrom(args.from);
  if (name === 'if') return conditionKeeps(reads, args.condition) && BLOCKS.every((b) => block(args[b]));
  if (LOOPS.has(name)) return block(args.steps);
  return reads.steps.has(name);
}

/** Whether every step of `steps` keeps to `reads`: a step or condition the bot does not know does not. Read once per script (content's steps are shared by every walk). */
function keepsTo(reads: Reads, steps: readonly Step[]): boolean {
  let keeps = reads.known.get(steps);
  if (keeps === undefined) reads.known.set(steps, (keeps = steps.every((step) => stepKeeps(reads, step))));
  return keeps;
}

/**
 * Whether following `steps` may read or change the A.I.'s mind (a `leaning` or mind `count`
 * condition, a card chosen from it, moved into or out of it, or a card discarded by name, which
 * looks for it there). A walk of a script that does not ends alike on tables that differ only
 * in the mind (control-worth.ts).
 */
export const touchesMind = (steps: readonly Step[]): boolean => !keepsTo(MIND_FREE, steps);

/**
 * Whether following `steps` reads only the public table (PUBLIC_ONLY): then a walk of it ends
 * alike for every seat at one table, whoever weighs it (life-walks.ts). Such steps leave the mind alone too.
 */
export const readsOnlyPublic = (steps: readonly Step[]): boolean => keepsTo(PUBLIC_ONLY, steps);

