import type { State } from 'boardgame.io';
import type { AyarState } from '../../../games/are-you-a-robot/state.ts';
import type { TestServer } from './test-server.ts';
import { waitFor, type RawSeat } from './raw-socket.ts';

/** Plays moves over raw sockets, keeping every authoritative state the store held, by _stateID. */
export class MatchDriver {
  readonly history = new Map<number, State<AyarState>>();

  constructor(
    private readonly t: TestServer,
    readonly matchID: string,
    readonly seats: RawSeat[],
    readonly watchers: RawSeat[],
  ) {}

  async state(): Promise<State<AyarState>> {
    const { state } = await this.t.server.store.fetch(this.matchID, { state: true });
    this.history.set(state._stateID, state);
    return state;
  }

  seat(playerID: string): RawSeat {
    return this.seats.find((s) => s.playerID === playerID)!;
  }

  /** Sends a legal move and waits until the store has it and every socket has heard of it. */
  async play(playerID: string, move: string, ...args: unknown[]): Promise<State<AyarState>> {
    const before = await this.state();
    this.seat(playerID).move(this.matchID, move, args, before._stateID);
    const all = [...this.seats, ...this.watchers].filter((s) => s.socket.connected);
    // The commit gate broadcasts a state only once it is stored, so hearing it means it is kept.
    await waitFor(() => all.every((s) => s.stateID() > before._stateID), `${move} by ${playerID} to reach every socket`);
    return this.state();
  }

  /** Ends the match with legal moves chosen from the true state: zaps, then handshakes, then a revolution. */
  async finish(): Promise<State<AyarState>> {
    for (let step = 0; step < 30; step++) {
      const s = await this.state();
      if (s.ctx.gameover !== undefined) return s;
      const inGame = s.G.players.filter((p) => !s.G.eliminated.includes(p));
      const humans = inGame.filter((p) => s.G.roles[p] === 'human');
      const robots = inGame.filter((p) => s.G.roles[p] === 'robot');
      if (humans.length && robots.length && (humans.length > 1 || s.G.mode !== 'extended')) {
        await this.play(humans[0], 'zap', robots[0]);
      } else if (humans.length >= 2) {
        await this.play(humans[0], 'offerHandshake', humans[1]);
        await this.play(humans[1], 'acceptHandshake', humans[0]);
      } else if (robots.length) {
        await this.play(robots[0], 'declareRevolution');
      }
    }
    throw new Error('the match did not end');
  }
}
