/**
 * Card scripting: a card's ability is a list of steps in its YAML entry, run by this
 * interpreter inside boardgame.io moves. Designers' guide: docs/scripting.md.
 *
 * How a game adopts it
 * 1. State: `G.scripts = initialScriptState()` in setup (G extends ScriptHost).
 * 2. Vocabulary: `defineVocabulary({ game, zones, defaults, durations, effects, cardFacts,
 *    groupFacts, steps, conditions })` names the game's zones (shared, per player, groups),
 *    its durations (`TURN_DURATIONS` has the usual ones), the effects its rules honour, the
 *    card facts filters test, and its own steps (`defineStep`) and conditions.
 * 3. Schema: add a line to `SCRIPT_SCHEMA_TARGETS` (schema/schema-targets.ts), run
 *    `npm run gen:schemas`, and `$ref` `./script.schema.json` from the card schema.
 * 4. Engine: `createScriptEngine({ vocabulary, zones, host })`, where `zones` is a
 *    ZoneAdapter reading and writing card-id lists (index 0 = top) in G.
 * 5. Trigger: in a move, `settleScript(context, startScript(engine, context, { script,
 *    self, owner }), hooks)`; `hooks.onDone` says what follows the script (e.g. endTurn).
 * 6. Decisions: put `scriptStages(engine, hooks)` in `turn.stages`; the waiting player
 *    answers with `moves.decide(optionIds)`. Other validators call `checkNoScriptWaiting`.
 * 7. Moments: call `signalMoment(G.scripts, vocabulary.durations, 'turn-end')` (and the
 *    game's other moments) from turn hooks; rules read `activeEffects(G.scripts, {...})`.
 * 8. Views and bots: playerView uses `viewScriptState(G.scripts, playerID)`; ai.enumerate
 *    returns `decisionMoves(G.scripts, playerID)` whenever `pendingDecision(G.scripts)` is
 *    set (the list is empty for everyone but the decider).
 */
export type {
  ActiveEffect,
  DecisionKind,
  DecisionRequest,
  Frame,
  PendingDecision,
  PlayerID,
  Scope,
  Script,
  ScriptHost,
  ScriptRun,
  ScriptState,
  ScriptValue,
  Step,
  ZoneKey,
} from './types.ts';
export { initialScriptState } from './types.ts';
export type {
  ConditionContext,
  ConditionDefinition,
  DurationSpec,
  FactSpec,
  JsonSchema,
  ScriptContextBase,
  StepContext,
  StepDefinition,
  StepResult,
  Vocabulary,
  VocabularyInput,
  ZoneSpec,
} from './vocabulary.ts';
export { defineCondition, defineStep } from './vocabulary.ts';
export { createScriptEngine, defineVocabulary, type ScriptEngine } from './engine.ts';
export type { OwnerFilter, ZoneAccess, ZoneAdapter, ZoneRef } from './zones.ts';
export { startScript, answerDecision, type ScriptMoveContext, type ScriptOutcome, type StartRequest } from './interpreter.ts';
export { describePlace, RunawayScript, type ScriptPlace, type StepOnTheWay } from './runaway-script.ts';
export { checkAnswer, decisionMoves, legalAnswers, pendingDecision, viewScriptState, type ScriptStateView } from './decisions.ts';
export { activeEffects, signalMoment, TURN_DURATIONS, type EffectMatch, type EffectsAccess } from './effects.ts';
export { checkNoScriptWaiting, decideMove, scriptStages, settleScript, SCRIPT_STAGE, type ScriptHooks } from './boardgame.ts';
export { argsObject, refs } from './schema/refs.ts';
export { buildScriptSchema, scriptSchemaText } from './schema/build-script-schema.ts';
export { KIT_STEPS } from './steps/index.ts';
export { KIT_CONDITIONS } from './conditions.ts';
