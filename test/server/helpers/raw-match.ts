import type { State } from 'boardgame.io';
import { RATE_LIMITS } from '../../../server/harden/socket-rate-limit.ts';
import type { TestServer } from './test-server.ts';
import { waitFor, type RawSeat } from './raw-socket.ts';
import { dropCodes } from './wire.ts';

// A seat's moves stay within the server's per-socket budget, so a long match is never rate-limited.
const MOVE_GAP_MS = Math.ceil(1000 / (RATE_LIMITS.packets.perSecond * 0.8));

/** Plays moves over raw sockets, keeping every authoritative state the store held, by _stateID. */
export class RawMatch<G> {
  readonly history = new Map<number, State<G>>();
  private readonly lastMove = new Map<string, number>();

  constructor(
    protected readonly t: TestServer,
    readonly matchID: string,
    readonly seats: RawSeat[],
    readonly watchers: RawSeat[],
  ) {}

  async state(): Promise<State<G>> {
    const { state } = await this.t.server.store.fetch(this.matchID, { state: true });
    this.history.set(state._stateID, state);
    return state;
  }

  seat(playerID: string): RawSeat {
    return this.seats.find((s) => s.playerID === playerID)!;
  }

  /** Sends a legal move and waits until the store has it and every socket has heard of it. */
  async play(playerID: string, move: string, ...args: unknown[]): Promise<State<G>> {
    const wait = (this.lastMove.get(playerID) ?? 0) + MOVE_GAP_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    this.lastMove.set(playerID, Date.now());
    const before = await this.state();
    const seat = this.seat(playerID);
    seat.move(this.matchID, move, args, before._stateID);
    const all = [...this.seats, ...this.watchers].filter((s) => s.socket.connected);
    // The commit gate broadcasts a state only once it is stored, so hearing it means it is kept.
    const what = `${move}(${JSON.stringify(args)}) by ${playerID} to reach every socket`;
    await waitFor(() => all.every((s) => s.stateID() > before._stateID), what).catch((error: Error) => {
      throw new Error(`${error.message}; the server told the mover: ${dropCodes(seat.received).join(', ') || 'nothing'}`);
    });
    return this.state();
  }
}
