import { expect, it } from 'vitest';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { heardChat } from '../helpers/kept-history.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { useServeProcesses } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

describeWithPostgres('the talk kept across server processes', () => {
  describeWithRedis('on one PostgreSQL and one Redis', () => {
    const cluster = useThrowawayCluster();
    const serve = useServeProcesses();

    it('a message posted through one process is in the history a client syncing through another gets', async () => {
      const [a, b] = await Promise.all([serve(cluster.serveArgs()), serve(cluster.serveArgs())]);
      const m = await createAndJoin(a.url, 3, 'schrodinger');
      const [zero, one] = await Promise.all([0, 1].map((i) => connectSeat([a, b][i].url, AYAR, m.matchID, m.seats[i].playerID, m.seats[i].credentials)));
      zero.chat(m.matchID, 'said through A');
      await waitFor(() => heardChat(one).length === 1, 'the line to reach a socket on B');
      one.chat(m.matchID, 'said through B');
      await waitFor(() => heardChat(zero).length === 2, 'the answer to reach a socket on A');
      const heard = heardChat(zero);
      expect(heardChat(one), 'both processes broadcast the same messages').toEqual(heard);

      for (const server of [a, b]) {
        const late = await Promise.all([connectSeat(server.url, AYAR, m.matchID, '2', m.seats[2].credentials), connectSeat(server.url, AYAR, m.matchID, null)]);
        for (const s of late) {
          const sync = s.received.find((r) => r.event === 'sync')!;
          expect(sync.args[1].chat, `the history seat ${s.playerID} gets through ${server === a ? 'A' : 'B'}`).toEqual(heard);
          s.close();
        }
      }
      [zero, one].forEach((s) => s.close());
    }, 60_000);
  });
});
