import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { CreateGameReducer } from 'boardgame.io/internal';
import { Enhance, FlushAndValidate, GetAPIs, error } from './bgio-internals.ts';
import { freezeDeep } from './freeze-deep.ts';
import { foundInJsonForm, freezeInJsonForm } from './json-form.ts';
import { assertJsonSafe } from './json-safe.ts';
import { NotPorted } from './flow-events.ts';
import { numberedState, stateWith } from './flow-shapes.ts';
import { flowContext, type ActionApis, type PortedFlow, type ProcessedGame } from './ported-flow.ts';
import { throwsEveryWay } from './throws-every-way.ts';
import { WriteWays } from './write-ways.ts';
import { withFields } from '../with-fields.ts';

/** An action as boardgame.io's reducer takes it. */
export interface EngineAction {
  type: 'MAKE_MOVE' | 'GAME_EVENT';
  payload: { type: string; args: unknown[]; playerID: string };
}

/** The next state, or why the engine refused the action (boardgame.io's error type). */
export type StepResult = { state: State } | { rejected: string };

export type Step = (state: State, action: EngineAction) => StepResult;


/** boardgame.io's own reducer, answering in the same shape as the lean one. */
export function referenceStep(game: Game): Step {
  const reducer = CreateGameReducer({ game });
  return (state, action) => {
    const { transients, ...next } = reducer(state, action as Parameters<typeof reducer>[1]) as State & { transients?: { error?: { type: string } } };
    if (transients?.error) return { rejected: transients.error.type };
    if (next._stateID === state._stateID) return { rejected: 'state unchanged' };
    return { state: next };
  };
}

// An event's stack is read only to word a game-code error about an event called from the
// wrong hook; boardgame.io builds one per event call, a few per cent of a simulated move.
const NO_STACK = Object.freeze({ stack: '(the simulator keeps no stack for an event)' });

function eventsWithoutStacks(events: any): void {
  const queue = events._private;
  for (const type of queue.flow.eventNames as string[]) {
    events[type] = (...args: unknown[]) => {
      queue.dispatch.push({ type, args, phase: queue.currentPhase, turn: queue.currentTurn, calledFrom: queue.currentMethod, error: NO_STACK });
    };
  }
}

function enhance(game: Game, state: State, playerID: string) {
  const enhanced = Enhance(state, { game, isClient: false, playerID });
  eventsWithoutStacks(enhanced.plugins.events.api);
  return enhanced;
}

/**
 * Calls the move with no immer draft, on G as one of the ways of write-ways.ts gives it. Reports undefined
 * when the move threw, to be run again the next way, unless no way could help (throws-every-way.ts).
 */
function runWithoutDraft(G: unknown, move: Function, apis: Record<string, any>, before: State, playerID: string, args: unknown[], flow?: PortedFlow): unknown {
  const context = flow ? flowContext(apis as ActionApis, G, before.ctx, playerID) : withFields(apis, { G, ctx: before.ctx, playerID });
  const queue = context.events._private;
  queue.updateTurnContext(before.ctx, 'MOVE');
  let result: unknown;
  try {
    result = move(context, ...args);
  } catch (error) {
    if (throwsEveryWay(error)) throw error;
    return undefined;
  }
  queue.unsetCurrentMethod();
  return result === undefined ? G : result;
}

/**
 * ctx with its own copies of the maps boardgame.io's flow writes in place (ProcessMove counts a
 * stage's moves, setStage and endStage edit who is in which stage): the state given to the
 * step stays as it was, so the server can hand the engine its stored state, frozen, uncopied.
 */
function withOwnStageCounts(ctx: Ctx): Ctx {
  const own = <T extends object | null | undefined>(map: T): T => (map ? { ...map } : map);
  const { activePlayers, _activePlayersNumMoves, _activePlayersMinMoves, _activePlayersMaxMoves } = ctx;
  return {
    ...ctx,
    activePlayers: own(activePlayers),
    _activePlayersNumMoves: own(_activePlayersNumMoves),
    _activePlayersMinMoves: own(_activePlayersMinMoves),
    _activePlayersMaxMoves: own(_activePlayersMaxMoves),
  };
}

/** The move's state through the ported flow; undefined where it meets what it does not port. */
function portedAfterMove(flow: PortedFlow, before: State, G: unknown, action: EngineAction, apis: Record<string, any>, move: unknown): StepResult | undefined {
  // The move was looked up for this seat only when the action names one (as the flow looks it up).
  const found = action.payload.playerID ? { move } : undefined;
  try {
    return { state: numberedState(flow.afterMove(stateWith(before, G, before.ctx), action.payload, apis as ActionApis, found), before._stateID + 1) };
  } catch (error) {
    if (error instanceof NotPorted) return undefined;
    throw error;
  }
}

/**
 * A refused move's arguments in boardgame.io's words (`String(args)`), which call a client's
 * own `toString`: `{"toString": 1}` or a list deep enough to overflow the stack threw out of the
 * engine there. Those are named instead (the server's log bounds each line's length).
 */
function argsInWords(args: unknown): string {
  try {
    return String(args);
  } catch {
    return '(arguments with no string form)';
  }
}

function refuse(type: string, message: string): StepResult {
  error(message);
  return { rejected: type };
}

/**
 * The move's log entry, as boardgame.io's reducer writes it (initializeDeltalog): the action,
 * where it happened (`before`), the log plugin's metadata the move set, and what to redact, read
 * on the move's G and the ctx it was played in.
 */
function logEntryOf(before: State, G: unknown, ctx: Ctx, metadata: unknown, action: EngineAction, move: any): LogEntry {
  const entry: LogEntry = { action: action as LogEntry['action'], _stateID: before._stateID, turn: before.ctx.turn, phase: before.ctx.phase };
  if (metadata !== undefined) entry.metadata = metadata;
  if (typeof move === 'object' && move.redact === true) entry.redact = true;
  else if (typeof move === 'object' && move.redact instanceof Function) entry.redact = move.redact({ G, ctx });
  return entry;
}

export interface LeanOptions {
  /** Write the deltalog as boardgame.io does (the server keeps and sends it); a simulation needs none. */
  log?: boolean;
  /**
   * Learn, while freezing each move's G (and each hook's, on the ported flow), whether JSON would
   * read it back unchanged (json-form.ts), so the server's store keeps it without another walk; a
   * simulation needs none.
   */
  jsonForm?: boolean;
  /**
   * The port of boardgame.io's flow (ported-flow.ts) in place of boardgame.io's own, with the log
   * or without; a step it does not port is taken by the reference reducer.
   */
  flow?: PortedFlow;
}

/**
 * boardgame.io's reducer for moves, less what a simulation does not read: no log entry
 * (unless asked for), no undo history, no immer draft for a move that does not write to G,
 * no stack per event. Everything that decides the game is boardgame.io's own: the flow
 * (turns, stages, events, hooks, endIf), the plugins (random, events) and immer for moves and
 * hooks that write to G. Events and anything but a move go to the reference reducer. Outside
 * production it checks each move's G for JSON safety, with boardgame.io's words, as its
 * reducer does there. Games with undo enabled need the reference reducer (no undo history here).
 */
export function leanStep(game: ProcessedGame, reference: Step = referenceStep(game), options: LeanOptions = {}): Step {
  const { flow, log = false, jsonForm = false } = options;
  const checkJson = process.env.NODE_ENV !== 'production';
  const ways = new WriteWays();
  return (state, action) => {
    if (action.type !== 'MAKE_MOVE') return reference(state, action);
    const { type, playerID } = action.payload;
    const args = action.payload.args ?? [];
    // As boardgame.io's reducer: an action without a player is the current player's, and is not checked for activity.
    const move: any = game.flow.getMove(state.ctx, type, playerID || state.ctx.currentPlayer);
    // Each refusal is logged in the reducer's words (a playtester reads them in the server's log).
    if (move === null) return refuse('action/unavailable_move', `disallowed move: ${type}`);
    if (state.ctx.gameover !== undefined) return refuse('action/gameover', 'cannot make move after game end');
    if (playerID !== null && playerID !== undefined && !game.flow.isPlayerActive(state.G, state.ctx, playerID)) {
      return refuse('action/inactive_player', `disallowed move: ${type}`);
    }
    freezeDeep(state.G);
    // The ported flow's states are literals of a match's fields (flow-shapes.ts); boardgame.io's keep any others.
    const before = flow ? numberedState(state, state._stateID, []) : withFields(state, { deltalog: [] });
    const moveFn = typeof move === 'function' ? move : move.move;
    let enhanced: State | undefined;
    let apis!: Record<string, any>;
    let G: unknown;
    for (const way of ways.ways(type)) {
      if (flow) apis = flow.apis(before, { log, jsonForm });
      else apis = GetAPIs((enhanced = enhance(game, before, playerID)));
      const drafted = ways.draft(type, way, before.G);
      G = runWithoutDraft(drafted, moveFn, apis, before, playerID, args, flow);
      if (G === undefined) continue;
      ways.record(type, way, before.G, drafted, G);
      break;
    }
    // A move that threw every way throws again in boardgame.io's reducer, as it would there.
    if (G === undefined && flow) return reference(state, action);
    if (G === undefined) {
      enhanced = enhance(game, before, playerID);
      G = game.processMove(enhanced, action.payload);
    }
    if (G === INVALID_MOVE) return refuse('action/invalid_move', `invalid move: ${type} args: ${argsInWords(action.payload.args)}`);
    if (checkJson) assertJsonSafe(G);
    if (jsonForm) freezeInJsonForm(G, foundInJsonForm(state.G) ? state.G : undefined);
    else freezeDeep(G, state.G);
    if (flow) {
      const logged = log ? numberedState(before, before._stateID, [logEntryOf(before, G, before.ctx, flow.logMetadata, action, move)]) : before;
      return portedAfterMove(flow, logged, G, action, apis, move) ?? reference(state, action);
    }
    const next = { ...enhanced!, G, ctx: withOwnStageCounts(enhanced!.ctx) };
    const metadata = (next.plugins as Record<string, { data: { metadata?: unknown } }>).log.data.metadata;
    const logged = log ? { ...next, deltalog: [logEntryOf(state, G, next.ctx, metadata, action, move)] } : next;
    const moved = game.flow.processMove(logged, action.payload);
    const [flushed, invalid] = FlushAndValidate(moved, { game });
    if (invalid) return { rejected: 'action/plugin_invalid' };
    return { state: { ...flushed, _stateID: state._stateID + 1 } };
  };
}
