import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { SetupData } from '../../../games/kit/simulate/setup-choices.ts';
import { MatchClients, type BgClient } from '../match-clients.ts';
import { seatName, type BenchGame } from './bench-game.ts';
import type { PickedAction, SeatState } from './move-picker.ts';
import { postJson } from '../bench-child-support.ts';

const LOBBY_TIMEOUT_MS = 10_000;
const SYNC_TIMEOUT_MS = 10_000;
/**
 * Straight to a WebSocket, without the long-polling requests a browser starts with: seating
 * hundreds of matches then costs both servers less, and moves travel the same way either way.
 */
const WEBSOCKET_ONLY = { transports: ['websocket'] };

const post = <T>(url: string, body: unknown) => postJson<T>(url, body, LOBBY_TIMEOUT_MS);

/** The client game processed once: a Client given a raw game builds its flow again. */
const processed = new WeakMap<Game<any>, Game<any>>();
function processedGame(game: Game<any>): Game<any> {
  let ready = processed.get(game);
  if (!ready) processed.set(game, (ready = ProcessGameConfig(game)));
  return ready;
}

/** A match created and fully seated over the Lobby API, one boardgame.io Client per seat, every one synced. */
export class SeatedMatch {
  private constructor(
    readonly matchID: string,
    readonly clients: MatchClients,
    readonly names: Record<string, string>,
  ) {}

  /**
   * `url` is one server, or the processes of one: the match is created on the first, and seat i
   * plays through process i (round the list), so a move crosses between processes.
   */
  static async seat(urls: string | readonly string[], bench: BenchGame, setupData: SetupData): Promise<SeatedMatch> {
    const servers = typeof urls === 'string' ? [urls] : urls;
    const url = servers[0];
    const { matchID } = await post<{ matchID: string }>(`${url}/games/${bench.id}/create`, { numPlayers: bench.numPlayers, setupData });
    const names: Record<string, string> = {};
    const clients: BgClient[] = [];
    for (let seat = 0; seat < bench.numPlayers; seat++) {
      const playerID = String(seat);
      names[playerID] = seatName(playerID);
      const { playerCredentials } = await post<{ playerCredentials: string }>(`${url}/games/${bench.id}/${matchID}/join`, { playerID, playerName: names[playerID] });
      clients.push(Client({ game: processedGame(bench.clientGame), multiplayer: SocketIO({ server: servers[seat % servers.length], socketOpts: WEBSOCKET_ONLY }), matchID, playerID, credentials: playerCredentials, debug: false }));
    }
    for (const client of clients) client.start();
    const match = new MatchClients(clients);
    if (!(await match.reach(0, SYNC_TIMEOUT_MS))) {
      const synced = clients.filter((c) => c.getState() !== null).length;
      const connected = clients.filter((c) => (c as unknown as { transport: { isConnected: boolean } }).transport.isConnected).length;
      match.stop();
      throw new Error(`match ${matchID}: ${synced} of ${clients.length} clients synced within ${SYNC_TIMEOUT_MS} ms (${connected} connected)`);
    }
    return new SeatedMatch(matchID, match, names);
  }

  /** Every seat's state as its client holds it. */
  states(): SeatState[] {
    return this.clients.clients.map((client) => {
      const { G, ctx } = client.getState()!;
      return { playerID: client.playerID!, G, ctx };
    });
  }

  /** The newest state every client of the match holds. */
  stateID(): number {
    return this.clients.lowest();
  }

  /** Sends the action from its seat's client, as a player's click would. */
  send(action: PickedAction): void {
    const client = this.clients.clients.find((c) => c.playerID === action.playerID)!;
    const dispatch = action.kind === 'event' ? client.events[action.move as keyof typeof client.events] : client.moves[action.move];
    if (!dispatch) throw new Error(`the client of seat ${action.playerID} has no ${action.kind} '${action.move}'`);
    (dispatch as (...args: unknown[]) => void)(...action.args);
  }

  stop(): void {
    this.clients.stop();
  }
}
