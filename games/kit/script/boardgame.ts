import type { MoveFn, StageConfig } from 'boardgame.io';
import { guardedMove, type GuardedMove } from '../rules/guarded-move.ts';
import { arg, type ArgScope, type MoveArgs } from '../rules/move-args.ts';
import { violation, type Violation } from '../violation.ts';
import { withFields } from '../with-fields.ts';
import { checkAnswer } from './decisions.ts';
import type { ScriptEngine } from './engine.ts';
import { answerDecision, type ScriptOutcome } from './interpreter.ts';
import type { PlayerID, ScriptHost, ScriptState } from './types.ts';

/** The stage a player waits in while a script needs their decision; its only move is `decide`. */
export const SCRIPT_STAGE = 'script-decision';

export type ScriptMoveArgs<G> = Parameters<MoveFn<G>>[0];

export interface ScriptHooks<G> {
  /**
   * The script ended (right away or after the last answer), once active players are back as
   * they were: what the game does next, e.g. end the turn after a discard's power.
   */
  onDone?(context: ScriptMoveArgs<G>, outcome: Extract<ScriptOutcome, { status: 'done' }>): void;
}

/**
 * Hands an outcome to boardgame.io. Waiting: the decider alone is active, in SCRIPT_STAGE, and
 * who was active before is remembered in the run. Done: that is restored, then `onDone`.
 * Call it after startScript in the move that triggered the script; `decideMove` calls it too.
 */
export function settleScript<G extends ScriptHost>(context: ScriptMoveArgs<G>, outcome: ScriptOutcome, hooks: ScriptHooks<G> = {}): void {
  if (outcome.status === 'waiting') {
    const run = context.G.scripts.running!;
    if (run.restore === undefined) run.restore = context.ctx.activePlayers ? { ...context.ctx.activePlayers } : null;
    context.events.setActivePlayers({ value: { [outcome.decision.player]: SCRIPT_STAGE } });
    return;
  }
  // An empty value makes boardgame.io's activePlayers null again: the current player moves freely.
  // A copy: the saved map is read from G's draft, revoked before boardgame.io applies the event.
  if (outcome.restore !== undefined) context.events.setActivePlayers({ value: seatMapCopy(outcome.restore ?? {}) });
  hooks.onDone?.(context, outcome);
}

/** A seat-to-stage map copied key by key: half the time of a JSON round trip, which it replaced (the stages are strings). */
function seatMapCopy(map: Record<PlayerID, string>): Record<PlayerID, string> {
  const copy: Record<PlayerID, string> = {};
  for (const seat of Object.keys(map)) copy[seat] = map[seat];
  return copy;
}

/** `decide`'s one argument: distinct options of the pending decision, at most as many as it takes. */
export function decideArgs<G extends ScriptHost>(): MoveArgs<G> {
  const pending = ({ G }: ArgScope<G>) => G.scripts.running?.pending;
  return [arg.list<G>('answer', arg.card<G>('option', 'the choices offered', (scope) => pending(scope)?.options ?? []), (scope) => pending(scope)?.max ?? 0)];
}

/**
 * The `decide(answer)` move: the answer is a list of option ids. It is checked like any move
 * (INVALID_MOVE and nothing changed when it is not legal) and redacted from other players'
 * logs, since it may name a card from the decider's hidden hand.
 *
 * Given a frozen G (the lean engine's), the answer is worked on a state of its own, G's top level
 * and its script state copied, and that state returned: the interpreter copies a frozen paused run
 * before it writes in it, and steps replace the parts of G they change. A decide that wrote to
 * the engine's G was learned as writing the script state four deep, which the engine then copied
 * and froze again at every answer. An immer draft (boardgame.io's reducer) is written as it is.
 */
export function decideMove<G extends ScriptHost>(engine: ScriptEngine<G>, hooks: ScriptHooks<G> = {}): GuardedMove<G> {
  return {
    ...guardedMove<G>(
      decideArgs<G>(),
      ({ G, playerID }, answer) => checkAnswer(G.scripts, playerID, answer),
      (context, answer: string[]) => {
        const own = Object.isFrozen(context.G) ? (withFields(context, { G: { ...context.G, scripts: { ...context.G.scripts } } }) as typeof context) : context;
        const outcome = answerDecision(engine, own, own.playerID, answer) as ScriptOutcome;
        settleScript(own, outcome, hooks);
        return own === context ? undefined : own.G;
      },
    ),
    redact: true,
  };
}

/** The stage to put in the game's `turn.stages` (and in each phase's turn that runs scripts). */
export function scriptStages<G extends ScriptHost>(engine: ScriptEngine<G>, hooks: ScriptHooks<G> = {}): Record<string, StageConfig<G>> {
  return { [SCRIPT_STAGE]: { moves: { decide: decideMove(engine, hooks) } } };
}

/** For the game's other validators: nothing else may happen while a card waits for a decision. */
export function checkNoScriptWaiting(state: ScriptState): Violation | undefined {
  const pending = state.running?.pending;
  return pending ? violation('decision-pending', `Waiting for player ${pending.player}: ${pending.prompt}`) : undefined;
}
