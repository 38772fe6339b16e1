import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { SYNC_LOG_ENTRIES } from '../../../server/app/lean-master.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

// Issue 33, finding 3: under a socket flood from one address another match's move stalled
// 2.1 s. A sync read, parsed, redacted and encoded the whole log of its match, which grows with
// every move (a handshake offered and withdrawn, again and again, is a legal move each time),
// and an address may sync 120 times at once: bench:attack's long-log-syncs held the event loop
// 1.6 s with a burst of 101 syncs of a 725-move match. Now a sync sends the end of the log.

const t = useTestServer();

/**
 * Grows a match's log to `entries` entries straight in the file, copies of its first one with
 * later state ids, as a long match leaves it; its row then keeps the state now, with every entry
 * behind it (the copies are no moves to play again).
 */
async function growLog(matchID: string, entries: number): Promise<void> {
  const { state } = await t.server.store.fetch(matchID, { state: true });
  const db = new Database(t.dbFile);
  const first = db.prepare<[string], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY id LIMIT 1').get(matchID)!;
  const insert = db.prepare('INSERT INTO log_entries (match_id, state_id, entry) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let stateID = 1; stateID < entries; stateID++) insert.run(matchID, stateID, JSON.stringify({ ...JSON.parse(first.entry), _stateID: stateID }));
    db.prepare('UPDATE matches SET state = ?, replay_from = (SELECT max(id) FROM log_entries WHERE match_id = ?) WHERE match_id = ?').run(JSON.stringify(state), matchID, matchID);
  })();
  db.close();
}

const loggedStateIDs = (sync: { log: { _stateID: number }[] }) => sync.log.map((e) => e._stateID);

describe('syncing a match with a long log', () => {
  it('sends the end of its log, read from the end of the stored log, to a seat and to a spectator alike', async () => {
    const m = await createAndJoin(t.url, 5, 'extended');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    seats[0].move(m.matchID, 'offerHandshake', ['1'], 0);
    await waitFor(() => seats.every((s) => s.stateID() === 1), 'the first move');
    await growLog(m.matchID, 5000);

    const fetches = vi.spyOn(t.server.store, 'fetch');
    const seat = await connectSeat(t.url, AYAR, m.matchID, '1', m.seats[1].credentials);
    const spectator = await connectSeat(t.url, AYAR, m.matchID, null);
    for (const synced of [seat, spectator]) {
      const sync = synced.received.find((r) => r.event === 'sync')!.args[1];
      expect(loggedStateIDs(sync)).toEqual(Array.from({ length: SYNC_LOG_ENTRIES }, (_, i) => 5000 - SYNC_LOG_ENTRIES + i));
    }
    expect(fetches.mock.calls.filter(([, opts]) => opts.log)).toEqual([]);
    fetches.mockRestore();
    [...seats, seat, spectator].forEach((s) => s.close());
  });
});
