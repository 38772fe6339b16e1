import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BOT_DELAY_ENV } from '../../../server/bots/bot-delay.ts';
import { AYAR } from '../helpers/lobby.ts';
import { waitFor } from '../helpers/raw-socket.ts';
import { postJson, startTestServer, type TestServer } from '../helpers/test-server.ts';

// Finding 9: bot seats did not survive a restart: their credentials lived only in memory,
// so after a restart the seats stayed taken, showed as connected, could not be refilled, and
// the match never moved again.

const dir = mkdtempSync(join(tmpdir(), 'tw-bot-restart-'));
let servers: TestServer[] = [];

/** Bots that make no move before the restart, however slow the machine; after it, quick ones play the match out. */
const HELD = '60000';
const QUICK = '5,20';

afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server on `dbFile` whose bots wait `botDelay` ms before each move (its bot manager reads it as it is made). */
async function serve(dbFile: string, botDelay = HELD): Promise<TestServer> {
  const before = process.env[BOT_DELAY_ENV];
  process.env[BOT_DELAY_ENV] = botDelay;
  try {
    const server = await startTestServer({ dbFile });
    servers.push(server);
    return server;
  } finally {
    if (before === undefined) delete process.env[BOT_DELAY_ENV];
    else process.env[BOT_DELAY_ENV] = before;
  }
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

    const after = await serve(dbFile, QUICK);
    expect(after.server.bots.running().map((b) => b.playerID).sort()).toEqual(['0', '1', '2']);
    await waitFor(async () => (await match(after, matchID)).state.ctx.gameover !== undefined, 'the bots to finish the match', 15_000, 100);
    const { metadata, state } = await match(after, matchID);
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
    const shown = async () => JSON.stringify(await seats());
    await waitFor(async () => (await shown()) === '[false,true,true]', async () => `only the bots' seats to show connected (shown: ${await shown()})`, 5000, 50);
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
