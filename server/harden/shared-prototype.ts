import type { Socket } from 'socket.io';

/**
 * Gives every object it is handed the methods `override` makes from those of the object's own
 * prototype, through one prototype made at the first object and shared by all the rest. The
 * same change as an own property, a middleware or one more listener per object would cost
 * every live socket or connection a slot, a closure or a grown listener array, some 100-200
 * bytes each (docs/server.md, heap per live match). The methods are looked up on each call, so
 * only a method the library calls as `this.method(...)` after the object is handed over is
 * changed: not one it bound before.
 */
export function sharedOverride<T extends object>(override: (base: T) => Partial<T> & ThisType<T>): (target: T) => void {
  let shared: object | undefined;
  return (target) => {
    if (!shared) {
      const base = Object.getPrototypeOf(target) as T;
      shared = Object.create(base, Object.getOwnPropertyDescriptors(override(base))) as object;
    }
    Object.setPrototypeOf(target, shared);
  };
}

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

/** Puts `hooks` in front of every socket it is given (socket.io calls both methods as `this.emit`, `this.dispatch`). */
export function socketHooks(hooks: SocketHooks): (socket: Socket) => void {
  const hook = sharedOverride<SocketMethods>((base) => ({
    emit(this: Socket, event: string, ...args: unknown[]): boolean {
      return hooks.outgoing(this, event, args, base.emit);
    },
    dispatch(this: Socket, packet: unknown[]): void {
      hooks.incoming(this, packet, base.dispatch);
    },
  }));
  return (socket) => hook(socket as unknown as SocketMethods);
}
