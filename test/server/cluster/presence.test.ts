import { LobbyClient } from 'boardgame.io/client';
import { beforeAll, expect, it } from 'vitest';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { budgetRounds } from '../helpers/budget-rounds.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, presenceNews, shownConnected, waitFor } from '../helpers/raw-socket.ts';
import { killHard, useServeProcesses, type ServeProcess } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

async function lobbyConnected(url: string, matchID: string): Promise<Record<string, boolean>> {
  const { players } = await new LobbyClient({ server: url }).getMatch(AYAR, matchID);
  return Object.fromEntries(players.map((p) => [String(p.id), Boolean(p.isConnected)]));
}

describeWithPostgres('presence across server processes', () => {
  describeWithRedis('on one PostgreSQL and one Redis', () => {
    const cluster = useThrowawayCluster();
    const serve = useServeProcesses();
    const start = () => serve(cluster.serveArgs());
    // Two processes for every test, each start a few CPU-seconds: the test that kills one starts its own to kill.
    let a: ServeProcess, b: ServeProcess;
    beforeAll(async () => {
      [a, b] = await Promise.all([start(), start()]);
    }, 60_000);

    it('a seat shows connected while its player has a socket on any process, and away once the last one closes', async () => {
      const m = await createAndJoin(a.url, 5, 'extended');
      const [zero, one, two] = m.seats;
      const zeroOnA = await connectSeat(a.url, AYAR, m.matchID, zero.playerID, zero.credentials);
      const zeroOnB = await connectSeat(b.url, AYAR, m.matchID, zero.playerID, zero.credentials);
      const watcher = await connectSeat(b.url, AYAR, m.matchID, one.playerID, one.credentials);
      await waitFor(() => shownConnected(watcher)?.['0'] === true && shownConnected(watcher)?.['1'] === true, 'both seats shown connected');

      // Seat 2 arriving once B has let seat 0's socket go is news that comes after any news of that leaving.
      const from = watcher.received.length;
      const rounds = budgetRounds(cluster.redis.url);
      zeroOnB.close();
      // The processes' own counts of open connections, which they tell each other through Redis: seat 0's on A and the watcher's.
      await waitFor(async () => (await rounds.openSockets()) === 2, "B to let seat 0's socket go");
      await rounds.close();
      const twoOnB = await connectSeat(b.url, AYAR, m.matchID, two.playerID, two.credentials);
      await waitFor(() => shownConnected(watcher)?.['2'] === true, 'seat 2 shown connected');
      expect(presenceNews(watcher, from).map((seats) => seats['0']), 'its socket on the other process still holds the seat').not.toContain(false);
      expect((await lobbyConnected(a.url, m.matchID))['0']).toBe(true);
      expect((await lobbyConnected(b.url, m.matchID))['0']).toBe(true);

      zeroOnA.close();
      await waitFor(() => shownConnected(watcher)?.['0'] === false, 'the table on the other process to show seat 0 away');
      expect(shownConnected(watcher)?.['1']).toBe(true);
      expect((await lobbyConnected(b.url, m.matchID))['0']).toBe(false);
      [watcher, twoOnB].forEach((s) => s.close());
    }, 60_000);

    it("a SIGKILLed process's players show as away at the other processes' tables within seconds, and connected again once they come back", async () => {
      const [doomed, survivor] = [await start(), a];
      const m = await createAndJoin(survivor.url, 5, 'extended');
      const [zero, one] = m.seats;
      await connectSeat(doomed.url, AYAR, m.matchID, zero.playerID, zero.credentials);
      const watcher = await connectSeat(survivor.url, AYAR, m.matchID, one.playerID, one.credentials);
      await waitFor(() => shownConnected(watcher)?.['0'] === true && shownConnected(watcher)?.['1'] === true, 'both seats shown connected');

      await killHard(doomed.child);
      // The survivors look every 2 s; the deadline is only where the test gives up.
      await waitFor(() => shownConnected(watcher)?.['0'] === false, "the killed process's seat to show as away", 15_000);
      expect(shownConnected(watcher)?.['1']).toBe(true);
      expect(await lobbyConnected(survivor.url, m.matchID)).toMatchObject({ 0: false, 1: true });

      const back = await connectSeat(survivor.url, AYAR, m.matchID, zero.playerID, zero.credentials);
      await waitFor(() => shownConnected(watcher)?.['0'] === true, 'the player back through the survivor to show connected');
      for (const seat of [back, watcher]) seat.close();
    }, 60_000);
  });
});
