import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AYAR } from '../helpers/lobby.ts';
import { waitFor } from '../helpers/raw-socket.ts';
import { postJson, startTestServer, type TestServer } from '../helpers/test-server.ts';

// Finding 9: bot seats did not survive a restart: their credentials lived only in memory,
// so after a restart the seats stayed taken, showed as connected, could not be refilled, and
// the match never moved again.

const dir = mkdtempSync(join(tmpdir(), 'tw-bot-restart-'));
let servers: TestServer[] = [];

beforeAll(() => {
  // Slow enough that no bot has moved before the restart.
  process.env.TABLEWRIGHT_BOT_DELAY_MS = '600,800';
});
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
afterAll(() => {
  delete process.env.TABLEWRIGHT_BOT_DELAY_MS;
  rmSync(dir, { recursive: true, force: true });
});

async function serve(dbFile: string): Promise<TestServer> {
  const server = await startTestServer({ dbFile });
  servers.push(server);
  return server;
}

async function stop(server: TestServer): Promise<void> {
  servers = servers.filter((s) => s !== server);
  await server.stop();
}

const post = (url: string, path: string, body: unknown) => postJson(url, path, body).then((r) => r.json());

const match = async (t: TestServer, matchID: string) => (await t.server.store.fetch(matchID, { metadata: true, state: true }));

describe('bots across a restart', () => {
  it('the bots take their seats up again and play the match to its end', async () => {
    const dbFile = join(dir, 'resume.sqlite');
    const before = await serve(dbFile);
    const { matchID } = await post(before.url, `/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } });
    expect((await post(before.url, `/tablewright/games/${AYAR}/${matchID}/bots`, {})).seats).toEqual(['0', '1', '2']);
    await waitFor(() => before.server.stats().bots === 3, 'three bots');
    await stop(before);

    const after = await serve(dbFile);
    expect(after.server.bots.running().map((b) => b.playerID).sort()).toEqual(['0', '1', '2']);
    const finished = async () => (await match(after, matchID)).state.ctx.gameover !== undefined;
    const deadline = Date.now() + 15_000;
    while (!(await finished()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const { metadata, state } = await match(after, matchID);
    expect(state.ctx.gameover).toBeDefined();
    expect(metadata.gameover).toEqual(state.ctx.gameover);
    await waitFor(() => after.server.stats().bots === 0, 'the bots to stop at the end');
    expect(after.errors).toEqual([]);
  });

  it('after a restart every seat shows as away until its player connects again', async () => {
    const dbFile = join(dir, 'presence.sqlite');
    const before = await serve(dbFile);
    const { matchID } = await post(before.url, `/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } });
    await post(before.url, `/tablewright/games/${AYAR}/${matchID}/bots`, { seats: ['1', '2'] });
    await waitFor(() => before.server.stats().bots === 2, 'two bots');
    const db = new Database(dbFile);
    // A server that died with a player connected leaves that player marked as connected.
    const row = db.prepare<[string], { metadata: string }>('SELECT metadata FROM matches WHERE match_id = ?').get(matchID)!;
    const stale = JSON.parse(row.metadata);
    stale.players[0] = { ...stale.players[0], name: 'Gone', credentials: 'c', isConnected: true };
    db.prepare('UPDATE matches SET metadata = ? WHERE match_id = ?').run(JSON.stringify(stale), matchID);
    db.close();
    await stop(before);

    const after = await serve(dbFile);
    const seats = async () => (await (await fetch(`${after.url}/games/${AYAR}/${matchID}`)).json()).players.map((p: { isConnected?: boolean }) => Boolean(p.isConnected));
    expect((await seats())[0]).toBe(false);
    const deadline = Date.now() + 5000;
    while (JSON.stringify(await seats()) !== JSON.stringify([false, true, true]) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await seats()).toEqual([false, true, true]);
  });

  it('a bot seat that someone else holds now is not taken up again, and is forgotten', async () => {
    const dbFile = join(dir, 'taken.sqlite');
    const before = await serve(dbFile);
    const { matchID } = await post(before.url, `/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } });
    await post(before.url, `/tablewright/games/${AYAR}/${matchID}/bots`, {});
    await stop(before);
    const db = new Database(dbFile);
    const row = db.prepare<[string], { metadata: string }>('SELECT metadata FROM matches WHERE match_id = ?').get(matchID)!;
    const metadata = JSON.parse(row.metadata);
    metadata.players[2] = { id: 2, name: 'Grace', credentials: 'someone-else' };
    db.prepare('UPDATE matches SET metadata = ? WHERE match_id = ?').run(JSON.stringify(metadata), matchID);
    db.close();

    const after = await serve(dbFile);
    expect(after.server.bots.running().map((b) => b.playerID).sort()).toEqual(['0', '1']);
    expect((await after.server.store.botSeats.all()).map((s) => s.playerID).sort()).toEqual(['0', '1']);
  });
});
