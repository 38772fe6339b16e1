/**
 * boardgame.io's `sync` carries the match's initialState unfiltered: every dealt card, the
 * set-aside cards and the PRNG seed, from which anyone can replay the public log. The client
 * only needs it for its debug panel, so it never leaves the server (every socket's outgoing
 * messages pass through here: harden-sockets).
 */
export function withoutInitialState(event: string, args: unknown[]): unknown[] {
  if (event !== 'sync') return args;
  const [matchID, syncInfo, ...rest] = args;
  if (!syncInfo || typeof syncInfo !== 'object' || !('initialState' in syncInfo)) return args;
  const { initialState: _secret, ...safe } = syncInfo as Record<string, unknown>;
  return [matchID, safe, ...rest];
}
