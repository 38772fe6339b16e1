import type { State } from 'boardgame.io';
import type { Socket } from 'socket.io-client';
import { Tally, before, sleep, type Attack } from '../attack-kit.ts';
import { createMatches, joinSeats, openSynced, type AttackerSeat } from '../attacker-seats.ts';

const SEATS = 10;
/** Seats 0-4 each offer a handshake to one of seats 5-9 and withdraw it, in turn: moves without end. */
const MOVERS = 5;
/** The share of the phase spent growing the match's log, as fast as the address's budget lets one socket after another move. */
const BUILD_SHARE = 0.55;
/** Two bursts, apart, so that one catches the victim mid-match; with the opening syncs, within the address's 120. */
const BURSTS = 2;
const BURST_SOCKETS = 11;
/** A socket's own sync budget (5 at once) less the sync that opened it. */
const SYNCS_PER_SOCKET = 4;
const BURST_GAP_MS = 1500;
const MOVE_WAIT_MS = 2000;

/** The first state newer than `after` the socket hears, or undefined if none comes in time. */
function nextState(socket: Socket, after: number): Promise<State | undefined> {
  return new Promise((resolve) => {
    const done = (state?: State) => (clearTimeout(timer), socket.off('update', heard), resolve(state));
    const heard = (_id: string, state: State) => state._stateID > after && done(state);
    const timer = setTimeout(done, MOVE_WAIT_MS);
    socket.on('update', heard);
  });
}

/** Plays offer, then withdraw, from seat after seat, each move once the last one is seen: a log as long as the budget allows. */
async function growLog(seats: AttackerSeat[], sockets: Socket[], from: State, until: number): Promise<number> {
  let state = from;
  let moves = 0;
  while (before(until)) {
    const k = moves % MOVERS;
    const offering = Math.floor(moves / MOVERS) % 2 === 0;
    const move = offering ? { type: 'offerHandshake', args: [String(k + MOVERS)] } : { type: 'withdrawHandshake', args: [] };
    const heard = nextState(sockets[k], state._stateID);
    const { matchID, playerID, credentials } = seats[k];
    sockets[k].emit('update', { type: 'MAKE_MOVE', payload: { ...move, playerID, credentials } }, state._stateID, matchID, playerID);
    const next = await heard;
    if (!next) break;
    state = next;
    moves++;
  }
  return moves;
}

/**
 * A sync read, redacted and sent the whole log of its match, and an address may make 120 at
 * once: seats of one match grow its log as fast as their budget allows, then spectators of it
 * sync in bursts. Every burst of answers used to go out in one stretch of the event loop.
 */
export const longLogSyncs: Attack = async ({ url, deadline }) => {
  const started = Date.now();
  const created = await createMatches(url, SEATS, 1, deadline);
  if (!created.matchIDs.length) return [`creates: ${created.statuses}; no match to play`];
  const matchID = created.matchIDs[0];
  const joins = new Tally();
  const seats = (await joinSeats(url, matchID, Array.from({ length: SEATS }, (_, s) => String(s)), joins)).sort((a, b) => Number(a.playerID) - Number(b.playerID));
  const movers = await Promise.all(seats.slice(0, MOVERS).map((s) => openSynced(url, matchID, s.playerID, s.credentials)));
  const moverSockets = movers.flatMap((o) => (o.socket ? [o.socket] : []));
  const moves = moverSockets.length === MOVERS && movers[0].state ? await growLog(seats, moverSockets, movers[0].state, started + (deadline - started) * BUILD_SHARE) : 0;

  const watchers = await Promise.all(Array.from({ length: BURSTS * BURST_SOCKETS }, () => openSynced(url, matchID, null)));
  const sockets = watchers.flatMap((o) => (o.socket ? [o.socket] : []));
  const drops = new Tally();
  /** Per socket, since its burst: syncs answered, and whether the server said it dropped some (it says so once a second at most). */
  const heard = new Map(sockets.map((socket) => [socket, { answered: 0, dropped: false }]));
  for (const socket of sockets) {
    socket.on('sync', () => heard.get(socket)!.answered++);
    socket.on('tablewright:error', (notice: { code?: string }) => {
      drops.add(notice?.code ?? '?');
      heard.get(socket)!.dropped = true;
    });
  }
  const settled = (socket: Socket) => heard.get(socket)!.answered >= SYNCS_PER_SOCKET || heard.get(socket)!.dropped;
  const burstMs: number[] = [];
  for (let b = 0; b < BURSTS && before(deadline); b++) {
    const burst = sockets.slice(b * BURST_SOCKETS, (b + 1) * BURST_SOCKETS);
    for (const socket of burst) heard.set(socket, { answered: 0, dropped: false });
    const at = performance.now();
    for (const socket of burst) for (let n = 0; n < SYNCS_PER_SOCKET; n++) socket.emit('sync', matchID, null);
    while (!burst.every(settled) && before(deadline)) await sleep(10);
    burstMs.push(performance.now() - at);
    await sleep(BURST_GAP_MS);
  }
  const answered = [...heard.values()].reduce((n, h) => n + h.answered, 0);
  for (const socket of [...moverSockets, ...sockets]) socket.close();
  return [
    `match of ${SEATS} seats (create ${created.statuses}; joins ${joins}); its log grown by ${moves} moves`,
    `spectator sockets: ${Tally.of(watchers.map((o) => o.outcome))}`,
    `${burstMs.length} bursts of ${BURST_SOCKETS * SYNCS_PER_SOCKET} syncs: answered ${answered}, drop notices ${drops}; ms until each burst was answered: ${burstMs.map((ms) => ms.toFixed(0)).join(', ')}`,
  ];
};
