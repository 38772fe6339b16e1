import type { State } from 'boardgame.io';
import type { TestServer } from './test-server.ts';
import { waitFor, type RawSeat } from './raw-socket.ts';
import { SocketBudget } from './socket-budget.ts';
import { dropCodes } from './wire.ts';

/** Plays moves over raw sockets, keeping every authoritative state the store held, by _stateID. */
export class RawMatch<G> {
  readonly history = new Map<number, State<G>>();
  /** Each seat's moves kept within the server's per-socket budget. */
  private readonly budgets = new Map<string, SocketBudget>();

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
    if (!this.budgets.has(playerID)) this.budgets.set(playerID, new SocketBudget());
    await this.budgets.get(playerID)!.take();
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
