import type { MatchStore } from '../store/match-store.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import type { DropNotice } from './drop-notice.ts';
import type { WindowClock } from './window-clock.ts';
import { emptySeats, isSeatOf } from './seat-table.ts';

/**
 * Checks an incoming packet against the stored match: it must exist (boardgame.io would
 * create an unlisted match on demand for an unknown id), belong to the game of the socket's
 * namespace (else one game's reducer would run on another's state), and a chat message must
 * pass the game's chat policy, which boardgame.io knows nothing of (eliminated players), and
 * a seat named in a sync or a move must be one of the match's seats. A move waits for a full
 * table: while any seat is empty (before the start, or after a player left) none is accepted,
 * so no one can act against a seat nobody holds. A move a timed window holds (the ROBOTS!
 * call) waits until the window has lasted its seconds. A seat may tell the game only the name it
 * joined with (GameModule.seatNameMove).
 */
/**
 * How the screen reads a match: the store's peek, with no copies, since it only reads (several
 * times a move), and refresh, for a mover who has seen a newer state than this process holds.
 */
export type MatchReader = Pick<MatchStore, 'peek' | 'refresh'>;

export async function checkAgainstMatch(
  store: MatchReader,
  module: GameModule,
  event: string,
  args: unknown[],
  windows?: WindowClock,
): Promise<DropNotice | undefined> {
  const matchID = (event === 'update' ? args[2] : args[0]) as string;
  const timed = event === 'update' && windows !== undefined && module.timedWindow !== undefined;
  let { metadata, state } = await store.peek(matchID, { metadata: true, state: event === 'chat' || timed });
  // Another process kept a move this one has not heard of yet: its window is judged on the state the mover saw.
  if (timed && state && (args[1] as number) > state._stateID) {
    store.refresh(matchID);
    ({ metadata, state } = await store.peek(matchID, { metadata: true, state: true }));
  }
  if (!metadata) return { event, code: 'unknown-match', message: `match ${matchID} does not exist` };
  if (metadata.gameName !== module.id) {
    return { event, code: 'wrong-game', message: `match ${matchID} is not a ${module.title} match` };
  }
  if (event !== 'chat') {
    // A seat that does not exist could never authenticate; boardgame.io would just say nothing.
    const seat = (event === 'update' ? args[3] : args[1]) as string | null | undefined;
    if (seat != null && !isSeatOf(metadata, seat)) return { event, code: 'no-such-seat', message: `match ${matchID} has no seat ${seat}` };
    const empty = emptySeats(metadata);
    if (event === 'update' && empty > 0) {
      return { event, code: 'table-not-full', message: `the match waits for a full table: ${empty} ${empty === 1 ? 'seat is' : 'seats are'} still empty; fill ${empty === 1 ? 'it' : 'them'} with players or bots` };
    }
    const payload = (args[0] as { payload?: { type?: unknown; args?: unknown } }).payload;
    const move = payload?.type;
    if (move !== undefined && move === module.seatNameMove && seat != null) {
      const given = Array.isArray(payload?.args) ? payload.args[0] : undefined;
      const joined = metadata.players[seat as unknown as number]?.name;
      if (given !== joined) return { event, code: 'not-your-name', message: 'a seat may only give the game the name it joined with' };
    }
    if (timed && state && typeof move === 'string') return windows.check(module.id, matchID, state, move);
    return undefined;
  }
  const sender = (args[1] as { sender?: string | null }).sender ?? null;
  const refusal = module.chatPolicy(state.G, state.ctx, sender);
  if (refusal) return { event, code: refusal.code, message: refusal.message };
  // Past the game's policy, boardgame.io still checks the sender's credentials itself.
  if (sender === null || !isSeatOf(metadata, sender)) {
    return { event, code: 'chat-not-allowed', message: 'only a seated player can post in this chat' };
  }
  return undefined;
}
