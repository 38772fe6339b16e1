import { useEffect } from 'react';
import { SocketIO } from 'boardgame.io/multiplayer';
import { DROP_EVENT, type DropNotice } from '../../games/kit/drop-notice.ts';

type TransportFactory = ReturnType<typeof SocketIO>;
type Transport = ReturnType<TransportFactory>;
interface WithSocket {
  socket?: { on(event: string, listener: (notice: DropNotice) => void): void } | null;
}

export interface MatchDropNotice extends DropNotice {
  matchID: string;
}

/**
 * boardgame.io's socket transport, passing on the server's private refusals (a move before
 * the table is full, inside a timed window, a seat lost) as a window event, since boardgame.io
 * itself shows nothing when the server drops a message.
 */
export function socketWithDropNotices(): TransportFactory {
  const make = SocketIO();
  return (options) => {
    const transport: Transport = make(options);
    const connect = transport.connect.bind(transport);
    const heard = new WeakSet<object>();
    transport.connect = () => {
      connect();
      const socket = (transport as unknown as WithSocket).socket;
      if (!socket || heard.has(socket)) return;
      heard.add(socket);
      socket.on(DROP_EVENT, (notice) => window.dispatchEvent(new CustomEvent<MatchDropNotice>(DROP_EVENT, { detail: { ...notice, matchID: options.matchID ?? '' } })));
    };
    return transport;
  };
}

/** Calls `onNotice` with each refusal the server sends this browser about `matchID`. */
export function useDropNotices(matchID: string, onNotice: (notice: MatchDropNotice) => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      const notice = (event as CustomEvent<MatchDropNotice>).detail;
      if (notice.matchID === matchID) onNotice(notice);
    };
    window.addEventListener(DROP_EVENT, listener);
    return () => window.removeEventListener(DROP_EVENT, listener);
  }, [matchID, onNotice]);
}
