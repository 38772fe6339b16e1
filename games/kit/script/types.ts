/**
 * The data of card scripts: what designers write in YAML and what the interpreter keeps in G.
 * Everything here is plain JSON, so boardgame.io can persist a paused script between moves.
 */

export type PlayerID = string;

/** One step as written in YAML: an object with exactly one key, the step's name. */
export type Step = Record<string, unknown>;
export type Script = readonly Step[];

/** What a script variable can hold: a card, player or group id, a list of them, a number, a flag. */
export type ScriptValue = string | number | boolean | null | string[];

/** A zone instance: a named zone, and for a per-player or group zone, whose/which one (`of`). */
export interface ZoneKey {
  zone: string;
  of?: string;
}

/** What a decision is about; the UI picks how to ask from it. */
export type DecisionKind = 'player' | 'card' | 'group' | 'order' | 'option';

/** A question a step asks one player; the script waits for the answer. */
export interface DecisionRequest {
  player: PlayerID;
  kind: DecisionKind;
  prompt: string;
  /** Every legal pick: ids of cards, players, groups or options. May name hidden cards. */
  options: string[];
  /** How many options to pick; for `order`, min = max = options.length and the answer's order matters. */
  min: number;
  max: number;
  /** Where the cards are, for a card decision the UI draws in place. */
  zones?: ZoneKey[];
  /** Words for option ids that are not cards, players or groups (choose-option). */
  labels?: Record<string, string>;
}

/** A decision waiting in G, with the id of the run it belongs to (answers name no run). */
export interface PendingDecision extends DecisionRequest {
  run: number;
}

/** Variables and identity of one script call: the card it runs for and the player it serves. */
export interface Scope {
  self: string | null;
  owner: PlayerID;
  vars: Record<string, ScriptValue>;
}

/** A list of steps being run: `pc` is the next step, `loop` re-runs the list (repeat, for-each). */
export interface Frame {
  steps: Step[];
  pc: number;
  scope: number;
  loop?: { index: number; count: number; as?: string; values?: ScriptValue[] };
}

/** A script in progress: its frames (innermost last), its scopes and the decision it waits on. */
export interface ScriptRun {
  id: number;
  frames: Frame[];
  scopes: Scope[];
  pending: PendingDecision | null;
  /** boardgame.io's activePlayers when the first decision came, restored when the run ends. */
  restore: Record<PlayerID, string> | null | undefined;
  /** What the game gave startScript to know later what this run was for (e.g. the trigger). */
  tag: string | null;
}

/** A lasting effect: rules ask whether it is active; it ends at its duration's moment. */
export interface ActiveEffect {
  id: number;
  effect: string;
  owner: PlayerID;
  source: string | null;
  until: string;
  /** How many more times the duration's moment must happen before the effect ends. */
  remaining: number;
  data: Record<string, ScriptValue>;
}

/** The scripting part of G: a game's state type includes `scripts: ScriptState`. */
export interface ScriptState {
  running: ScriptRun | null;
  effects: ActiveEffect[];
  nextId: number;
}

export interface ScriptHost {
  scripts: ScriptState;
}

export function initialScriptState(): ScriptState {
  return { running: null, effects: [], nextId: 1 };
}
