import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { AYAR } from '../helpers/lobby.ts';
import { budgetRounds } from '../helpers/budget-rounds.ts';
import { waitFor } from '../helpers/raw-socket.ts';
import { useServeProcesses, type ServeProcess } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

describeWithPostgres('per-address budgets across server processes', () => {
  describeWithRedis('on one PostgreSQL and one Redis', () => {
    const cluster = useThrowawayCluster();
    let servers: ServeProcess[];
    let rounds: ReturnType<typeof budgetRounds>;
    const serve = useServeProcesses();

    beforeAll(async () => {
      const args = [...cluster.serveArgs(), '--limit', 'createsPerMinute=6', '--limit', 'socketsPerAddress=4'];
      servers = [await serve(args)];
      servers.push(await serve(args));
      rounds = budgetRounds(cluster.redis.url);
    }, 60_000);
    afterAll(() => rounds?.close());

    it('an address creating matches on two processes gets the budget of one', async () => {
      const statuses: number[] = [];
      const started = Date.now();
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${servers[i % 2].url}/games/${AYAR}/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ numPlayers: 3, setupData: { mode: 'basic' } }),
        });
        statuses.push(res.status);
        await rounds.toldEachOther();
      }
      // A budget of 6 a minute earns a creation back every 10 s: on a slow machine the loop can
      // outlast that. Two budgets of 6 would take all 10; one takes 6 and what it earned back.
      const earnedBack = Math.floor((Date.now() - started) / 10_000);
      expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(statuses.filter((s) => s === 200).length, 'one budget of 6 and what it earned back').toBeLessThanOrEqual(6 + earnedBack);
      expect(earnedBack, 'the loop outlasted the refills it can tell apart from a second budget').toBeLessThan(4);
    });

    it("an address's open sockets are counted on every process against its cap", async () => {
      const open = (server: ServeProcess) =>
        new Promise<Socket | undefined>((resolve) => {
          const socket = io(`${server.url}/${AYAR}`, { transports: ['websocket'], forceNew: true, reconnection: false });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', () => resolve(undefined));
        });
      const sockets: (Socket | undefined)[] = [];
      for (const server of [servers[0], servers[0], servers[1], servers[1], servers[0], servers[1]]) {
        sockets.push(await open(server));
        await rounds.toldEachOther();
      }
      expect(sockets.map(Boolean)).toEqual([true, true, true, true, false, false]);
      sockets[0]!.close();
      await waitFor(async () => (await rounds.openSockets()) === 3, 'the closed socket to be told');
      await rounds.toldEachOther();
      const again = await open(servers[1]);
      expect(again, 'a socket closed on one process frees a place on the other').toBeDefined();
      for (const socket of [...sockets, again]) socket?.close();
    });
  });
});
