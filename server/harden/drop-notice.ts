import type { Socket } from 'socket.io';
import { DROP_EVENT, type DropNotice } from '../../games/kit/drop-notice.ts';

export { DROP_EVENT, type DropNotice };

/** Tells only this socket why its message went nowhere; boardgame.io alone says nothing. */
export function notifyDrop(socket: Socket, notice: DropNotice): void {
  socket.emit(DROP_EVENT, notice);
}
