import { KIT_CONDITIONS } from './conditions.ts';
import { KIT_STEPS } from './steps/index.ts';
import type { ScriptHost } from './types.ts';
import type { Vocabulary, VocabularyInput } from './vocabulary.ts';
import type { ZoneAdapter } from './zones.ts';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * A game's whole vocabulary: the kit's steps and conditions plus its own. Throws on a clash
 * or a badly formed name: that is a programming error, found by the first test that loads it.
 */
export function defineVocabulary<G>(input: VocabularyInput<G>): Vocabulary<G> {
  const withheld = input.withheld ?? {};
  const steps = [...KIT_STEPS.filter((step) => !withheld[step.name]), ...(input.steps ?? [])];
  const conditions = [...KIT_CONDITIONS, ...(input.conditions ?? [])];
  const stepByName = byName(steps, 'step');
  const conditionByName = byName(conditions, 'condition');
  for (const name of [...Object.keys(input.zones), ...Object.keys(input.durations), ...Object.keys(input.effects)]) {
    if (!NAME.test(name)) throw new Error(`"${name}" is not a kebab-case name.`);
  }
  for (const [name, { use }] of Object.entries(withheld)) {
    if (!KIT_STEPS.some((step) => step.name === name)) throw new Error(`"${name}" is withheld but is not a kit step.`);
    if (!stepByName.has(use)) throw new Error(`The step to use instead of "${name}", "${use}", is not among the steps.`);
  }
  for (const [role, zone] of Object.entries(input.defaults)) {
    if (!input.zones[zone]) throw new Error(`The default ${role} zone "${zone}" is not among the zones.`);
  }
  return {
    cardFacts: {},
    groupFacts: {},
    withheld: {},
    lists: {},
    ...input,
    steps,
    conditions,
    stepByName,
    conditionByName,
  };
}

function byName<T extends { name: string }>(items: T[], what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (!NAME.test(item.name)) throw new Error(`The ${what} name "${item.name}" is not kebab-case.`);
    if (map.has(item.name)) throw new Error(`Two ${what}s are named "${item.name}".`);
    map.set(item.name, item);
  }
  return map;
}

/** A vocabulary bound to a game's zones: what every interpreter call takes. */
export interface ScriptEngine<G extends ScriptHost = any> {
  vocabulary: Vocabulary<G>;
  zones: ZoneAdapter<G>;
  /** Anything the game's own steps need beyond G (content lookups); steps read it as `host`. */
  host: unknown;
  /** Which way play goes now, for a game whose direction can change: `next` and `previous` follow it. */
  direction?(G: G): 1 | -1;
  /** The option lists the vocabulary declares (`lists`), read from content: `choose-option` offers one with `from`. */
  lists: Record<string, ScriptOption[]>;
}

/** One option a player may pick: its id, tested later, and the words they read. */
export interface ScriptOption {
  id: string;
  text: string;
}

export function createScriptEngine<G extends ScriptHost>(input: {
  vocabulary: Vocabulary<G>;
  zones: ZoneAdapter<G>;
  host?: unknown;
  direction?(G: G): 1 | -1;
  lists?: Record<string, ScriptOption[]>;
}): ScriptEngine<G> {
  const lists = input.lists ?? {};
  for (const name of Object.keys(input.vocabulary.lists)) {
    if (!Object.hasOwn(lists, name)) throw new Error(`The vocabulary declares the option list "${name}" and the engine is given none.`);
  }
  return { vocabulary: input.vocabulary, zones: input.zones, host: input.host, direction: input.direction, lists };
}
