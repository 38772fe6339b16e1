import type { Socket } from 'socket.io';

/** The private event a socket gets when the server drops one of its messages. */
export const DROP_EVENT = 'tablewright:error';

export interface DropNotice {
  /** The incoming event that was dropped: 'update', 'chat', 'sync'... */
  event: string;
  code: string;
  message: string;
}

/** Tells only this socket why its message went nowhere; boardgame.io alone says nothing. */
export function notifyDrop(socket: Socket, notice: DropNotice): void {
  socket.emit(DROP_EVENT, notice);
}
