import type { Namespace, Socket } from 'socket.io';
import type { Payload } from '../harden/commit-gate.ts';
import { withoutInitialState } from '../harden/strip-initial-state.ts';

/** Who a socket sees a match as: a seat, or null for every spectator alike. */
export type Viewer = string | null;

/** A socket synced to a match, as boardgame.io's SocketIO records it. */
export interface MatchSocket {
  socket: Socket;
  playerID: string | null | undefined;
}

type FilterPlayerView = (playerID: Viewer, payload: Payload) => Payload;

// A spectator may sync with `undefined` or `null`; every game's playerView treats both alike.
const viewerOf = (playerID: string | null | undefined): Viewer => playerID ?? null;

/** The socket.io room of the sockets that see `matchID` as `viewer` (JSON keeps any match id and seat apart). */
export const viewRoom = (matchID: string, viewer: Viewer): string => `view ${JSON.stringify([matchID, viewer])}`;

/** A synced socket joins the one room of the view it synced as; `leaveViewRoom` before it syncs again or goes. */
export function joinViewRoom(socket: Socket, matchID: string, playerID: string | null | undefined): void {
  void socket.join(viewRoom(matchID, viewerOf(playerID)));
}

export function leaveViewRoom(socket: Socket, matchID: string, playerID: string | null | undefined): void {
  void socket.leave(viewRoom(matchID, viewerOf(playerID)));
}

/**
 * Sends a broadcast of a match to its synced sockets, each distinct view computed and encoded
 * once: boardgame.io ran the game's playerView and socket.io's encoder once per socket, so a
 * player with two tabs, their bot and every spectator cost a view and an encode each. Views
 * that filterPlayerView hands back as the same object (a chat, presence: anything it does not
 * filter) go out as one packet to all their rooms. A room broadcast bypasses socket.emit, and
 * with it the outgoing filter of harden-sockets, so `initialState` is stripped here too.
 */
export function broadcastByView(matchID: string, sockets: Iterable<MatchSocket>, payload: Payload, filterPlayerView: FilterPlayerView): void {
  const viewersBySpace = new Map<Namespace, Set<Viewer>>();
  for (const { socket, playerID } of sockets) {
    const viewers = viewersBySpace.get(socket.nsp) ?? new Set<Viewer>();
    viewers.add(viewerOf(playerID));
    viewersBySpace.set(socket.nsp, viewers);
  }
  const views = new Map<Viewer, Payload>();
  for (const [nsp, viewers] of viewersBySpace) {
    const roomsByView = new Map<Payload, string[]>();
    for (const viewer of viewers) {
      const view = views.get(viewer) ?? filterPlayerView(viewer, payload);
      views.set(viewer, view);
      roomsByView.set(view, [...(roomsByView.get(view) ?? []), viewRoom(matchID, viewer)]);
    }
    for (const [{ type, args }, rooms] of roomsByView) nsp.to(rooms).emit(type, ...withoutInitialState(type, args));
  }
}

/**
 * A sync's kept chat as `viewer` may read it: each message passed through the same filter the
 * match's live chat goes through to that viewer (broadcastByView), so the history never shows
 * someone a message the live chat would not have (docs/server.md, "Chat kept with the match").
 */
export function withChatSeenBy(viewer: Viewer, payload: Payload, filterPlayerView: FilterPlayerView): Payload {
  if (payload.type !== 'sync') return payload;
  const [matchID, syncInfo, ...rest] = payload.args as [string, { chat?: unknown }, ...unknown[]];
  if (!Array.isArray(syncInfo?.chat)) return payload;
  const seen = syncInfo.chat.map((message) => filterPlayerView(viewer, { type: 'chat', args: [matchID, message] })).filter((view) => view.type === 'chat');
  return { type: 'sync', args: [matchID, { ...syncInfo, chat: seen.map((view) => view.args[1]) }, ...rest] };
}
