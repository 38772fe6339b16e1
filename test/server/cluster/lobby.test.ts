import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyContentRoot } from '../../support/content-copy.ts';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitForSeat } from '../helpers/raw-socket.ts';
import { useServeProcesses, type ServeProcess } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

/** The shipped content with Are You A Robot?'s tagline changed: a designer's edit deployed to one process first. */
function editedContent(tagline: string): string {
  const root = copyContentRoot('content');
  const file = join(root, AYAR, 'how-to-play.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^tagline: .*$/m, `tagline: ${tagline}`));
  return root;
}

describeWithPostgres('the lobby and content across server processes', () => {
  describeWithRedis('on one PostgreSQL and one Redis', () => {
    const cluster = useThrowawayCluster();
    const serve = useServeProcesses();
    // Every match and rematch here is made from one address, whose creation budget the processes share.
    // Debug lines name every move's outcome, for a failure to say what became of one.
    const args = () => [...cluster.serveArgs(), '--limit', 'createsPerMinute=1000', '--log-level', 'debug'];
    const edited = editedContent('Edited on one process only.');
    afterAll(() => rmSync(edited, { recursive: true, force: true }));
    // Two processes on the shipped content for every test, each start a few CPU-seconds.
    let a: ServeProcess, b: ServeProcess;
    beforeAll(async () => {
      [a, b] = await Promise.all([serve(args()), serve(args())]);
    }, 60_000);

    it('the same rematch asked for through two processes at once is made once, and everyone is sent to it', async () => {
      const lobbies = [new LobbyClient({ server: a.url }), new LobbyClient({ server: b.url })];
      const rounds = 6;
      for (let round = 0; round < rounds; round++) {
        const m = await createAndJoin(a.url, 5, 'extended');
        const asked = await Promise.all(
          [0, 1].map((i) => lobbies[i].playAgain(AYAR, m.matchID, { playerID: m.seats[i].playerID, credentials: m.seats[i].credentials })),
        );
        expect(asked[1].nextMatchID, `round ${round}`).toBe(asked[0].nextMatchID);
        for (const lobby of lobbies) expect((await lobby.getMatch(AYAR, m.matchID)).nextMatchID).toBe(asked[0].nextMatchID);
      }
      const { matches } = await lobbies[1].listMatches(AYAR);
      expect(matches, 'each finished match and one rematch, no orphan').toHaveLength(2 * rounds);
    }, 60_000);

    it('players taking any free seat through two processes at once each get a seat of their own', async () => {
      const lobbies = [new LobbyClient({ server: a.url }), new LobbyClient({ server: b.url })];
      for (let round = 0; round < 4; round++) {
        const { matchID } = await lobbies[0].createMatch(AYAR, { numPlayers: 10, setupData: { mode: 'extended' } });
        const joined = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => lobbies[i % 2].joinMatch(AYAR, matchID, { playerName: `P${i}` })));
        const refused = joined.flatMap((j) => (j.status === 'rejected' ? [String(j.reason)] : []));
        expect(refused, `round ${round}: nobody turned away from a table with free seats`).toEqual([]);
        const seats = joined.map((j) => (j as PromiseFulfilledResult<{ playerID: string }>).value.playerID);
        expect(seats.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 10 }, (_, i) => String(i)));
        await expect(lobbies[1].joinMatch(AYAR, matchID, { playerName: 'late' })).rejects.toThrow(/409/);
      }
    }, 60_000);

    it('a match made on a process with newer content plays on that content through a process that has older content', async () => {
      const newer = await serve([...args(), '--content', edited]);
      const older = a;
      const current = async (url: string) => {
        const response = await fetch(`${url}/tablewright/games`);
        return ((await response.json()) as { id: string; contentHash: string }[]).find((g) => g.id === AYAR)!.contentHash;
      };
      const [newHash, oldHash] = [await current(newer.url), await current(older.url)];
      expect(newHash).not.toBe(oldHash);

      const m = await createAndJoin(newer.url, 5, 'extended');
      const response = await fetch(`${older.url}/tablewright/games/${AYAR}/${m.matchID}/content`);
      const served = (await response.json()) as { hash: string; content: unknown };
      expect(served.hash, "the match's own content, read from the store").toBe(newHash);
      expect(JSON.stringify(served.content)).toContain('Edited on one process only.');

      const seat = await connectSeat(older.url, AYAR, m.matchID, m.seats[0].playerID, m.seats[0].credentials);
      seat.move(m.matchID, 'offerHandshake', ['1'], 0);
      await waitForSeat(seat, () => seat.stateID() === 1, 'a move through the process with older content').catch((error: Error) => {
        const lines = older.output().split('\n').filter((line) => line.includes(m.matchID));
        throw new Error(`${error.message}\nthe older process's lines about the match:\n${lines.join('\n')}`);
      });
      seat.close();
    }, 60_000);
  });
});
