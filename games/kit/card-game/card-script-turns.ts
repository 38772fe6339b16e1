import type { MoveFn, StageConfig } from 'boardgame.io';
import { checkNoScriptWaiting, decisionMoves, scriptStages, settleScript, startScript, viewScriptState, type ScriptEngine, type ScriptHost, type StartRequest } from '../script/index.ts';
import type { Violation } from '../violation.ts';

type MoveContext<G> = Parameters<MoveFn<G>>[0];

/** The run's tag while a card move's script waits on a decision: the turn ends once it is done. */
const END_TURN_TAG = 'card-game:end-turn';

const scriptsOf = (G: unknown) => (G as Partial<ScriptHost>).scripts;

/** Starts a card's script from a card move; a decision it asks waits in the kit's decision stage. */
export function runCardScript<G extends ScriptHost>(engine: ScriptEngine<G> | undefined, context: MoveContext<G>, request: StartRequest): void {
  if (!engine) throw new Error('This card game runs a script but gave defineCardGame no `scripts` engine.');
  settleScript(context, startScript(engine, context, request));
}

/** Ends the turn now, or, while a script waits on a decision, once the script is done. */
export function endTurnAfterScripts<G>(context: MoveContext<G>): void {
  const running = scriptsOf(context.G)?.running;
  if (running) running.tag = END_TURN_TAG;
  else context.events.endTurn();
}

/** The decision stage of a card game with scripts: `decide`, and the turn's end when the move that ran the script ended it. */
export function cardScriptStages<G extends ScriptHost>(engine: ScriptEngine<G> | undefined): Record<string, StageConfig<G>> {
  return engine ? scriptStages(engine, { onDone: (context, outcome) => void (outcome.tag === END_TURN_TAG && context.events.endTurn()) }) : {};
}

/** Why no card move may be made now: a script waits on someone's decision. */
export const scriptWaiting = (G: unknown): Violation | undefined => {
  const scripts = scriptsOf(G);
  return scripts ? checkNoScriptWaiting(scripts) : undefined;
};

/** The answers `seat` may give a waiting decision (none when no script waits on it), or undefined when none waits. */
export function pendingDecisionMoves(G: unknown, seat: string): { move: string; args: unknown[] }[] | undefined {
  const scripts = scriptsOf(G);
  return scripts?.running?.pending ? decisionMoves(scripts, seat) : undefined;
}

/** A seat's view of the scripts in G: a decision's options only for its decider. */
export function viewCardScripts<G>(view: G, seat: string | null | undefined): G {
  const scripts = scriptsOf(view);
  return scripts ? { ...view, scripts: viewScriptState(scripts, seat) } : view;
}
