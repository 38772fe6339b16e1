import { DROP_EVENT } from '../../../server/harden/drop-notice.ts';
import { waitFor, type RawSeat } from './raw-socket.ts';

// An absence is only seen once something the server would have sent after it has arrived.

let sent = 0;

const notices = (seat: RawSeat) => seat.received.filter((r) => r.event === DROP_EVENT).map((r) => r.args[0] as { event: string; code: string });

/**
 * A round trip on this socket's connection: an event the server answers at once, with an
 * unknown-event notice. Once the answer is in, so is everything the server had sent this
 * socket before it read the probe.
 */
export async function roundTrip(seat: RawSeat): Promise<void> {
  const event = `round-trip-${++sent}`;
  seat.socket.emit(event);
  await waitFor(() => {
    if (seat.socket.disconnected) throw new Error(`seat ${seat.playerID}'s socket was disconnected before it had the answer to ${event}`);
    return notices(seat).some((n) => n.event === event);
  }, `the answer to ${event} on seat ${seat.playerID}`);
}

/**
 * Waits until the match's queue has handled every move this seat sent before: a move on a state
 * older than any the match had runs behind them and is answered, to this seat only, with a
 * stale-state notice. The seat must be one that may make `move` now; anything else the server
 * drops without that answer.
 */
export async function movesHandled(seat: RawSeat, matchID: string, move: string, args: unknown[] = []): Promise<void> {
  const before = notices(seat).filter((n) => n.code === 'stale-state').length;
  seat.move(matchID, move, args, -1);
  await waitFor(
    () => notices(seat).filter((n) => n.code === 'stale-state').length > before,
    () => `the stale ${move} of seat ${seat.playerID} to be answered (it was told: ${notices(seat).map((n) => n.code).join(', ') || 'nothing'})`,
  );
}

/**
 * Waits until every socket shows every seat connected, by the presence news it heard last or, for
 * one that synced after that news went out, by the seats its sync carried: the table's presence
 * news has all arrived.
 */
export async function presenceSettled(seats: RawSeat[]): Promise<void> {
  const everyoneIn = (seat: RawSeat) => {
    const last = seat.received.findLast((r) => r.event === 'matchData' || r.event === 'sync');
    const shown = last?.event === 'sync' ? last.args[1].filteredMetadata : last?.args[1];
    return shown !== undefined && (shown as { isConnected?: boolean }[]).every((p) => p.isConnected);
  };
  await waitFor(() => seats.every(everyoneIn), 'every socket to be told the whole table is connected');
}
