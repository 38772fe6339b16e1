import type { Ctx, Game, LogEntry, State, TurnConfig } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { TurnOrder } from 'boardgame.io/core';
import { SetActivePlayers, gameEvent, info } from './bgio-internals.ts';
import { setActivePlayers } from './active-players.ts';
import { ctxLiteral, ownCtx, shapedCtx, stateWith, turnState, type FullCtx } from './flow-shapes.ts';
import { EventQueue, NotPorted, type CalledFrom } from './flow-events.ts';
import { freezeDeep } from './freeze-deep.ts';
import { foundInJsonForm, freezeInJsonForm } from './json-form.ts';
import { PortedRandom } from './ported-random.ts';
import { assertJsonSafe } from './json-safe.ts';
import { throwsEveryWay } from './throws-every-way.ts';
import { WriteWays } from './write-ways.ts';
import { withFields } from '../with-fields.ts';

/** A game after boardgame.io's ProcessGameConfig. */
export type ProcessedGame = Game & { flow: any; processMove(state: State, payload: unknown): unknown };

/** The plugin APIs game code is given for one action: random, log and events. */
export interface ActionApis {
  random: { _private: { getState(): unknown; state: unknown } } & Record<string, unknown>;
  log: { setMetadata(metadata: unknown): void };
  events: Record<string, unknown> & { _private: EventQueue };
}

interface FlowEvent {
  fn: Fn;
  arg?: any;
  currentPlayer?: string;
  force?: boolean;
  /** A turn's end the flow itself decided (turn.endIf, maxMoves): its log entry says so. */
  automatic?: boolean;
  next?: FlowEvent[];
}

type Fn = (state: State, event: FlowEvent, apis: ActionApis) => State;
/** What a hook reads of the state: G and ctx. */
type HookState = Pick<State, 'G' | 'ctx'>;
type Hook = (context: Record<string, unknown>) => unknown;

/** The game's own hooks, as the game gives them: the port calls them as boardgame.io's plugins would (runHook). */
interface OwnHooks {
  endIf?: (context: Record<string, unknown>) => unknown;
  onEnd?: Hook;
  turn: { onBegin?: Hook; onEnd?: Hook; onMove?: Hook; endIf?: (context: Record<string, unknown>) => unknown };
}

/**
 * Game code's context over the flow's APIs, for a move or a hook: written out, so that every one
 * has one shape (built with withFields' Object.assign, the contexts of a ROBOTS! step took 4% of it).
 */
export function flowContext(apis: ActionApis, G: unknown, ctx: Ctx, playerID?: string): Record<string, any> {
  return { random: apis.random, log: apis.log, events: apis.events, G, ctx, playerID };
}

/** What a game may use for its flow to be ported: no phases and no plugins of its own. */
function portable(game: Game): boolean {
  return game.phases === undefined && (game.plugins ?? []).length === 0;
}

/**
 * boardgame.io 0.50.2's flow (Flow() in its reducer chunk), ported line for line for games
 * without phases or plugins of their own: turns, turn order, active players, the game's and the
 * turn's hooks and triggers, and the endTurn, pass, endGame and setActivePlayers events. What
 * it costs there and not here: the plugin APIs gathered again for every trigger and hook,
 * default hooks run under immer, a stack built for every event. Anything else it meets (stage
 * events, a phase end, an event boardgame.io refuses) throws NotPorted, and the caller takes
 * that step with boardgame.io's reducer. The simulator runs it without the log; the server
 * (server/app/served-game.ts) with it, each turn's end logged as boardgame.io's EndTurn logs it.
 */
export class PortedFlow {
  private readonly hooks: OwnHooks;
  private readonly turn: TurnConfig;
  private readonly ways = new WriteWays();
  private readonly random = new PortedRandom();
  private readonly queue = new EventQueue();
  /** Whether this action's state keeps boardgame.io's deltalog (the server's), as apis() was told. */
  private logging = false;
  /** Whether a hook's G is frozen by freezeInJsonForm (the server's store then takes it unwalked), as apis() was told. */
  private jsonForm = false;
  /** What the action's game code last gave the log plugin's setMetadata. */
  private metadata: unknown;
  private readonly actionApis: ActionApis = {
    random: this.random.api,
    log: {
      setMetadata: (metadata) => {
        this.metadata = metadata;
      },
    },
    events: this.queue.api as ActionApis['events'],
  };
  /** boardgame.io checks each hook's G for JSON safety outside production. */
  private readonly checkJson = process.env.NODE_ENV !== 'production';

  private constructor(readonly game: ProcessedGame, hooks: OwnHooks) {
    this.hooks = hooks;
    this.turn = game.turn ?? { order: TurnOrder.DEFAULT };
  }

  /**
   * The game processed, and its flow ported when it can be. Takes the game unprocessed: which
   * hooks are the game's own is known only before boardgame.io fills in its defaults.
   */
  static of(raw: Game): { game: ProcessedGame; flow?: PortedFlow } {
    if ('processMove' in raw) throw new Error('PortedFlow.of takes a game before ProcessGameConfig (it reads which hooks are the game\'s own)');
    const own = { endIf: raw.endIf, onEnd: raw.onEnd, turn: { ...raw.turn } };
    const game = ProcessGameConfig(raw) as ProcessedGame;
    if (!portable(game)) return { game };
    const hooks: OwnHooks = {
      endIf: own.endIf as OwnHooks['endIf'],
      onEnd: own.onEnd as Hook | undefined,
      turn: {
        onBegin: own.turn.onBegin as Hook | undefined,
        onEnd: own.turn.onEnd as Hook | undefined,
        onMove: own.turn.onMove as Hook | undefined,
        endIf: own.turn.endIf as OwnHooks['turn']['endIf'],
      },
    };
    return { game, flow: new PortedFlow(game, hooks) };
  }

  /**
   * The plugin APIs for one action over the given plugins' data, as boardgame.io's Enhance makes
   * them fresh for each: here one set per flow, begun again for each action (the random plugin's
   * state and an empty event queue).
   */
  apis(state: Pick<State, 'ctx' | 'plugins'>, { log = false, jsonForm = false } = {}): ActionApis {
    this.random.forAction((state.plugins as any).random.data);
    this.queue.begin(state.ctx);
    this.logging = log;
    this.jsonForm = jsonForm;
    this.metadata = undefined;
    return this.actionApis;
  }

  /** What the action's code set with the log plugin's setMetadata so far: a move's goes in its log entry. */
  get logMetadata(): unknown {
    return this.metadata;
  }

  /** InitializeGame: the game's setup, then the first turn begun. */
  init(seed: string, numPlayers: number, setupData: unknown): State {
    const ctx: Ctx = this.game.flow.ctx(numPlayers || 2);
    const plugins = { random: { data: { seed } }, log: { data: {} }, events: { data: {} } };
    const apis = this.apis({ ctx, plugins });
    const G = this.game.setup!(withFields(apis, { ctx }) as any, setupData);
    let state = { G, ctx, plugins, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
    state = this.process(state, [{ fn: this.startGame }], apis);
    state = this.flush(state, apis);
    if (!this.game.disableUndo) state._undo = [{ G: state.G, ctx: state.ctx, plugins: state.plugins }] as State['_undo'];
    return state;
  }

  /** After a move's G is in: boardgame.io's ProcessMove, then its Flush (the events played, the plugins' data kept). */
  afterMove(state: State, payload: { type: string; playerID: string }, apis: ActionApis, found?: { move: unknown }): State {
    const { playerID, type } = payload;
    const { currentPlayer, activePlayers, _activePlayersMaxMoves } = state.ctx;
    // The caller may have looked the move up already, on the same ctx and seat.
    const move = found ? found.move : this.game.flow.getMove(state.ctx, type, playerID);
    const counts = !move || typeof move === 'function' || move.noLimit !== true;
    const ctx = ownCtx(state.ctx);
    const numMovesBefore = ctx._activePlayersNumMoves as Record<string, number>;
    let _activePlayersNumMoves = numMovesBefore;
    if (counts) {
      if (playerID === currentPlayer) ctx.numMoves++;
      // Copied by a spread, then the seat's count set: a spread with a computed key takes V8's slow way.
      if (activePlayers) {
        _activePlayersNumMoves = { ...numMovesBefore };
        _activePlayersNumMoves[playerID] = numMovesBefore[playerID] + 1;
        ctx._activePlayersNumMoves = _activePlayersNumMoves;
      }
    }
    state = stateWith(state, state.G, ctx);
    if (_activePlayersMaxMoves && _activePlayersNumMoves[playerID] >= (_activePlayersMaxMoves as Record<string, number>)[playerID]) {
      throw new NotPorted("a stage's maxMoves reached");
    }
    const G = this.hook(this.hooks.turn.onMove, 'TURN_ON_MOVE', state, apis, playerID);
    if (G !== state.G) state = stateWith(state, G, state.ctx);
    state = this.process(state, [{ fn: this.onMove }], apis);
    return this.flush(state, apis);
  }

  private flush(state: State, apis: ActionApis): State {
    state = apis.events._private.update(state, (now, type, args) => this.processEvent(now, type, args[0], apis));
    const plugins = state.plugins as Record<string, { data: unknown }>;
    // The port runs only games with no plugins of their own: these three are all a state holds.
    return stateWith(state, state.G, state.ctx, { random: { data: apis.random._private.getState() }, log: { data: {} }, events: { data: plugins.events.data } });
  }

  private processEvent(state: State, type: string, arg: unknown, apis: ActionApis): State {
    if (type === 'setActivePlayers') return this.process(state, [{ fn: this.updateActivePlayers, arg }], apis);
    if (type === 'endTurn') return this.process(state, [{ fn: this.endTurn, arg }], apis);
    if (type === 'pass') return this.process(state, [{ fn: this.endTurn, force: true, arg }], apis);
    return this.process(state, [{ fn: this.endGame, arg }], apis);
  }

  /** A hook of the game's, or the default one: the events plugin's turn context moves on either way. */
  private hook(own: Hook | undefined, method: CalledFrom, state: HookState, apis: ActionApis, playerID?: string): any {
    if (own) return this.runHook(own, method, state, apis, playerID);
    apis.events._private.updateTurnContext(state.ctx, method);
    apis.events._private.unsetCurrentMethod();
    return state.G;
  }

  /**
   * A hook of the game's as boardgame.io's plugins wrap it (the events' turn context around it,
   * the JSON check outside production), without immer's draft: on G as the ways of moves give
   * it (write-ways.ts), learned per hook. A way that throws leaves no trace: the random state and
   * the events it queued are put back before the next way. A hook that throws every way throws
   * NotPorted, and boardgame.io's reducer takes the step (and throws the hook's own error); a card
   * script that ran away is thrown at once, as no other way could help (throws-every-way.ts).
   */
  private runHook(own: Hook, method: CalledFrom, state: HookState, apis: ActionApis, playerID?: string): unknown {
    // Frozen, so that a way that writes throws before it changes anything (setup's G is not yet).
    freezeDeep(state.G);
    const queue = apis.events._private;
    const random = apis.random._private;
    const seed = random.state;
    const queued = queue.mark();
    for (const way of this.ways.ways(method)) {
      const G = this.ways.draft(method, way, state.G);
      queue.updateTurnContext(state.ctx, method);
      let result: unknown;
      try {
        result = own(flowContext(apis, G, state.ctx, playerID));
      } catch (error) {
        if (throwsEveryWay(error)) throw error;
        random.state = seed;
        queue.rewind(queued);
        continue;
      }
      queue.unsetCurrentMethod();
      const next = result === undefined ? G : result;
      if (this.checkJson) assertJsonSafe(next);
      this.ways.record(method, way, state.G, G, next);
      if (this.jsonForm) freezeInJsonForm(next, foundInJsonForm(state.G) ? state.G : undefined);
      else freezeDeep(next, state.G);
      return next;
    }
    throw new NotPorted(`${method} threw`);
  }

  private trigger(own: ((context: Record<string, unknown>) => unknown) | undefined, state: State, apis: ActionApis): unknown {
    return own ? own(flowContext(apis, state.G, state.ctx)) : undefined;
  }

  private process(state: State, events: FlowEvent[], apis: ActionApis): State {
    for (let i = 0; i < events.length; i++) {
      const { fn, arg, currentPlayer, force, automatic } = events[i];
      const next: FlowEvent[] = [];
      state = fn.call(this, state, { fn, arg, currentPlayer, force, automatic, next }, apis);
      if (fn === this.endGame) break;
      const gameover = this.trigger(this.hooks.endIf, state, apis);
      if (gameover) {
        events.push({ fn: this.endGame, arg: gameover });
        continue;
      }
      if (fn === this.onMove || fn === this.updateActivePlayers) {
        const turnEnds = this.shouldEndTurn(state, apis);
        if (turnEnds) {
          events.push({ fn: this.endTurn, arg: turnEnds, automatic: true });
          continue;
        }
      }
      events.push(...next);
    }
    return state;
  }

  private shouldEndTurn(state: State, apis: ActionApis): unknown {
    const moves = state.ctx.numMoves || 0;
    if (this.turn.maxMoves && moves >= this.turn.maxMoves) return true;
    return this.trigger(this.hooks.turn.endIf, state, apis) ?? false;
  }

  private onMove(state: State): State {
    return state;
  }

  private startGame(state: State, { next }: FlowEvent): State {
    next!.push({ fn: this.startPhase });
    return state;
  }

  private startPhase(state: State, { next }: FlowEvent, apis: ActionApis): State {
    const G = this.hook(undefined, 'PHASE_ON_BEGIN', state, apis);
    next!.push({ fn: this.startTurn });
    return stateWith(state, G, state.ctx);
  }

  private startTurn(state: State, { currentPlayer }: FlowEvent, apis: ActionApis): State {
    let ctx: FullCtx;
    if (currentPlayer && !this.turn.activePlayers) {
      ctx = ctxLiteral(state.ctx as FullCtx);
      ctx.currentPlayer = currentPlayer;
    } else {
      ctx = ctxLiteral((currentPlayer ? SetActivePlayers({ ...state.ctx, currentPlayer }, this.turn.activePlayers!) : this.firstTurnOrder(state, apis)) as FullCtx);
    }
    ctx.turn++;
    ctx.numMoves = 0;
    ctx._prevActivePlayers = [];
    const G = this.hook(this.hooks.turn.onBegin, 'TURN_ON_BEGIN', { G: state.G, ctx }, apis);
    return turnState(state, G, ctx);
  }

  /** boardgame.io's InitTurnOrderState. */
  private firstTurnOrder(state: State, apis: ActionApis): Ctx {
    const { G, ctx } = state;
    const context = flowContext(apis, G, ctx) as any;
    const order = this.turn.order!;
    const playOrder = order.playOrder ? order.playOrder(context) : Array.from({ length: ctx.numPlayers }, (_, i) => i + '');
    const playOrderPos = order.first(context);
    if (typeof playOrderPos !== 'number') throw new NotPorted('turn.order.first gave no number');
    return SetActivePlayers({ ...ctx, currentPlayer: playOrder[playOrderPos] + '', playOrderPos, playOrder }, this.turn.activePlayers || {});
  }

  /** boardgame.io's UpdateTurn with UpdateTurnOrderState: the next seat, or the phase's end (not ported). */
  private updateTurn(state: State, { arg, next, currentPlayer }: FlowEvent, apis: ActionApis): State {
    const { ctx } = state;
    let playOrderPos = ctx.playOrderPos;
    if (arg && arg !== true) {
      if (typeof arg !== 'object' || Object.keys(arg).some((key) => key !== 'next')) throw new NotPorted(`endTurn(${JSON.stringify(arg)})`);
      if ('next' in arg) {
        playOrderPos = ctx.playOrder.indexOf(arg.next);
        currentPlayer = arg.next;
      }
    } else {
      const position = this.turn.order!.next(flowContext(apis, state.G, ctx) as any);
      if (typeof position !== 'number') throw new NotPorted('turn.order.next ends the phase');
      playOrderPos = position;
      currentPlayer = ctx.playOrder[position] + '';
    }
    next!.push({ fn: this.startTurn, currentPlayer });
    const turned = ownCtx(ctx);
    turned.playOrderPos = playOrderPos;
    turned.currentPlayer = currentPlayer!;
    return stateWith(state, state.G, turned);
  }

  private updateActivePlayers(state: State, { arg }: FlowEvent): State {
    return stateWith(state, state.G, setActivePlayers(state.ctx, arg));
  }

  private endGame(state: State, { arg }: FlowEvent, apis: ActionApis): State {
    state = stateWith(state, state.G, shapedCtx({ ...state.ctx, gameover: arg === undefined ? true : arg }));
    return stateWith(state, this.hook(this.hooks.onEnd, 'GAME_ON_END', state, apis), state.ctx);
  }

  // boardgame.io's EndTurn first skips a turn that has ended since it was asked for: the port
  // never asks for one twice (an ending game, where boardgame.io does, ends no turn here).
  private endTurn(state: State, { arg, next, force, automatic }: FlowEvent, apis: ActionApis): State {
    const { currentPlayer, numMoves } = state.ctx;
    if (!force && this.turn.minMoves && (numMoves || 0) < this.turn.minMoves) {
      info(`cannot end turn before making ${this.turn.minMoves} moves`);
      return state;
    }
    if (arg && arg.remove) throw new NotPorted('endTurn({ remove })');
    const G = this.hook(this.hooks.turn.onEnd, 'TURN_ON_END', state, apis);
    next?.push({ fn: this.updateTurn, arg, currentPlayer });
    const ended = ownCtx(state.ctx);
    ended.activePlayers = null;
    const turned = turnState(state, G, ended);
    if (this.logging) turned.deltalog = [...(state.deltalog ?? []), this.endTurnEntry(state, arg, automatic)];
    return turned;
  }

  /** The log entry boardgame.io's EndTurn writes: the event, where the turn ended, and whether the flow ended it. */
  private endTurnEntry(state: State, arg: unknown, automatic: boolean | undefined): LogEntry {
    const { turn, phase } = state.ctx;
    const entry: LogEntry = { action: gameEvent('endTurn', arg) as LogEntry['action'], _stateID: state._stateID, turn, phase };
    if (automatic) entry.automatic = true;
    return entry;
  }
}
