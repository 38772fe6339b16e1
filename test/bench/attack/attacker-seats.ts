import type { State } from 'boardgame.io';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { ATTACKER_ADDRESS, Tally, before, eachLimited } from './attack-kit.ts';
import { attackerJson, statusLabel } from './attacker-http.ts';
import { openRawEngine } from './raw-engine-socket.ts';

export const AYAR = 'are-you-a-robot';

export interface AttackerSeat {
  matchID: string;
  playerID: string;
  credentials: string;
}

export interface CreatedMatches {
  matchIDs: string[];
  /** Every create's status: the budget shows as 429s. */
  statuses: Tally;
}

const JOIN_CONCURRENCY = 8;

/** Up to `count` Extended matches of `numPlayers`, created until the first refusal or the deadline. */
export async function createMatches(url: string, numPlayers: number, count: number, deadline: number): Promise<CreatedMatches> {
  const created: CreatedMatches = { matchIDs: [], statuses: new Tally() };
  while (created.matchIDs.length < count && before(deadline)) {
    const { value, status } = await attackerJson<{ matchID: string }>(url, 'POST', `/games/${AYAR}/create`, { numPlayers, setupData: { mode: 'extended' } });
    created.statuses.add(statusLabel(status));
    if (!value) break;
    created.matchIDs.push(value.matchID);
  }
  return created;
}

/** Takes the given seats of a match; a seat the server refused is left out. */
export async function joinSeats(url: string, matchID: string, playerIDs: string[], statuses: Tally): Promise<AttackerSeat[]> {
  const seats: AttackerSeat[] = [];
  await eachLimited(playerIDs, JOIN_CONCURRENCY, async (playerID) => {
    const { value, status } = await attackerJson<{ playerCredentials: string }>(url, 'POST', `/games/${AYAR}/${matchID}/join`, {
      playerID,
      playerName: `Attacker ${playerID}`,
    });
    statuses.add(statusLabel(status));
    if (value) seats.push({ matchID, playerID, credentials: value.playerCredentials });
  });
  return seats;
}

/**
 * socket.io-client says only "websocket error" when a handshake is refused; a bare handshake
 * reads the server's reason. Should that one open after all, it is closed again.
 */
async function whyRefused(url: string): Promise<string> {
  const engine = await openRawEngine(Number(new URL(url).port));
  if (typeof engine === 'string') return engine;
  engine.ws.terminate();
  return 'refused once, then opened';
}

/** A socket.io connection to the Are You A Robot? namespace from the attacker's address, or why not. */
async function connectAttackerSocket(url: string, timeoutMs = 3000): Promise<Socket | string> {
  // engine.io-client hands localAddress on to ws, though its types do not list it.
  const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: timeoutMs,
    localAddress: ATTACKER_ADDRESS,
  };
  const socket = io(`${url}/${AYAR}`, options);
  const error = await new Promise<Error | undefined>((resolve) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', resolve);
  });
  if (!error) return socket;
  socket.close();
  return error.message === 'websocket error' ? whyRefused(url) : error.message;
}

/**
 * Syncs a socket as a seat (or a spectator with playerID null): `synced` once the server
 * answered with the match, `sync dropped: <code>` when it said it dropped the sync, or
 * `sync not answered`.
 */
function syncAs(socket: Socket, matchID: string, playerID: string | null, credentials?: string, timeoutMs = 3000): Promise<{ outcome: string; state?: State }> {
  return new Promise((resolve) => {
    const settle = (outcome: string, state?: State) => {
      clearTimeout(timer);
      socket.off('sync', answered);
      socket.off('tablewright:error', dropped);
      resolve({ outcome, state });
    };
    const answered = (id: string, info: { state: State }) => id === matchID && settle('synced', info.state);
    const dropped = (notice: { event?: string; code?: string }) => notice?.event === 'sync' && settle(`sync dropped: ${notice.code}`);
    const timer = setTimeout(() => settle('sync not answered'), timeoutMs);
    socket.on('sync', answered);
    socket.on('tablewright:error', dropped);
    socket.emit('sync', matchID, playerID, credentials);
  });
}

export interface OpenedSocket {
  /** Set when the connection opened, synced or not. */
  socket?: Socket;
  synced: boolean;
  /** What syncAs said, or why the connection was refused, as a tally label. */
  outcome: string;
  /** The state the sync answered with. */
  state?: State;
}

/** Connects and syncs as a seat, or as a spectator with playerID null. */
export async function openSynced(url: string, matchID: string, playerID: string | null, credentials?: string): Promise<OpenedSocket> {
  const socket = await connectAttackerSocket(url);
  if (typeof socket === 'string') return { synced: false, outcome: `refused: ${socket}` };
  const { outcome, state } = await syncAs(socket, matchID, playerID, credentials);
  return { socket, synced: outcome === 'synced', outcome, state };
}
