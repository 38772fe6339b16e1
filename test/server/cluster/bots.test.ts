import postgres from 'postgres';
import { expect, it } from 'vitest';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { LobbyClient } from 'boardgame.io/client';
import { waitFor } from '../helpers/raw-socket.ts';
import { killHard, useServeProcesses, type ServeProcess } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

const GAME = 'robots';

describeWithPostgres('bots with several server processes', () => {
  describeWithRedis('on one PostgreSQL and one Redis', () => {
    const cluster = useThrowawayCluster();
    const serve = useServeProcesses();
    // Quick bots: the test watches them play, not think.
    const start = () => serve(cluster.serveArgs(), { TABLEWRIGHT_BOT_DELAY_MS: '50,100' });

    const botsOn = async (server: ServeProcess): Promise<number> => ((await (await fetch(`${server.url}/health`)).json()) as { bots: number }).bots;
    const stateID = async (matchID: string) => (await cluster.stored(matchID)).state._stateID;
    const keepsPlaying = async (matchID: string, what: string) => {
      const from = await stateID(matchID);
      await waitFor(async () => (await stateID(matchID)) >= from + 3, async () => {
        const { state } = await cluster.stored(matchID);
        return `${what} to make three moves (state ${state._stateID}, gameover ${JSON.stringify(state.ctx.gameover)})`;
      }, 10_000, 100);
    };
    /**
     * Waits for a look for bots no one plays, begun from now on by a process that plays none of
     * them: its lock session (application_name 'tablewright locks') tries a bot seat's advisory
     * lock, the last statement of each look. A process never tries a seat it holds.
     */
    const aLookByAnother = async () => {
      const sql = postgres(cluster.pg.url, { max: 1, onnotice: () => undefined });
      try {
        const [{ since }] = await sql<{ since: Date }[]>`SELECT clock_timestamp() AS since`;
        await waitFor(
          async () =>
            (
              await sql`SELECT 1 FROM pg_stat_activity
                WHERE application_name = 'tablewright locks' AND query LIKE '%pg_try_advisory_lock%' AND query_start > ${since}`
            ).length > 0,
          'another process to look for bots no one plays',
          10_000,
          100,
        );
      } finally {
        await sql.end();
      }
    };

    it('each bot plays on exactly one process, and another takes it up when that process dies', async () => {
      const [first, second] = await Promise.all([start(), start()]);
      const { matchID } = await new LobbyClient({ server: first.url }).createMatch(GAME, { numPlayers: 2 });
      const filled = await fetch(`${first.url}/tablewright/games/${GAME}/${matchID}/bots`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(filled.status).toBe(200);
      await keepsPlaying(matchID, 'the bots seated by the first process');
      // Past a look for bots no one plays: the second leaves the first's alone.
      await aLookByAnother();
      expect([await botsOn(first), await botsOn(second)]).toEqual([2, 0]);

      await killHard(first.child);
      await waitFor(async () => (await botsOn(second)) === 2, "the second process to take up the dead one's bots", 8000, 100);
      await keepsPlaying(matchID, 'the bots taken up by the second process');

      const third = await start();
      await aLookByAnother();
      expect([await botsOn(second), await botsOn(third)], 'a process that joins takes up no bot another plays').toEqual([2, 0]);
    }, 90_000);
  });
});
