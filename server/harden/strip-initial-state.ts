import type { Socket } from 'socket.io';

/**
 * boardgame.io's `sync` carries the match's initialState unfiltered: every dealt card, the
 * set-aside cards and the PRNG seed, from which anyone can replay the public log. The client
 * only needs it for its debug panel, so it never leaves the server.
 */
export function withoutInitialState(event: string, args: unknown[]): unknown[] {
  if (event !== 'sync') return args;
  const [matchID, syncInfo, ...rest] = args;
  if (!syncInfo || typeof syncInfo !== 'object' || !('initialState' in syncInfo)) return args;
  const { initialState: _secret, ...safe } = syncInfo as Record<string, unknown>;
  return [matchID, safe, ...rest];
}

/** Every message to this socket goes through socket.emit, boardgame.io's broadcasts included. */
export function stripInitialStateFrom(socket: Socket): void {
  const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => boolean;
  (socket as unknown as { emit: typeof emit }).emit = (event, ...args) => emit(event, ...withoutInitialState(event, args));
}
