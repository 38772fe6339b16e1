import type { Namespace, Socket } from 'socket.io';
import type { Payload } from '../harden/commit-gate.ts';
import { EncodedData } from '../harden/json-only-parser.ts';
import { withoutInitialState } from '../harden/strip-initial-state.ts';
import { jsonOfEach } from './shared-json.ts';

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

/**
 * Sends a broadcast of a match to its synced sockets, each distinct view computed and encoded
 * once: boardgame.io ran the game's playerView and socket.io's encoder once per socket, so a
 * player with two tabs, their bot and every spectator cost a view and an encode each. The views
 * are written side by side, the parts they share once for all of them (shared-json.ts). Each view
 * goes as one packet to the sockets that see it, by their ids (socket.io keeps every socket in
 * the room of its own id), so a socket gets the view of the seat it synced as, with no room of
 * the view to keep per seat; views that filterPlayerView hands back as the same object (a chat,
 * presence: anything it does not filter) go out as one packet to all of them. A broadcast
 * bypasses socket.emit, and with it the outgoing filter of harden-sockets, so `initialState` is
 * stripped here too.
 */
export function broadcastByView(sockets: Iterable<MatchSocket>, payload: Payload, filterPlayerView: FilterPlayerView): void {
  const views = new Map<Viewer, Payload>();
  const idsBySpace = new Map<Namespace, Map<Payload, string[]>>();
  for (const { socket, playerID } of sockets) {
    const viewer = viewerOf(playerID);
    const view = views.get(viewer) ?? filterPlayerView(viewer, payload);
    views.set(viewer, view);
    const idsByView = idsBySpace.get(socket.nsp) ?? new Map<Payload, string[]>();
    idsBySpace.set(socket.nsp, idsByView);
    const ids = idsByView.get(view);
    if (ids) ids.push(socket.id);
    else idsByView.set(view, [socket.id]);
  }
  const distinct = [...new Set(views.values())];
  const data = distinct.map(({ type, args }) => [type, ...withoutInitialState(type, args)]);
  const texts = jsonOfEach(data);
  const encoded = new Map(distinct.map((view, i) => [view, new EncodedData(texts[i]!, data[i].slice(1))]));
  for (const [nsp, idsByView] of idsBySpace) {
    for (const [view, ids] of idsByView) nsp.to(ids).emit(view.type, encoded.get(view));
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
