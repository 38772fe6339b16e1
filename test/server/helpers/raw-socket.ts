import { io, type Socket } from 'socket.io-client';
import { DROP_EVENT } from '../../../games/kit/drop-notice.ts';
import { waitFor } from '../../support/wait-for.ts';

export { waitFor };

export interface Received {
  event: string;
  args: any[];
}

/** A bare socket.io client that records every message the server sends it. */
export interface RawSeat {
  socket: Socket;
  playerID: string | null;
  credentials?: string;
  received: Received[];
  /** The _stateID of the state boardgame.io's client would hold now (latestState). */
  stateID(): number;
  /** Sends a move as boardgame.io's client would. */
  move(matchID: string, type: string, args: unknown[], stateID: number): void;
  chat(matchID: string, payload: unknown): void;
  close(): void;
}

/** What the server told this socket it refused (tablewright:error), and whether it is still connected. */
function toldOf(seat: Pick<RawSeat, 'socket' | 'received'>): string {
  const said = seat.received.filter((m) => m.event === DROP_EVENT).map((m) => m.args[0]?.message);
  // The events in the order they came, each state-bearing one with its state id: a move accepted
  // but never seen, or seen and then undone by a later sync, reads differently here.
  const events = seat.received.map(({ event, args }) => {
    if (event === 'patch') return `patch(${args[1]}→${args[2]})`;
    const state = event === 'update' ? args[1] : event === 'sync' ? args[1]?.state : undefined;
    return state ? `${event}(${state._stateID})` : event;
  });
  return `${said.length ? `the server said: ${said.join('; ')}` : 'the server refused nothing'}; ${seat.socket.connected ? 'connected' : 'disconnected'}; received ${events.slice(-12).join(', ') || 'nothing'}`;
}

/** waitFor on a seat: a timeout says what the server told the seat meanwhile. */
export function waitForSeat(seat: RawSeat, condition: () => unknown, what: string): Promise<unknown> {
  return waitFor(condition, what).catch((error: Error) => {
    throw new Error(`${error.message} (${toldOf(seat)})`);
  });
}

/** Which of these seats (boardgame.io's matchData) are connected, by seat id. */
const connectedBySeat = (seats: { id: number; isConnected?: boolean }[]): Record<string, boolean> =>
  Object.fromEntries(seats.map((p) => [String(p.id), Boolean(p.isConnected)]));

/** Which seats each presence news (matchData) a socket received from `from` on shows connected, by seat id. */
export function presenceNews(seat: Pick<RawSeat, 'received'>, from = 0): Record<string, boolean>[] {
  return seat.received
    .slice(from)
    .filter((m) => m.event === 'matchData')
    .map((news) => connectedBySeat(news.args[1]));
}

/** Which seats the last presence news a socket received shows connected, by seat id. */
export const shownConnected = (seat: Pick<RawSeat, 'received'>): Record<string, boolean> | undefined => presenceNews(seat).at(-1);

/** Which seats a socket's client shows connected now: from its sync's seats, or the presence news since. */
export function seatsShown(seat: Pick<RawSeat, 'received'>): Record<string, boolean> | undefined {
  let shown: Record<string, boolean> | undefined;
  for (const { event, args } of seat.received) {
    const seats = event === 'sync' ? args[1]?.filteredMetadata : event === 'matchData' ? args[1] : undefined;
    if (seats) shown = connectedBySeat(seats);
  }
  return shown;
}

/**
 * The state boardgame.io's client holds after these messages: a sync replaces what it holds, an
 * update older than that is ignored (its client.ts, 'update'). The server does send one: on a
 * cluster, the stored state it resends once Redis takes a process's subscription (joinCluster in
 * create-server.ts) may be read before a move is kept and sent after the move's own broadcast.
 */
export function latestState(received: Received[]): any {
  let held: any;
  for (const { event, args } of received) {
    if (event === 'sync') held = args[1].state;
    if (event === 'update' && !(held && args[1]._stateID < held._stateID)) held = args[1];
  }
  return held;
}

export async function connectSeat(
  url: string,
  gameName: string,
  matchID: string,
  playerID: string | null,
  credentials?: string,
): Promise<RawSeat> {
  const socket = io(`${url}/${gameName}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  const received: Received[] = [];
  socket.onAny((event: string, ...args: any[]) => received.push({ event, args }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit('sync', matchID, playerID, credentials, undefined);
  await waitFor(() => received.some((m) => m.event === 'sync'), `sync for seat ${playerID}`).catch((error: Error) => {
    throw new Error(`${error.message} (${toldOf({ socket, received })})`);
  });
  return {
    socket,
    playerID,
    credentials,
    received,
    stateID: () => latestState(received)?._stateID ?? -1,
    move(id, type, args, stateID) {
      socket.emit('update', { type: 'MAKE_MOVE', payload: { type, args, playerID, credentials } }, stateID, id, playerID);
    },
    chat(id, payload) {
      socket.emit('chat', id, { id: `c${Math.random().toString(36).slice(2)}`, sender: playerID, payload }, credentials);
    },
    close: () => socket.close(),
  };
}
