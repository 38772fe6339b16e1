import type { Socket } from 'socket.io';

/** socket.io's own Socket methods that the hooks stand in front of (`dispatch` is private in its types). */
export interface SocketMethods {
  emit(this: Socket, event: string, ...args: unknown[]): boolean;
  dispatch(this: Socket, packet: unknown[]): void;
}

export interface SocketHooks {
  /** A message sent to this socket alone (socket.emit); `emit` is socket.io's, to call with the socket as `this`. */
  outgoing(socket: Socket, event: string, args: unknown[], emit: SocketMethods['emit']): boolean;
  /** A message received, before socket.io hands it to the socket's handlers: `dispatch` (socket.io's, with the socket as `this`) does. */
  incoming(socket: Socket, packet: unknown[], dispatch: SocketMethods['dispatch']): void;
}

/**
 * Puts `hooks` in front of every socket it is given, through one prototype made from
 * socket.io's at the first socket and shared by the rest: an own `emit` and a `socket.use`
 * middleware cost every live socket a property, a closure and the middleware array, about
 * 200 bytes (docs/server.md, heap per live match).
 */
export function socketHooks(hooks: SocketHooks): (socket: Socket) => void {
  let hooked: object | undefined;
  return (socket) => {
    if (!hooked) {
      const base = Object.getPrototypeOf(socket) as SocketMethods;
      hooked = Object.create(base, {
        emit: {
          value(this: Socket, event: string, ...args: unknown[]): boolean {
            return hooks.outgoing(this, event, args, base.emit);
          },
        },
        dispatch: {
          value(this: Socket, packet: unknown[]): void {
            hooks.incoming(this, packet, base.dispatch);
          },
        },
      }) as object;
    }
    Object.setPrototypeOf(socket, hooked);
  };
}
