import type { Socket } from 'socket.io-client';
import { Tally, before, eachLimited, type Attack } from '../attack-kit.ts';
import { createMatches, joinSeats, openSynced, type AttackerSeat, type OpenedSocket } from '../attacker-seats.ts';

const MATCHES = 11;
const SEATS_PER_MATCH = 10;
const LISTENERS = 300;
const CHATS_PER_SECOND = 2;
const MAX_CHATS_PER_SOCKET = 1000;
const CONNECT_CONCURRENCY = 20;
/** Opening sockets may use this share of what is left of the phase; the rest is chatting. */
const CONNECT_SHARE = 0.4;

interface Planned {
  kind: 'seat' | 'listener';
  matchID: string;
  seat?: AttackerSeat;
}

interface Opened extends Planned, OpenedSocket {}

/** Seats and listeners interleaved evenly, so whatever the server lets through holds some of both. */
function interleave(seats: AttackerSeat[], matchIDs: string[]): Planned[] {
  const plan: Planned[] = [];
  let [s, l] = [0, 0];
  while (s < seats.length || l < LISTENERS) {
    if (l >= LISTENERS || (s < seats.length && s / seats.length <= l / LISTENERS)) plan.push({ kind: 'seat', matchID: seats[s].matchID, seat: seats[s++] });
    else plan.push({ kind: 'listener', matchID: matchIDs[l++ % matchIDs.length] });
  }
  return plan;
}

async function openAll(url: string, plan: Planned[], until: number): Promise<Opened[]> {
  const opened: Opened[] = [];
  await eachLimited(plan, CONNECT_CONCURRENCY, async (p) => {
    if (!before(until)) return;
    opened.push({ ...p, ...(await openSynced(url, p.matchID, p.seat?.playerID ?? null, p.seat?.credentials)) });
  });
  return opened;
}

function chatUntil(socket: Socket, seat: AttackerSeat, deadline: number, drops: Tally): Promise<number> {
  socket.on('tablewright:error', (notice: { code?: string }) => drops.add(notice?.code ?? '?'));
  return new Promise((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (!before(deadline) || sent >= MAX_CHATS_PER_SOCKET || !socket.connected) {
        clearInterval(timer);
        resolve(sent);
        return;
      }
      socket.emit('chat', seat.matchID, { id: `spam-${seat.playerID}-${sent}`, sender: seat.playerID, payload: 'text' }, seat.credentials);
      sent++;
    }, 1000 / CHATS_PER_SECOND);
  });
}

const describeKind = (opened: Opened[], kind: Planned['kind'], tried: number) =>
  `${kind}s ${opened.filter((o) => o.kind === kind && o.socket).length} of ${tried} tried: ${Tally.of(opened.filter((o) => o.kind === kind).map((o) => o.outcome))}`;

/**
 * 110 seats chatting twice a second each to up to 300 listening spectators: the old server
 * let one address open them all and fanned every message out to every listener.
 */
export const chatFlood: Attack = async ({ url, deadline }) => {
  const created = await createMatches(url, SEATS_PER_MATCH, MATCHES, deadline);
  if (created.matchIDs.length === 0) return [`creates: ${created.statuses}; no match to chat in`];
  const joins = new Tally();
  const seatLists = await Promise.all(
    created.matchIDs.map((id) =>
      joinSeats(
        url,
        id,
        Array.from({ length: SEATS_PER_MATCH }, (_, s) => String(s)),
        joins,
      ),
    ),
  );
  const seats = seatLists.flat();
  const plan = interleave(seats, created.matchIDs);
  const opened = await openAll(url, plan, Date.now() + (deadline - Date.now()) * CONNECT_SHARE);
  let delivered = 0;
  for (const o of opened) if (o.kind === 'listener') o.socket?.on('chat', () => delivered++);
  const drops = new Tally();
  const chatters = opened.filter((o) => o.kind === 'seat' && o.synced);
  const sent = await Promise.all(chatters.map((o) => chatUntil(o.socket!, o.seat!, deadline, drops)));
  const sockets = opened.filter((o) => o.socket).length;
  const listening = opened.filter((o) => o.kind === 'listener' && o.synced).length;
  const lines = [
    `matches created: ${created.matchIDs.length} of ${MATCHES} wanted (creates: ${created.statuses}); seats joined: ${joins}`,
    `sockets opened: ${sockets} of ${plan.length} tried (${plan.length - opened.length} not tried in time)`,
    describeKind(opened, 'seat', seats.length),
    describeKind(opened, 'listener', LISTENERS),
    `chats sent by ${chatters.length} synced seats: ${sent.reduce((a, b) => a + b, 0)}; drop notices: ${drops}`,
    `chats delivered to ${listening} synced listeners: ${delivered}`,
  ];
  for (const o of opened) o.socket?.close();
  return lines;
};
