import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Socket } from 'socket.io-client';
import { latestState, type RawSeat, type Received } from './raw-socket.ts';

/** A seat (or, with playerID null, a spectator) played by boardgame.io's own client, its socket recording every message the server sends. */
export interface ClientSeat<G> extends RawSeat {
  client: ReturnType<typeof Client<G>>;
}

/**
 * boardgame.io's client over its SocketIO transport, as the UI runs it; the transport's socket
 * records what arrives before boardgame.io reads it, so a test judges the wire itself (logs
 * and deltas included), not what the client keeps. `move` goes through the client's own moves,
 * which send the client's own state id: it must be the one the caller expects.
 */
export function connectClientSeat<G>(url: string, game: Game<G>, matchID: string, playerID: string | null, credentials?: string): ClientSeat<G> {
  const received: Received[] = [];
  let socket: Socket | undefined;
  const socketIO = SocketIO({ server: url, socketOpts: { transports: ['websocket'], forceNew: true, reconnection: false } });
  const multiplayer = (opts: Parameters<typeof socketIO>[0]) => {
    const transport = socketIO(opts);
    const connect = transport.connect.bind(transport);
    // The socket is made in connect(); what the server sends arrives later, so nothing is missed.
    transport.connect = () => {
      connect();
      socket = transport.socket;
      socket.onAny((event: string, ...args: any[]) => received.push({ event, args }));
    };
    return transport;
  };
  const client = Client<G>({ game, multiplayer, matchID, playerID: playerID ?? undefined, credentials, debug: false });
  client.start();
  return {
    client,
    socket: socket!,
    playerID,
    credentials,
    received,
    stateID: () => latestState(received)?._stateID ?? -1,
    move(_matchID, type, args, stateID) {
      const held = client.getState()?._stateID;
      if (held !== stateID) throw new Error(`the client of seat ${playerID} holds state ${held}, not ${stateID}`);
      client.moves[type](...args);
    },
    chat: (_matchID, payload) => client.sendChatMessage(payload),
    close: () => client.stop(),
  };
}
