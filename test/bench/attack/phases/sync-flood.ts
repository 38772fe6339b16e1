import type { Socket } from 'socket.io-client';
import { Tally, before, type Attack } from '../attack-kit.ts';
import { createMatches, joinSeats, openSynced, type AttackerSeat } from '../attacker-seats.ts';

const SOCKETS = 20;
const SEATS_PER_MATCH = 10;
const SYNCS_PER_SECOND = 15;
const MAX_SYNCS_PER_SOCKET = 5000;

interface SyncCounts {
  sent: number;
  answered: number;
  drops: Tally;
  disconnects: Tally;
}

/** Socket i takes a seat of match i mod M, so however few matches the creates budget allowed, there are SOCKETS seats. */
async function takeSeats(url: string, matchIDs: string[], joins: Tally): Promise<AttackerSeat[]> {
  const seatCount = (m: number) => Math.min(SEATS_PER_MATCH, Math.ceil((SOCKETS - m) / matchIDs.length));
  const seats = await Promise.all(
    matchIDs.map((matchID, m) =>
      joinSeats(
        url,
        matchID,
        Array.from({ length: seatCount(m) }, (_, s) => String(s)),
        joins,
      ),
    ),
  );
  return seats.flat();
}

function floodSyncs(socket: Socket, seat: AttackerSeat, deadline: number, counts: SyncCounts): Promise<void> {
  socket.on('sync', () => counts.answered++);
  socket.on('tablewright:error', (notice: { code?: string }) => counts.drops.add(notice?.code ?? '?'));
  socket.on('disconnect', (reason) => counts.disconnects.add(reason));
  return new Promise((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (!before(deadline) || sent >= MAX_SYNCS_PER_SOCKET || !socket.connected) {
        clearInterval(timer);
        resolve();
        return;
      }
      socket.emit('sync', seat.matchID, seat.playerID, seat.credentials);
      sent++;
      counts.sent++;
    }, 1000 / SYNCS_PER_SECOND);
  });
}

/** Seated sockets each reloading their match 15 times a second: every sync reads and sends the whole log. */
export const syncFlood: Attack = async ({ url, deadline }) => {
  const created = await createMatches(url, SEATS_PER_MATCH, SOCKETS, deadline);
  if (created.matchIDs.length === 0) return [`creates: ${created.statuses}; no match to sync with`];
  const joins = new Tally();
  const seats = await takeSeats(url, created.matchIDs, joins);
  const opened = await Promise.all(seats.map((seat) => openSynced(url, seat.matchID, seat.playerID, seat.credentials)));
  const counts: SyncCounts = { sent: 0, answered: 0, drops: new Tally(), disconnects: new Tally() };
  await Promise.all(opened.map((o, i) => (o.socket ? floodSyncs(o.socket, seats[i], deadline, counts) : undefined)));
  const lines = [
    `matches created: ${created.matchIDs.length} of ${SOCKETS} wanted (creates: ${created.statuses}); seats joined: ${joins}`,
    `sockets: ${Tally.of(opened.map((o) => o.outcome))}`,
    `syncs sent: ${counts.sent}; answered with the match: ${counts.answered}`,
    `drop notices: ${counts.drops}; disconnects by the server or the network: ${counts.disconnects}`,
  ];
  for (const o of opened) o.socket?.close();
  return lines;
};
