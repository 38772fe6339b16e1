import type { Ctx, State } from 'boardgame.io';

/** Where game code called an event from: boardgame.io's GameMethod, undefined outside a move or hook. */
export type CalledFrom = 'MOVE' | 'GAME_ON_END' | 'PHASE_ON_BEGIN' | 'PHASE_ON_END' | 'TURN_ON_BEGIN' | 'TURN_ON_MOVE' | 'TURN_ON_END';

interface Dispatched {
  type: string;
  args: unknown[];
  turn: number;
  calledFrom: CalledFrom | undefined;
}

/**
 * Raised where the ported flow meets a case it does not port (phases, stage events, an event
 * boardgame.io refuses): the step is then taken by boardgame.io's own reducer, from the same
 * state, so the game plays on exactly as it would there.
 */
export class NotPorted extends Error {}

/** What game code calls on `events`, boardgame.io's names, every one (disabled ones too). */
const EVENT_NAMES = ['endStage', 'setStage', 'endTurn', 'pass', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers'];

/**
 * boardgame.io 0.50.2's events plugin (Events in its turn-order chunk) for one action: game code
 * queues events, and after the move the queue is played through the flow in order, with the
 * same checks for where each was called from. The queue keeps no stack per event: boardgame.io
 * builds one only to word the errors that this port hands back to boardgame.io.
 */
export class EventQueue {
  private readonly dispatch: Dispatched[] = [];
  private initialTurn = 0;
  private maxEndedTurns = 0;
  private currentTurn = 0;
  private currentMethod: CalledFrom | undefined;
  readonly api: Record<string, unknown>;

  constructor() {
    const api: Record<string, unknown> = { _private: this };
    for (const type of EVENT_NAMES) {
      api[type] = (...args: unknown[]) => {
        this.dispatch.push({ type, args, turn: this.currentTurn, calledFrom: this.currentMethod });
      };
    }
    this.api = api;
  }

  /**
   * Empty, for one action from `ctx`: the flow keeps one queue and its API rather than making
   * eight closures for every action (about a kilobyte a move to collect), as boardgame.io's
   * Enhance does. Events queued by an earlier action, or by a way of a move that threw, are gone.
   */
  begin(ctx: Ctx): this {
    // Setting an array's length is a runtime call, most actions queue nothing to clear.
    if (this.dispatch.length !== 0) this.dispatch.length = 0;
    this.initialTurn = ctx.turn;
    this.currentTurn = ctx.turn;
    this.maxEndedTurns = ctx.numPlayers * 100;
    this.currentMethod = undefined;
    return this;
  }

  /** boardgame.io's plugins call these around every move and hook (its events plugin's fnWrap). */
  updateTurnContext(ctx: Ctx, method: CalledFrom | undefined): void {
    this.currentTurn = ctx.turn;
    this.currentMethod = method;
  }

  unsetCurrentMethod(): void {
    this.currentMethod = undefined;
  }

  /** How many events are queued: a hook called again after it threw first rewinds to this. */
  mark(): number {
    return this.dispatch.length;
  }

  rewind(mark: number): void {
    this.dispatch.length = mark;
  }

  /** Plays the queued events (and those their hooks queue) through `handle`, as boardgame.io's Events.update. */
  update(state: State, handle: (state: State, type: string, args: unknown[]) => State): State {
    for (let i = 0; i < this.dispatch.length; i++) {
      const event = this.dispatch[i];
      const turnHasEnded = event.turn !== state.ctx.turn;
      if (this.currentTurn - this.initialTurn >= this.maxEndedTurns) throw new NotPorted('more turn endings than one action may make');
      if (event.calledFrom === undefined) throw new NotPorted(`${event.type} called outside a move or hook`);
      if (state.ctx.gameover) break;
      switch (event.type) {
        case 'setActivePlayers':
          if (event.calledFrom === 'TURN_ON_END' || event.calledFrom === 'PHASE_ON_END' || event.calledFrom === 'PHASE_ON_BEGIN') {
            throw new NotPorted(`setActivePlayers called from ${event.calledFrom}`);
          }
          if (turnHasEnded) continue;
          break;
        case 'endTurn':
          if (event.calledFrom === 'TURN_ON_END' || event.calledFrom === 'PHASE_ON_END') throw new NotPorted(`endTurn called from ${event.calledFrom}`);
          if (turnHasEnded) continue;
          break;
        case 'pass':
        case 'endGame':
          break;
        default:
          throw new NotPorted(`the ${event.type} event`);
      }
      state = handle(state, event.type, event.args);
    }
    return state;
  }
}
