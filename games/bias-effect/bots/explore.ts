import { legalAnswers, type DecisionRequest, type Step } from '../../kit/script/index.ts';
import type { PlayerID } from '../state.ts';
import { alikeAnswers } from './alike-answers.ts';
import { bindingOf, isChoice } from './choices.ts';
import { truthOf } from './conditions.ts';
import { cardsOfValue, playerOf, valueOf, withVariable, WalkReading, type Env, type OwnerSource, type Reading } from './reader.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, type Sim } from './sim.ts';
import { applyStep } from './sim-steps.ts';
import { anyOrderPays } from './loop-order.ts';
import { requestByOwner } from './owner-chooses.ts';
import { HALF, type TraceOp } from './walk-trace.ts';
import { baselineOf, worth, type Baseline } from './worth.ts';
import { stepParts } from '../../kit/script/step-parts.ts';

/** How many endings one estimate may weigh; past it, each later choice is taken as its first option. */
const BUDGET = 400;
/** Answers weighed per choice, and the most a `repeat` is followed. */
const ANSWERS = 24;
const REPEATS = 6;

/** One estimate: whose card runs, the table it started from (what worth compares with) and its baseline, the endings left to weigh. */
export interface Walk extends OwnerSource {
  seat: BotSeat;
  start: Sim;
  base: Baseline;
  budget: { left: number };
  /** Whether the owner was read to name who makes a choice, and for nothing else (owner-chooses.ts): ownerRead stays false. */
  ownerChooses: boolean;
  /** Where a walk whose worth may serve other starts (life-walks.ts) records how it was found. */
  trace?: TraceOp[];
}

export const walkOf = (seat: BotSeat, owner: PlayerID, start: Sim, base = baselineOf(seat, start), winner: PlayerID | null = owner): Walk => ({
  seat,
  owner,
  winner,
  ownerRead: false,
  start,
  base,
  budget: { left: BUDGET },
  ownerChooses: false,
  trace: undefined,
});

const binds = new Map<unknown, Map<unknown, Step>>();

/** A step the bot puts in a loop's place: the loop's variable for the steps after it; one per variable and value (players' and cards' ids), so partsOf reads each once. */
function bind(as: unknown, value: unknown): Step {
  let byValue = binds.get(as);
  if (!byValue) binds.set(as, (byValue = new Map()));
  let step = byValue.get(value);
  if (!step) byValue.set(value, (step = { $let: { as, value } }));
  return step;
}

const stepsOf = (value: unknown): Step[] => (Array.isArray(value) ? (value as Step[]) : []);

/** Each value's turn: the loop's variable bound to it, then the body (a loop, not flatMap, which is several times slower). */
function turns(as: unknown, values: readonly unknown[], steps: readonly Step[]): Step[] {
  const out: Step[] = [];
  for (const value of values) {
    out.push(bind(as, value));
    for (const step of steps) out.push(step);
  }
  return out;
}

/**
 * What the loop steps of the kit (control.ts) unroll into, as the bot follows them. Every player's
 * turn of a `for-each-player` whose turns may run in any order (loop-order.ts) with the bank paying
 * them all in full runs in seat order, which reads no owner (control-worth.ts reuses such a walk).
 */
function unrolled(r: Reading, sim: Sim, name: string, args: Record<string, unknown>): Step[] | undefined {
  const steps = stepsOf(args.steps);
  if (name === 'repeat') return Array.from({ length: Math.min(REPEATS, Math.max(0, Number(valueOf(r, args.times)) || 0)) }, () => steps).flat();
  if (name === 'for-each') return turns(args.as, cardsOfValue(r, args.in) ?? [], steps);
  if (name === 'for-each-player') {
    const players = r.seat.view.players;
    const pays = (args.among ?? 'any') === 'any' ? anyOrderPays(steps, args.as) : undefined;
    if (pays !== undefined && sim.bank >= pays * players.length) return turns(args.as, players, steps);
    const start = players.indexOf(r.owner);
    const among = args.among ?? 'any';
    const order = players.map((_, i) => players[(start + i) % players.length]);
    const chosen = order.filter((p) => among === 'any' || (among === 'self' ? p === r.owner : among === 'opponent' ? p !== r.owner : p === playerOf(r, among)));
    return turns(args.as, chosen, steps);
  }
  return undefined;
}

/**
 * Answers worth alike (alike-answers.ts) weighed by one walk a class, from its first answer; the
 * budget spent as a walk of each answer would have spent it (one ending each: `rest` is plain steps).
 */
function weighAlike(walk: Walk, request: DecisionRequest, as: unknown, rest: readonly Step[], sim: Sim, env: Env, answers: readonly string[][], classes: readonly number[]): { answer: string[]; value: number }[] {
  const values: number[] = [];
  const last = Math.max(...classes);
  for (let i = 0; i < answers.length; i++) {
    const c = classes[i];
    if (values.length === c) values.push(explore(walk, rest, c === last ? sim : cloneSim(sim), withVariable(env, as, bindingOf(request, answers[i]))));
  }
  walk.budget.left -= answers.length - values.length;
  walk.trace?.push({ kind: 'classes', classes });
  return answers.map((answer, i) => ({ answer, value: values[classes[i]] }));
}

/** Each answer a choice could get, with what the rest of the script is then worth to the bot; `sim` is used up (the last answer takes it, the others a copy). */
export function weighAnswers(walk: Walk, request: DecisionRequest, as: unknown, rest: readonly Step[], sim: Sim, env: Env): { answer: string[]; value: number }[] {
  const answers = legalAnswers(request, ANSWERS);
  const weighed = walk.budget.left > 0 ? answers : answers.slice(0, 1);
  const classes = alikeAnswers(walk.seat.content, sim, request, weighed, rest, as);
  if (classes) return weighAlike(walk, request, as, rest, sim, env, weighed, classes);
  const last = weighed.length - 1;
  return weighed.map((answer, i) => ({ answer, value: explore(walk, rest, i === last ? sim : cloneSim(sim), withVariable(env, as, bindingOf(request, answer))) }));
}

type Parts = { name: string; args: Record<string, unknown> };

// Content's steps are walked again and again, by every bot on every weighing: each read once.
const parts = new WeakMap<Step, Parts>();

/** A script step's name and arguments, as the interpreter reads them. */
function partsOf(step: Step | undefined): Parts {
  if (step === undefined) return { name: '', args: {} };
  let known = parts.get(step);
  if (!known) {
    const { name = '', rawArgs } = stepParts(step);
    parts.set(step, (known = { name, args: (rawArgs ?? {}) as Record<string, unknown> }));
  }
  return known;
}

const DONE = Symbol('done');

/**
 * The steps still to come, innermost block first: a branch taken or a loop unrolled runs before
 * the rest of the list that held it. Entered in place, where copying the branch and the rest
 * into one new list at every `if` and loop cost a copy of the rest per player's turn.
 */
class Pending {
  private readonly lists: (readonly Step[])[] = [];
  private readonly ats: number[] = [];

  constructor(steps: readonly Step[]) {
    this.enter(steps);
  }

  enter(steps: readonly Step[]): void {
    this.lists.push(steps);
    this.ats.push(0);
  }

  /** The next step, or DONE when none is left. */
  next(): Step | undefined | typeof DONE {
    for (let top = this.lists.length - 1; top >= 0; top = this.lists.length - 1) {
      const list = this.lists[top];
      const at = this.ats[top];
      if (at < list.length) {
        this.ats[top] = at + 1;
        return list[at];
      }
      this.lists.pop();
      this.ats.pop();
    }
    return DONE;
  }

  /** Every step still to come, as one list (loops over frozen lists, which read at a plain list's speed: kit sliceOf). */
  rest(): Step[] {
    const out: Step[] = [];
    for (let top = this.lists.length - 1; top >= 0; top--) {
      const list = this.lists[top];
      for (let i = this.ats[top]; i < list.length; i++) out.push(list[i]);
    }
    return out;
  }
}

/**
 * What the bot expects `steps` to be worth to it, followed on its picture of the table `sim`
 * (changed in place): a condition it cannot read weighs both branches alike; its own choices
 * take their best answer, another player's count as the average of theirs.
 */
export function explore(walk: Walk, steps: readonly Step[], sim: Sim, env: Env): number {
  let r: Reading = new WalkReading(walk.seat, walk, env);
  const pending = new Pending(steps);
  for (let step = pending.next(); step !== DONE; step = pending.next()) {
    const { name, args } = partsOf(step);
    if (name === '$let') {
      env = withVariable(env, args.as, args.value as never);
      continue;
    }
    // One reading serves every step until the variables change.
    if (r.env !== env) r = new WalkReading(walk.seat, walk, env);
    if (name === 'if') {
      const truth = truthOf(r, sim, args.condition);
      if (truth !== undefined) {
        pending.enter(stepsOf(truth ? args.then : args.else));
        continue;
      }
      const rest = pending.rest();
      const branch = (block: unknown) => [...stepsOf(block), ...rest];
      const value = (explore(walk, branch(args.then), cloneSim(sim), env) + explore(walk, branch(args.else), sim, env)) / 2;
      walk.trace?.push(HALF);
      return value;
    }
    const loop = unrolled(r, sim, name, args);
    if (loop) {
      pending.enter(loop);
      continue;
    }
    if (isChoice(name)) {
      const { request, byOwner } = requestByOwner(r, walk, sim, name, args);
      if (!request) {
        const { [String(args.as)]: _unknown, ...known } = env;
        env = known;
        continue;
      }
      const after = pending.rest();
      const values = weighAnswers(walk, request, args.as, after, sim, env).map((w) => w.value);
      if (values.length === 0) return explore(walk, after, sim, withVariable(env, args.as, null));
      walk.ownerChooses ||= byOwner;
      walk.trace?.push({ kind: 'choice', player: request.player, n: values.length, byOwner });
      return request.player === walk.seat.me ? Math.max(...values) : values.reduce((a, b) => a + b, 0) / values.length;
    }
    env = applyStep(r, sim, name, args);
  }
  walk.budget.left--;
  walk.trace?.push({ kind: 'end', sim });
  return worth(walk.base, walk.start, sim);
}
