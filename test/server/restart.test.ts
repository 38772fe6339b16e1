import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { connectSeat, latestState, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { killHard, useServeProcesses } from './helpers/serve-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'tw-restart-'));
const dbFile = join(dir, 'store.sqlite');
const startServe = useServeProcesses();
const serve = () => startServe(['--db', dbFile]);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a match survives a server killed with SIGKILL', () => {
  it('every move a client saw accepted is still there after a restart, state and log', async () => {
    const first = await serve();
    const m = await createAndJoin(first.url, 5, 'extended');
    let seats: RawSeat[] = await Promise.all(
      m.seats.map((s) => connectSeat(first.url, AYAR, m.matchID, s.playerID, s.credentials)),
    );
    const watcher = await connectSeat(first.url, AYAR, m.matchID, null);
    const played: string[] = [];
    const script: [string, string, string[]][] = [
      ['0', 'offerHandshake', ['1']],
      ['0', 'withdrawHandshake', []],
      ['2', 'offerHandshake', ['3']],
      ['3', 'declineHandshake', ['2']],
      ['4', 'offerHandshake', ['0']],
      ['4', 'withdrawHandshake', []],
    ];
    for (const [playerID, move, args] of script) {
      const mover = seats[Number(playerID)];
      const before = mover.stateID();
      mover.move(m.matchID, move, args, before);
      await waitFor(() => mover.stateID() > before, () => `${move} to be accepted; ${playerID} heard since: ${JSON.stringify(mover.received.slice(-4).map((r) => [r.event, r.args?.[0]?.code ?? r.args?.[1]?._stateID ?? null]))}`);
      played.push(move);
      // The next mover sends the state id it holds: every seat hears this move before anyone moves again.
      await waitFor(() => seats.every((s) => s.stateID() === mover.stateID()), `every seat to hear ${move}`);
    }
    const heard = (seat: RawSeat) => seat.received.filter((r) => r.event === 'chat').map((r) => r.args[1]);
    seats[0].chat(m.matchID, 'before the crash');
    seats[3].chat(m.matchID, 'me too');
    await waitFor(() => heard(seats[4]).length === 2, 'the talk to be heard');
    const seen = latestState(seats[0].received);
    await waitFor(() => watcher.stateID() === seen._stateID, 'the spectator to hear the last move');
    const watched = latestState(watcher.received);
    // Killed the instant the last acceptance arrived: nothing gets a chance to flush later.
    await killHard(first.child);
    seats.forEach((s) => s.close());
    watcher.close();
    // The row's state is the one the match started with: every move of it is in the log only (log-tail.ts).
    const db = new Database(dbFile, { readonly: true });
    const kept = db.prepare(`SELECT json_extract(state, '$._stateID') AS id FROM matches WHERE match_id = ?`).get(m.matchID) as { id: number };
    db.close();
    expect(kept.id).toBe(0);

    const second = await serve();
    const spectator = await connectSeat(second.url, AYAR, m.matchID, null);
    const sync = spectator.received.find((r) => r.event === 'sync')!.args[1];
    expect(sync.state._stateID).toBe(seen._stateID);
    expect(sync.state.G.events).toEqual(seen.G.events);
    expect(sync.state, 'the state read back, as a spectator sees it').toEqual(watched);
    expect(sync.log.map((e: { action: { payload: { type: string } } }) => e.action.payload.type)).toEqual(played);
    expect(sync.chat, 'the talk, to a spectator after the restart').toEqual(heard(seats[4]));

    // The match goes on where it stopped, with the same credentials.
    seats = await Promise.all(m.seats.map((s) => connectSeat(second.url, AYAR, m.matchID, s.playerID, s.credentials)));
    seats[1].move(m.matchID, 'offerHandshake', ['2'], seen._stateID);
    await waitFor(() => spectator.stateID() === seen._stateID + 1, 'a move after the restart');
    seats.forEach((s) => s.close());
    spectator.close();
    second.child.kill('SIGTERM');
    await waitFor(() => second.child.exitCode !== null, 'a clean stop on SIGTERM', 10_000);
    expect(second.child.exitCode).toBe(0);
  }, 90_000);
});
