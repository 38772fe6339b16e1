import { expect, it } from 'vitest';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { LobbyClient } from 'boardgame.io/client';
import { settle } from '../helpers/raw-socket.ts';
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
      const until = Date.now() + 10_000;
      while ((await stateID(matchID)) < from + 3) {
        if (Date.now() > until) {
          const { state } = await cluster.stored(matchID);
          throw new Error(`${what}: the bots made no three moves in 10 s (state ${state._stateID}, gameover ${JSON.stringify(state.ctx.gameover)})`);
        }
        await settle(100);
      }
    };

    it('each bot plays on exactly one process, and another takes it up when that process dies', async () => {
      const [first, second] = [await start(), await start()];
      const { matchID } = await new LobbyClient({ server: first.url }).createMatch(GAME, { numPlayers: 2 });
      const filled = await fetch(`${first.url}/tablewright/games/${GAME}/${matchID}/bots`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(filled.status).toBe(200);
      await keepsPlaying(matchID, 'the bots seated by the first process');
      // Past a look for bots no one plays: the second leaves the first's alone.
      await settle(2500);
      expect([await botsOn(first), await botsOn(second)]).toEqual([2, 0]);

      await killHard(first.child);
      const until = Date.now() + 8000;
      while ((await botsOn(second)) < 2) {
        if (Date.now() > until) throw new Error('the second process did not take up the dead one\'s bots within 8 s');
        await settle(100);
      }
      await keepsPlaying(matchID, 'the bots taken up by the second process');

      const third = await start();
      await settle(2500);
      expect([await botsOn(second), await botsOn(third)], 'a process that joins takes up no bot another plays').toEqual([2, 0]);
    }, 90_000);
  });
});
