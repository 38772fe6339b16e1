import type { DecisionRequest, PlayerID, Scope, Script, ScriptValue, Step, ZoneKey } from './types.ts';
import type { EffectsAccess } from './effects.ts';
import type { ZoneAccess } from './zones.ts';

/** A JSON Schema fragment (draft-07); `#/definitions/...` refers to the generated script schema. */
export type JsonSchema = Record<string, unknown>;

/** What a step does next: nothing (go on), ask a player, run nested steps, or call another script. */
export type StepResult =
  | void
  | { ask: DecisionRequest }
  | { push: { steps: Step[]; times?: number; each?: { as: string; values: ScriptValue[] } } }
  | { call: { script: Script; self: string | null; owner: PlayerID; vars?: Record<string, ScriptValue> } };

/** What steps and conditions may read: G, the scope, the zones, the effects, the table. */
export interface ScriptContextBase<G = any> {
  G: G;
  scope: Scope;
  zones: ZoneAccess<G>;
  effects: EffectsAccess;
  /** Seats in play order, and whose turn it is (boardgame.io ctx). */
  players: PlayerID[];
  currentPlayer: PlayerID;
  /** `owner`, `current`, `next`, `previous` or a player id, as a player id. */
  player(value: unknown): PlayerID;
  /** Cards named by an argument: one id, a list, or null (nothing chosen). */
  cards(value: unknown): string[];
  test(condition: unknown): boolean;
  /** The game's usual zones, so `draw` and `discard` need no zone in the common case. */
  defaults: VocabularyInput['defaults'];
  /** The game's own helpers, as given to createScriptEngine (`host`). */
  host: unknown;
  /** An option list the vocabulary declares, as the engine was given it (empty for an unknown name). */
  list(name: string): { id: string; text: string }[];
}

/** Everything a step may read or change while it runs. Changes go to G (boardgame.io's draft). */
export interface StepContext<G = any, A = any> extends ScriptContextBase<G> {
  /** The step's arguments with every `$variable` replaced by its value. */
  args: A;
  /** The validated answer when the step runs again after its `ask`; undefined on the first run. */
  answer?: string[];
  set(name: string, value: ScriptValue): void;
  shuffle<T>(items: T[]): T[];
}

export interface StepDefinition<G = any, A = any> {
  name: string;
  /** For designers: shown on hover in the editor and in docs/scripting.md. */
  description: string;
  /** JSON Schema of the step's arguments (an object schema). */
  args: JsonSchema;
  /** A valid argument object, shown in the editor and checked by a test against the schema. */
  example: A;
  /**
   * Deterministic: it reads and writes only what `context` gives and draws randomness only
   * from `context.shuffle`, so a seed and a move log replay a match.
   */
  run(context: StepContext<G, A>): StepResult;
}

export interface ConditionContext<G = any, A = any> extends ScriptContextBase<G> {
  args: A;
}

export interface ConditionDefinition<G = any, A = any> {
  name: string;
  description: string;
  args: JsonSchema;
  example: A;
  test(context: ConditionContext<G, A>): boolean;
}

/** A place cards live. `player`: one per seat (a hand); `group`: any number (spreads). */
export interface ZoneSpec {
  kind: 'shared' | 'player' | 'group';
  description: string;
}

/** How long an effect lasts: until `moment` has happened `times` times (default 1). */
export interface DurationSpec {
  moment: string;
  times?: number;
  description: string;
}

/** A fact about a card or a group that filters (`where`) can test. */
export interface FactSpec {
  schema: JsonSchema;
  description: string;
}

/** Everything a game's scripts may say: the kit's steps plus the game's names and steps. */
export interface VocabularyInput<G = any> {
  game: string;
  zones: Record<string, ZoneSpec>;
  /** The zones `draw`, `discard` and hand-like defaults use when a step names none. */
  defaults: { draw: string; discard: string; hand: string };
  durations: Record<string, DurationSpec>;
  /** Effects the game's rules know how to honour, by name, with what each does. */
  effects: Record<string, string>;
  cardFacts?: Record<string, FactSpec>;
  groupFacts?: Record<string, FactSpec>;
  steps?: StepDefinition<G>[];
  conditions?: ConditionDefinition<G>[];
  /**
   * Kit steps this game does not run, each with the game's own step to write instead and why
   * (e.g. ROBOTS! `discard`: a discard there fires the card's power, which the kit's plain
   * move of cards would skip). They leave the vocabulary, and the schema names the right step.
   */
  withheld?: Record<string, WithheldStep>;
  /**
   * Option lists the game reads from its content (a deck's suits), by name, with what each
   * holds: `choose-option` may offer one with `from: <name>` instead of options written out.
   */
  lists?: Record<string, string>;
}

export interface WithheldStep {
  /** The game's step to write instead. */
  use: string;
  /** What the kit's step would miss in this game, in a designer's words. */
  why: string;
}

export interface Vocabulary<G = any> extends Required<VocabularyInput<G>> {
  stepByName: Map<string, StepDefinition<G>>;
  conditionByName: Map<string, ConditionDefinition<G>>;
}

/** Types a step's `run` against its arguments without repeating them. */
export function defineStep<A, G = any>(definition: StepDefinition<G, A>): StepDefinition<G, A> {
  return definition;
}

export function defineCondition<A, G = any>(definition: ConditionDefinition<G, A>): ConditionDefinition<G, A> {
  return definition;
}

export type { ZoneKey };
