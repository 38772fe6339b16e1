import type { Game, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { chooseFromView, legalActionsFromView, type Rng } from '../../games/kit/bots/random-bot.ts';
import { pickDelay, type BotDelay } from './bot-delay.ts';

export interface SeatBotOptions {
  game: Game<any>;
  gameName: string;
  serverUrl: string;
  matchID: string;
  playerID: PlayerID;
  credentials: string;
  /** Sent with the socket's handshake (the bots' key). */
  headers?: Record<string, string>;
  delay: BotDelay;
  rng?: Rng;
  /** `finished` when the match ended or the seat is out, not when the server stopped it. */
  onStop?: (finished: boolean) => void;
}

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
 * view. When the view changes and the seat has a legal move, it waits a think delay, then
 * plays a random legal move chosen on the view it holds at that moment.
 */
export class SeatBot {
  readonly gameName: string;
  readonly matchID: string;
  readonly playerID: PlayerID;
  private readonly options: SeatBotOptions;
  private readonly rng: Rng;
  private readonly client: ReturnType<typeof Client>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Set from a move's send until the state it was chosen on changes: the bot sends nothing meanwhile. */
  private awaiting: { stateID: number; timer: ReturnType<typeof setTimeout> } | undefined;
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

  private onState(state: ClientState): void {
    if (this.stopped || !state) return;
    if (state.ctx.gameover !== undefined || seatIsOut(state, this.playerID)) {
      this.stop(true);
      return;
    }
    if (this.awaiting !== undefined) {
      if (state._stateID === this.awaiting.stateID) return;
      clearTimeout(this.awaiting.timer);
      this.awaiting = undefined;
    }
    if (this.timer !== undefined) return;
    if (legalActionsFromView(this.options.game, state.G, state.ctx, this.playerID).length === 0) return;
    this.timer = setTimeout(() => this.act(), pickDelay(this.options.delay, this.rng));
  }

  private act(): void {
    this.timer = undefined;
    const state = this.client.getState();
    if (this.stopped || !state) return;
    const action = chooseFromView(this.options.game, state.G, state.ctx, this.playerID, this.rng);
    if (!action) return;
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
