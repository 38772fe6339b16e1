import type { Step } from '../../kit/script/index.ts';
import { stepParts } from '../../kit/script/step-parts.ts';

type Args = Record<string, unknown>;

/** What a kind of script may do as the bot walks it (sim-steps.ts, choices.ts, conditions.ts): its plain steps, its conditions, where it may draw from and what it may count. */
interface Reads {
  steps: ReadonlySet<string>;
  conditions: ReadonlySet<string>;
  drawsFrom: (from: unknown) => boolean;
  counts: (zone: unknown) => boolean;
  /** Steps kept to only with arguments that pass their check. */
  checked?: Readonly<Record<string, (args: Args) => boolean>>;
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
  if (reads.checked && Object.hasOwn(reads.checked, name)) return reads.checked[name](args);
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


const onlyKeys = (args: Args, keys: readonly string[]): boolean => Object.keys(args).every((k) => keys.includes(k));

/** Each variable a step of `steps` (its blocks too) keeps, with whether every step keeping it is a choice of a card of the mind. */
function mindChoices(steps: readonly Step[], out = new Map<string, boolean>()): Map<string, boolean> {
  for (const step of steps) {
    const { name = '', rawArgs } = stepParts(step);
    const args = (rawArgs ?? {}) as Args;
    if (typeof args.as === 'string') out.set(args.as, (out.get(args.as) ?? true) && name === 'choose-card' && args.from === 'mind');
    for (const b of BLOCKS) if (Array.isArray(args[b])) mindChoices(args[b] as Step[], out);
  }
  return out;
}

/**
 * PUBLIC_ONLY with the A.I.'s mind, which every seat sees alike: a `leaning` or mind `count`
 * condition, a card of the mind chosen (by `where` alone), that card discarded (a variable kept
 * by such choices only: not one that may hold a card in someone's hand), the Belief deck's top
 * moved unseen into the mind or its discard. No `$let` (it may name any card). `chosen`: the
 * script's variables kept by choices of a card of the mind alone.
 */
const publicMind = (chosen: ReadonlySet<string>): Reads => ({
  steps: new Set(['gain-chips', 'lose-chips', 'take-chips', 'move-autonomy', 'add-effect', 'end-effect', 'choose-player', 'choose-option']),
  conditions: new Set(['equal', 'chosen', 'effect-active', 'identity', 'chips', 'leaning']),
  drawsFrom: PUBLIC_ONLY.drawsFrom,
  counts: (zone) => zone === 'mind',
  checked: {
    'choose-card': (args) => args.from === 'mind' && onlyKeys(args, ['from', 'where', 'as', 'prompt']),
    discard: (args) => typeof args.cards === 'string' && args.cards.startsWith('$') && chosen.has(args.cards.slice(1)) && (args.to === undefined || (typeof args.to === 'string' && args.to.endsWith('-discard'))) && onlyKeys(args, ['cards', 'to']),
    move: (args) => args.from === 'belief-deck' && (args.to === 'mind' || args.to === 'belief-discard') && (args.count === undefined || typeof args.count === 'number') && onlyKeys(args, ['from', 'to', 'count']),
  },
  known: new WeakMap(),
});

const publicMindScripts = new WeakMap<readonly Step[], boolean>();

/**
 * Whether following `steps` reads only the public table and the A.I.'s mind (publicMind): then a
 * walk of it ends alike for every seat at one table with one mind (life-walks.ts).
 */
export function readsPublicMind(steps: readonly Step[]): boolean {
  let keeps = publicMindScripts.get(steps);
  if (keeps === undefined) {
    const chosen = new Set([...mindChoices(steps)].filter(([, mind]) => mind).map(([name]) => name));
    publicMindScripts.set(steps, (keeps = keepsTo(publicMind(chosen), steps)));
  }
  return keeps;
}
