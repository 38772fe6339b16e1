import { LobbyClient } from 'boardgame.io/client';
import type { LogEntry, Server } from 'boardgame.io';
import postgres from 'postgres';
import { beforeAll, expect, it, vi } from 'vitest';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { AYAR, createAndJoin, type JoinedMatch } from '../helpers/lobby.ts';
import { roundTrip } from '../helpers/probes.ts';
import { connectSeat, seatsShown, waitFor, type RawSeat } from '../helpers/raw-socket.ts';
import { killHard, useServeProcesses, type ServeProcess } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

/** Seat 0 offers seat 1 a handshake and withdraws it, over and over: a move a turn, always legal. */
const BURST: [string, string[]][] = [
  ['offerHandshake', ['1']],
  ['withdrawHandshake', []],
];

describeWithPostgres('server processes that fail', () => {
  describeWithRedis('on one PostgreSQL and one Redis', () => {
    const cluster = useThrowawayCluster('own-servers');
    const serve = useServeProcesses();
    const start = () => serve(cluster.serveArgs());
    const { stored } = cluster;
    // Two processes for every test, each start a few CPU-seconds: a test that kills one starts its own to kill.
    let steady: ServeProcess[];
    beforeAll(async () => {
      steady = await Promise.all([start(), start()]);
    }, 60_000);

    const seatsOn = (servers: ServeProcess[], m: JoinedMatch) =>
      Promise.all(m.seats.map((s, i) => connectSeat(servers[i % servers.length].url, AYAR, m.matchID, s.playerID, s.credentials)));

    it('one process SIGKILLed during a burst of moves loses no acknowledged move, and its players go on through another', async () => {
      const [doomed, survivor] = [await start(), steady[0]];
      const m = await createAndJoin(survivor.url, 5, 'extended');
      const seats = await seatsOn([doomed, survivor], m);
      const mover = seats[0];
      const watcher = seats[1];
      let acknowledged = 0;
      // Each move is sent the moment the previous one came back accepted; the kill lands mid-burst and ends it.
      const burst = (async () => {
        for (let i = 0; ; i++) {
          const before = mover.stateID();
          const [move, args] = BURST[i % 2];
          mover.move(m.matchID, move, args, before);
          await waitFor(() => mover.stateID() > before || mover.socket.disconnected, 'the move to come back or the process to die', 30_000);
          if (mover.stateID() <= before) return;
          acknowledged = mover.stateID();
        }
      })();
      await waitFor(() => acknowledged >= 12, 'a dozen acknowledged moves', 10_000);
      await killHard(doomed.child);
      await burst;
      const { state, log } = await stored(m.matchID);
      expect(state._stateID, 'every acknowledged move is kept').toBeGreaterThanOrEqual(acknowledged);
      expect(log.map((e) => e._stateID)).toEqual(Array.from({ length: state._stateID }, (_, i) => i));
      // The survivor's sockets heard every kept move: through Redis, or (one kept as the process died) when its sweep found it gone.
      await waitFor(() => watcher.stateID() === state._stateID, 'the other process to show the last kept move', 10_000);

      const again = await connectSeat(survivor.url, AYAR, m.matchID, mover.playerID, mover.credentials);
      expect(again.stateID()).toBe(state._stateID);
      const [move, args] = BURST[state._stateID % 2];
      again.move(m.matchID, move, args, state._stateID);
      await waitFor(() => watcher.stateID() === state._stateID + 1, 'a move through the surviving process');
      for (const seat of [...seats, again]) seat.close();
    }, 60_000);

    it("a move the killed process kept but never published reaches the other processes' tables once they find it gone", async () => {
      // The bystander (steady[1]), with no socket at the table, may be the one that finds the killed process gone.
      const [doomed, survivor] = [await start(), steady[0]];
      const m = await createAndJoin(survivor.url, 5, 'extended');
      const [zero, one] = m.seats;
      const gone = await connectSeat(doomed.url, AYAR, m.matchID, zero.playerID, zero.credentials);
      const watcher = await connectSeat(survivor.url, AYAR, m.matchID, one.playerID, one.credentials);
      const shown = (seat: string) => watcher.received.findLast((r) => r.event === 'matchData')?.args[1].find((p: { id: number }) => String(p.id) === seat)?.isConnected;
      await waitFor(() => shown(zero.playerID) === true, 'the doomed process to have recorded its seat');
      // As a process killed between its commit and its publish leaves it: kept in PostgreSQL, never on Redis.
      const writer = new PostgresStore(cluster.pg.url, { applicationName: 'the doomed process' });
      await writer.open();
      try {
        const { state } = await stored(m.matchID);
        const entry = { action: { type: 'MAKE_MOVE', payload: { type: 'offerHandshake', args: ['1'], playerID: '0' } }, _stateID: state._stateID, turn: 1, phase: '' } as LogEntry;
        await writer.setState(m.matchID, { ...state, _stateID: state._stateID + 1 }, [entry]);
      } finally {
        await writer.close();
      }
      await killHard(doomed.child);
      await waitFor(() => watcher.stateID() === 1, "the kept move to reach the survivor's table", 10_000);
      for (const seat of [gone, watcher]) seat.close();
    }, 60_000);

    it('Redis restarted mid-match: the match goes on once it is back, every socket resent what it missed, moves and presence', async () => {
      const servers = steady;
      const m = await createAndJoin(servers[0].url, 5, 'extended');
      const seats = await seatsOn(servers, m);
      const spectator = await connectSeat(servers[1].url, AYAR, m.matchID, null);
      const [mover, across] = [seats[0], seats[1]];
      await waitFor(() => seatsShown(spectator)?.['2'] === true, "the spectator to see seat 2's player");
      const play = async (seat: RawSeat, [move, args]: [string, string[]]) => {
        const before = seat.stateID();
        seat.move(m.matchID, move, args, before);
        await waitFor(() => seat.stateID() > before, `${move} to be kept`);
      };
      await play(mover, BURST[0]);
      await waitFor(() => spectator.stateID() === 1, 'the other process to hear of it');

      await cluster.redis.restart(async () => {
        // While Redis is away the moves are still kept: only the other process's sockets miss them.
        await play(mover, BURST[1]);
        await play(mover, BURST[0]);
        // Seat 2 kept as away, and the news of it lost on the way: written as a process writes
        // presence, with a word to no one (a real leave's news waits in the publisher's queue,
        // and may or may not arrive once Redis is back).
        const sql = postgres(cluster.pg.url, { max: 1 });
        const [row] = await sql<{ metadata: string }[]>`SELECT metadata FROM matches WHERE match_id = ${m.matchID}`;
        const kept = JSON.parse(row.metadata) as Server.MatchData;
        kept.players[2].isConnected = false;
        await sql`UPDATE matches SET metadata = ${JSON.stringify(kept)} WHERE match_id = ${m.matchID}`;
        await sql.end();
        const health = await fetch(`${servers[1].url}/health`);
        expect(health.status, 'still serving: moves are kept').toBe(200);
        expect(await health.json()).toMatchObject({ ok: true, pubsub: { state: 'reconnecting' } });
        // Whatever the other process had sent the spectator by now has arrived.
        await roundTrip(spectator);
        expect(spectator.stateID(), 'nothing heard across while Redis is away').toBe(1);
      });
      await waitFor(() => spectator.stateID() === 3 && across.stateID() === 3, 'the other process to resend the stored state', 10_000);
      await waitFor(() => seatsShown(spectator)?.['2'] === false, 'the other process to resend the seats as kept: seat 2 away');
      expect(await (await fetch(`${servers[1].url}/health`)).json()).toMatchObject({ pubsub: { state: 'ok' } });
      const { state, log } = await stored(m.matchID);
      expect(state._stateID).toBe(3);
      expect(log).toHaveLength(3);
      // And moves go across again, both ways.
      await play(across, ['declineHandshake', ['0']]);
      await waitFor(() => mover.stateID() === 4, 'a move from the other process to arrive');
      for (const seat of [...seats, spectator]) seat.close();
    }, 60_000);

    it('PostgreSQL restarted mid-match: a move while it is away is refused in words and lost by no one, and the match, its presence and both processes go on once it is back', async () => {
      const servers = steady;
      const m = await createAndJoin(servers[0].url, 5, 'extended');
      const seats = await seatsOn(servers, m);
      const [mover, across] = [seats[0], seats[1]];
      const play = async (seat: RawSeat, [move, args]: [string, string[]]) => {
        const before = seat.stateID();
        seat.move(m.matchID, move, args, before);
        await waitFor(() => seat.stateID() > before, `${move} to be kept`, 10_000);
      };
      await play(mover, BURST[0]);

      await cluster.pg.restart(async () => {
        const told = mover.received.length;
        mover.move(m.matchID, ...BURST[1], 1);
        await waitFor(() => mover.received.slice(told).some((r) => r.event === 'tablewright:error'), 'the mover to be told', 10_000);
        const notice = mover.received.slice(told).find((r) => r.event === 'tablewright:error')!.args[0];
        expect(notice).toMatchObject({ code: 'store-unavailable' });
        expect(notice.message).toMatch(/not applied, try again/);
        expect(mover.stateID()).toBe(1);
      });
      // postgres.js reconnects on the next query; the first ones after the restart may still find the old sockets: sent again every 250 ms.
      await waitFor(() => mover.stateID() > 1 || void mover.move(m.matchID, ...BURST[1], 1), 'the refused move, sent again, to be kept', 10_000, 250);
      expect(mover.stateID()).toBe(2);
      await waitFor(() => across.stateID() === 2, 'the other process to show it');
      await play(mover, BURST[0]);
      await waitFor(() => across.stateID() === 3, 'the other process to show it');
      await play(across, ['declineHandshake', ['0']]);
      await waitFor(() => mover.stateID() === 4, 'a move from the other process to arrive');
      const { state, log } = await stored(m.matchID);
      expect(state._stateID).toBe(4);
      expect(log.map((e) => e.action.payload.type)).toEqual(['offerHandshake', 'withdrawHandshake', 'offerHandshake', 'declineHandshake']);
      // Each process lost its number with its lock session, so the others cleared its seats; it records them again.
      await vi.waitFor(
        async () => {
          const { players } = await new LobbyClient({ server: servers[1].url }).getMatch(AYAR, m.matchID);
          expect(players.map((p) => Boolean(p.isConnected))).toEqual([true, true, true, true, true]);
        },
        { timeout: 10_000, interval: 100 },
      );
      for (const server of servers) {
        expect(server.child.exitCode, 'still serving').toBeNull();
        expect(server.output()).not.toMatch(/uncaught exception|unhandled rejection/);
      }
      for (const seat of seats) seat.close();
    }, 60_000);
  });
});
