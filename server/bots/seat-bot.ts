import type { Ctx, Game, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { isHeldMove, pickDelayMs, type BotPacing } from '../../games/kit/bots/bot-pacing.ts';
import { pacedActions } from '../../games/kit/bots/paced-actions.ts';
import { legalActionsFromView, pickOne, type BotAction, type Rng } from '../../games/kit/bots/random-bot.ts';
import type { TimedWindow } from '../../games/kit/game-module.ts';

export interface SeatBotOptions {
  game: Game<any>;
  gameName: string;
  serverUrl: string;
  matchID: string;
  playerID: PlayerID;
  credentials: string;
  /** Sent with the socket's handshake (the bots' key). */
  headers?: Record<string, string>;
  pacing: BotPacing;
  /** The game's timed window in a state, if it has any (GameModule.timedWindow with its content). */
  timedWindow?: (G: any, ctx: Ctx) => TimedWindow | undefined;
  /** The game's own bot (GameModule.botPolicy with its content), in place of a random legal move. */
  policy?: SeatPolicy;
  rng?: Rng;
  /** `finished` when the match ended or the seat is out, not when the server stopped it. */
  onStop?: (finished: boolean) => void;
}

/** A game's bot policy with its content bound: the seat's choice on its view, or undefined to wait. */
export type SeatPolicy = (view: any, ctx: Ctx, playerID: PlayerID, rng: Rng, names?: Record<string, string>) => BotAction | undefined;

type ClientState = ReturnType<ReturnType<typeof Client>['getState']>;

/** How long a bot waits for the answer to its move before it takes the silence as a refusal. */
const REFUSED_MOVE_WAIT_MS = 1000;

/**
 * A seat's view says it is out: left out of the play order, or listed in the view's public
 * `eliminated` (the toolkit's convention for games where players drop out).
 */
export function seatIsOut(state: NonNullable<ClientState>, playerID: PlayerID): boolean {
  const eliminated = (state.G as { eliminated?: unknown } | null)?.eliminated;
  return !state.ctx.playOrder.includes(playerID) || (Array.isArray(eliminated) && eliminated.includes(playerID));
}

/**
 * One bot in a live match: a real boardgame.io client on the socket, holding only its seat's
 * view. It waits for a full table, then, whenever the view changes and the seat has a legal
 * move, thinks for the game's think delay and plays the game's own bot's choice (its
 * botPolicy), or a random legal move, chosen on the view it holds at that moment, keeping to the game's pacing: moves held back while the table talks,
 * a human-like delay before those, and nothing a timed window still holds.
 */
export class SeatBot {
  readonly gameName: string;
  readonly matchID: string;
  readonly playerID: PlayerID;
  private readonly options: SeatBotOptions;
  private readonly rng: Rng;
  private readonly client: ReturnType<typeof Client>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The timer waits out a timed window for a move it holds, not a think: a new state may offer
   * something to do now (the next step's own move), so it is chosen afresh rather than after
   * the window the old state held.
   */
  private timerWaitsWindow = false;
  /** Set from a move's send until the state it was chosen on changes: the bot sends nothing meanwhile. */
  private awaiting: { stateID: number; timer: ReturnType<typeof setTimeout> } | undefined;
  /** When this bot first saw every seat taken: the match's start, as far as pacing goes. */
  private startedAt: number | undefined;
  /** The timed window open in the view, and when this bot first saw it. */
  private window: { key: string; seenAt: number } | undefined;
  /** A held move was chosen and its human-like delay waited: the next choice is sent. */
  private heldReady = false;
  private stopped = false;

  constructor(options: SeatBotOptions) {
    this.options = options;
    this.gameName = options.gameName;
    this.matchID = options.matchID;
    this.playerID = options.playerID;
    this.rng = options.rng ?? Math.random;
    this.client = Client({
      game: options.game,
      multiplayer: SocketIO({ server: options.serverUrl, socketOpts: { transports: ['websocket'], extraHeaders: options.headers } }),
      matchID: options.matchID,
      playerID: options.playerID,
      credentials: options.credentials,
      debug: false,
    });
    this.client.subscribe((state) => this.onState(state));
  }

  start(): void {
    this.client.start();
  }

  stop(finished = false): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.awaiting?.timer);
    this.client.stop();
    this.options.onStop?.(finished);
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** The server takes no move before every seat is held; the names arrive with the match data. */
  private tableFull(): boolean {
    const seats = this.client.matchData;
    return seats !== undefined && seats.length > 0 && seats.every((seat) => Boolean(seat.name));
  }

  private onState(state: ClientState): void {
    if (this.stopped || !state) return;
    if (state.ctx.gameover !== undefined || seatIsOut(state, this.playerID)) {
      this.stop(true);
      return;
    }
    if (!this.tableFull()) return;
    this.startedAt ??= Date.now();
    this.noteWindow(state);
    if (this.awaiting !== undefined) {
      if (state._stateID === this.awaiting.stateID) return;
      clearTimeout(this.awaiting.timer);
      this.awaiting = undefined;
    }
    if (this.timer !== undefined) {
      if (!this.timerWaitsWindow) return;
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.timerWaitsWindow = false;
    if (this.choices(state).length === 0) return;
    this.timer = setTimeout(() => this.act(), pickDelayMs(this.options.pacing.think, this.rng));
  }

  /** What the bot would do now: the policy's one choice (none when it waits), else every legal move. */
  private choices(state: NonNullable<ClientState>): BotAction[] {
    const { policy, game } = this.options;
    if (!policy) return legalActionsFromView(game, state.G, state.ctx, this.playerID);
    if (state.ctx.gameover !== undefined) return [];
    const action = policy(state.G, state.ctx, this.playerID, this.rng, this.names());
    return action ? [action] : [];
  }

  /** The seats' names as the table shows them, for a bot that says them. */
  private names(): Record<string, string> | undefined {
    const seats = this.client.matchData;
    if (!seats) return undefined;
    return Object.fromEntries(seats.filter((seat) => seat.name).map((seat) => [String(seat.id), seat.name as string]));
  }

  private noteWindow(state: NonNullable<ClientState>): void {
    const open = this.options.timedWindow?.(state.G, state.ctx);
    if (!open) this.window = undefined;
    else if (this.window?.key !== open.key) this.window = { key: open.key, seenAt: Date.now() };
  }

  private act(): void {
    this.timer = undefined;
    this.timerWaitsWindow = false;
    const state = this.client.getState();
    if (this.stopped || !state || !this.tableFull()) return;
    const { pacing } = this.options;
    this.noteWindow(state);
    const open = this.options.timedWindow?.(state.G, state.ctx);
    const now = Date.now();
    const clock = {
      sinceStartMs: now - (this.startedAt ?? now),
      window: open && this.window ? { moves: open.moves, leftMs: this.window.seenAt + open.seconds * 1000 - now, sinceOpenMs: now - this.window.seenAt } : undefined,
    };
    const { allowed, waitMs } = pacedActions(this.choices(state), pacing, clock);
    const action = pickOne(allowed, this.rng);
    if (!action) {
      if (waitMs !== undefined) {
        this.timer = setTimeout(() => this.act(), waitMs + 50);
        this.timerWaitsWindow = true;
      }
      return;
    }
    if (pacing.discussion && isHeldMove(pacing, action.move) && !this.heldReady) {
      this.heldReady = true;
      this.timer = setTimeout(() => this.act(), pickDelayMs(pacing.discussion.think, this.rng));
      return;
    }
    this.heldReady = false;
    // A game whose moves run only on the server answers with a new state a round trip later,
    // while the client notifies its subscribers at once with the old one: choosing again on it
    // would send a second move the server refuses. A refused move brings no update at all:
    // after a while, look again rather than wait forever. Set before sending, as the
    // notification comes during the send.
    this.awaiting = {
      stateID: state._stateID,
      timer: setTimeout(() => {
        this.awaiting = undefined;
        this.onState(this.client.getState());
      }, REFUSED_MOVE_WAIT_MS),
    };
    if (action.kind === 'move') this.client.moves[action.move]?.(...action.args);
    if (action.kind === 'event') (this.client.events as Record<string, ((...args: unknown[]) => void) | undefined>)[action.move]?.(...action.args);
  }
}
