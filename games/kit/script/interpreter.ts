import { clonePlain } from '../clone-plain.ts';
import { withFields } from '../with-fields.ts';
import type { Violation } from '../violation.ts';
import { checkAnswer, normalizeRequest } from './decisions.ts';
import { createEffectsAccess } from './effects.ts';
import { placesOf, RunawayScript } from './runaway-script.ts';
import type { ScriptEngine } from './engine.ts';
import type { Frame, PendingDecision, PlayerID, Scope, Script, ScriptHost, ScriptRun, ScriptState, ScriptValue, Step } from './types.ts';
import { cardList, matchesFilter, resolvePlayer } from './values.ts';
import { ConditionCall, StepCall } from './step-context.ts';
import type { ScriptContextBase, StepContext, StepResult } from './vocabulary.ts';
import { createZoneAccess } from './zones.ts';
import { argsOf, readStep } from './read-step.ts';

/** The parts of a boardgame.io move context the interpreter uses; a move's own context fits. */
export interface ScriptMoveContext<G> {
  G: G;
  ctx: { currentPlayer: PlayerID; playOrder: PlayerID[] };
  random: { Shuffle<T>(deck: T[]): T[] };
}

export type ScriptOutcome =
  | { status: 'done'; tag: string | null; restore: ScriptRun['restore'] }
  | { status: 'waiting'; decision: PendingDecision };

export interface StartRequest {
  script: Script;
  /** The card whose script this is (`$self`), if any. */
  self?: string | null;
  /** The player the script acts for (`owner`, `$owner`, "self" in owner filters). */
  owner: PlayerID;
  vars?: Record<string, ScriptValue>;
  /** Any label the game wants back in the outcome (e.g. which power fired). */
  tag?: string;
}

/** Guards against a script that never ends (a huge `repeat`, cards' scripts firing each other): the error says where it was. */
const STEP_BUDGET = 10_000;

/** Starts a script and runs it until it ends or waits for a decision. */
export function startScript<G extends ScriptHost>(engine: ScriptEngine<G>, context: ScriptMoveContext<G>, request: StartRequest): ScriptOutcome {
  const state = context.G.scripts;
  if (state.running) throw new Error('A script is already running: check `scriptBusy` before starting another.');
  const scope: Scope = { self: request.self ?? null, owner: request.owner, vars: { ...(request.vars ?? {}) } };
  state.running = {
    id: state.nextId++,
    frames: [{ steps: copy(request.script), pc: 0, scope: 0 }],
    scopes: [scope],
    pending: null,
    restore: undefined,
    tag: request.tag ?? null,
  };
  return advance(engine, context, undefined);
}

/**
 * The waiting player's answer: a Violation (and nothing changed) if it is not legal, else the
 * script resumes and runs until it ends or waits again.
 */
export function answerDecision<G extends ScriptHost>(
  engine: ScriptEngine<G>,
  context: ScriptMoveContext<G>,
  playerID: PlayerID | null | undefined,
  answer: unknown,
): Violation | ScriptOutcome {
  const problem = checkAnswer(context.G.scripts, playerID, answer);
  if (problem) return problem;
  ownRun(context.G.scripts).pending = null;
  return advance(engine, context, [...(answer as string[])]);
}

/**
 * The paused run, as one this move may write to. A run read back from a frozen state (the lean
 * engine's) is replaced by a copy of what the interpreter writes in it (its frames' places and
 * loops, its scopes' variables) rather than written through: a write inside a run that then
 * ends would leave no trace in G, and the engine, which learns where a move writes from what
 * changed, would copy every part the move touched whole from then on.
 */
function ownRun(state: ScriptState): ScriptRun {
  const run = state.running!;
  if (!Object.isFrozen(run)) return run;
  const frames = run.frames.map((frame) => (frame.loop ? { ...frame, loop: { ...frame.loop } } : { ...frame }));
  const scopes = run.scopes.map((scope) => ({ ...scope, vars: { ...scope.vars } }));
  return (state.running = { ...run, frames, scopes });
}

function advance<G extends ScriptHost>(engine: ScriptEngine<G>, context: ScriptMoveContext<G>, answer: string[] | undefined): ScriptOutcome {
  const state = context.G.scripts;
  const run = state.running!;
  let pendingAnswer = answer;
  // What a step reads its scope, zones and effects through is built once per scope, not per step.
  const bases = new Map<Scope, BaseContext<G>>();
  for (let budget = STEP_BUDGET; run.frames.length > 0; budget--) {
    if (budget === 0) throw new RunawayScript(STEP_BUDGET, placesOf(run));
    const frame = run.frames[run.frames.length - 1];
    if (frame.pc >= frame.steps.length) {
      if (!nextLoop(frame, run)) run.frames.pop();
      continue;
    }
    const step = frame.steps[frame.pc];
    const result = runStep(engine, context, bases, run.scopes[frame.scope], step, pendingAnswer);
    pendingAnswer = undefined;
    if (result && 'ask' in result) {
      const request = normalizeRequest(result.ask);
      if (request.auto) {
        pendingAnswer = request.auto;
        continue;
      }
      run.pending = withFields(request.decision, { run: run.id });
      return { status: 'waiting', decision: run.pending };
    }
    frame.pc++;
    if (result && 'push' in result) pushFrame(run, frame.scope, result.push);
    if (result && 'call' in result) {
      const { script, self, owner, vars } = result.call;
      run.scopes.push({ self, owner, vars: { ...(vars ?? {}) } });
      run.frames.push({ steps: copy(script), pc: 0, scope: run.scopes.length - 1 });
    }
  }
  state.running = null;
  return { status: 'done', tag: run.tag, restore: run.restore };
}

function pushFrame(run: ScriptRun, scope: number, push: Extract<StepResult, { push: unknown }>['push']) {
  const count = push.each ? push.each.values.length : (push.times ?? 1);
  if (count <= 0) return;
  const frame: Frame = { steps: copy(push.steps), pc: 0, scope };
  // A repeat's loop names no variable: no `as` or `values` at all, not undefined ones, which JSON
  // would drop, so the server's store could not keep the state as the engine made it (json-form.ts).
  if (push.each) frame.loop = { index: 0, count, as: push.each.as, values: push.each.values };
  else if (count > 1) frame.loop = { index: 0, count };
  bindLoopVariable(frame, run);
  run.frames.push(frame);
}

function nextLoop(frame: Frame, run: ScriptRun): boolean {
  if (!frame.loop || frame.loop.index + 1 >= frame.loop.count) return false;
  frame.loop.index++;
  frame.pc = 0;
  bindLoopVariable(frame, run);
  return true;
}

function bindLoopVariable(frame: Frame, run: ScriptRun) {
  const loop = frame.loop;
  if (loop?.as && loop.values) run.scopes[frame.scope].vars[loop.as] = loop.values[loop.index];
}

function runStep<G extends ScriptHost>(
  engine: ScriptEngine<G>,
  context: ScriptMoveContext<G>,
  bases: Map<Scope, BaseContext<G>>,
  scope: Scope,
  step: Step,
  answer: string[] | undefined,
): StepResult {
  const read = readStep(step, LAZY_ARGUMENTS);
  const definition = read.name === undefined ? undefined : engine.vocabulary.stepByName.get(read.name);
  if (!definition) throw new Error(`Unknown script step "${read.name}": the content schema should have refused it.`);
  let base = bases.get(scope);
  if (!base) bases.set(scope, (base = baseContext(engine, context, scope)));
  const args = argsOf(read, base.bindings, LAZY_ARGUMENTS, NO_ARGS);
  return definition.run(new StepCall(base.context, args, answer, base.set, context.random.Shuffle));
}


const NO_ARGS = Object.freeze({});

/** Arguments holding steps or conditions: resolved when they run, not when their parent does. */
export const LAZY_ARGUMENTS = ['steps', 'then', 'else'];

interface BaseContext<G> {
  bindings: { scope: Scope; currentPlayer: PlayerID };
  context: ScriptContextBase<G>;
  set: StepContext<G>['set'];
}

function baseContext<G extends ScriptHost>(engine: ScriptEngine<G>, context: ScriptMoveContext<G>, scope: Scope): BaseContext<G> {
  const { G, ctx } = context;
  const players = ctx.playOrder;
  const bindings = { scope, currentPlayer: ctx.currentPlayer };
  const player = (value: unknown) => resolvePlayer(value, players, scope.owner, ctx.currentPlayer, engine.direction?.(G) ?? 1);
  const zones = createZoneAccess({
    G,
    adapter: engine.zones,
    zones: engine.vocabulary.zones,
    players,
    owner: scope.owner,
    player,
    matches: matchesFilter,
    shuffle: context.random.Shuffle,
  });
  const conditionContext: ScriptContextBase<G> = {
    G,
    scope,
    zones,
    effects: createEffectsAccess(G.scripts, engine.vocabulary.durations),
    players,
    currentPlayer: ctx.currentPlayer,
    player,
    cards: cardList,
    defaults: engine.vocabulary.defaults,
    host: engine.host,
    list: (name) => (Object.hasOwn(engine.lists, name) ? engine.lists[name] : []),
    test: (condition) => {
      const read = readStep(condition as object, LAZY_ARGUMENTS);
      const definition = read.name === undefined ? undefined : engine.vocabulary.conditionByName.get(read.name);
      if (!definition) throw new Error(`Unknown script condition "${read.name}": the content schema should have refused it.`);
      return definition.test(new ConditionCall(conditionContext, argsOf(read, bindings, LAZY_ARGUMENTS)));
    },
  };
  return { bindings, context: conditionContext, set: (k, v) => (scope.vars[k] = v) };
}

/**
 * G must be plain data boardgame.io can draft and persist. Content's steps are deep-frozen plain
 * data, never written: the run holds them as they are (a copy cost a walk of the script at every
 * card, and another to freeze it), and each step's reading is kept (read-step.ts). Steps that
 * are not frozen (a test's, a state read back from storage) are copied.
 */
const copy = (steps: readonly Step[]): Step[] => (Object.isFrozen(steps) ? (steps as Step[]) : clonePlain(steps as Step[]));
