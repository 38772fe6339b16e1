import { request } from 'node:http';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_COUNT_SQL } from '../../../server/store/match-listing.ts';
import { AYAR } from '../helpers/lobby.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { ServerLimits } from '../../../server/edge/limits.ts';

// Issue 33, finding 3: creation was bounded per address only: 50 addresses made 1,207 matches in
// 15 s. Now the server as a whole makes at most createsPerMinuteTotal matches a minute and holds
// at most liveMatchesTotal live ones; past either, create and playAgain answer 503 with
// Retry-After and say why. Linux routes all of 127.0.0.0/8 to the loopback: each client below
// binds its own source address, which is the address the server counts it by.

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { error?: string; matchID?: string; playerCredentials?: string; nextMatchID?: string };
}

/** A lobby POST from the given loopback address (fetch cannot choose its source address). */
function postFrom(server: TestServer, address: string, path: string, body: unknown): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, path, method: 'POST', localAddress: address, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const addresses = (count: number) => Array.from({ length: count }, (_, i) => `127.0.${10 + Math.floor(i / 200)}.${1 + (i % 200)}`);

const create = (server: TestServer, address: string) => postFrom(server, address, `/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } });

/** The matches in the store, of every game: what a refusal must not add to. */
const stored = async (server: TestServer) => (await server.server.store.listMatches()).length;

function withServer(limits: Partial<ServerLimits>): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ limits });
  });
  afterAll(() => server?.stop());
  return () => server!;
}

describe('creations a minute, from every address together', () => {
  const server = withServer({ createsPerMinuteTotal: 12 });

  it('past the total, creates and playAgain from fresh addresses within their own budgets get 503, Retry-After and the reason; nothing is stored', async () => {
    const first = await create(server(), '127.0.9.1');
    const seat = await postFrom(server(), '127.0.9.1', `/games/${AYAR}/${first.body.matchID}/join`, { playerID: '0', playerName: 'Ann' });
    const answers = [first];
    for (const address of addresses(17)) answers.push(await create(server(), address));
    expect(answers.map((a) => a.status)).toEqual([...Array(12).fill(200), ...Array(6).fill(503)]);
    const again = await postFrom(server(), '127.0.9.1', `/games/${AYAR}/${first.body.matchID}/playAgain`, { playerID: '0', credentials: seat.body.playerCredentials });

    for (const refused of [answers.at(-1)!, again]) {
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(5);
      expect(refused.body.error).toMatch(/at most 12 a minute from everyone together; try again in \d+ s/);
    }
    expect(await stored(server())).toBe(12);
    expect((await server().server.store.fetch(first.body.matchID!, { metadata: true })).metadata.nextMatchID).toBeUndefined();
  });
});

describe('live matches at once', () => {
  const server = withServer({ liveMatchesTotal: 5, createsPerMinute: 2 });

  let refusedAddress = '';

  it('past the cap, creates from many addresses at once get 503 with the reason, and no more than the cap is ever made', async () => {
    const answers = await Promise.all(addresses(20).map((address) => create(server(), address)));
    refusedAddress = addresses(20)[answers.findIndex((a) => a.status === 503)];
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
      expect(answer.body.error).toMatch(/the server is full: it holds 5 live matches \(not over, played in the last 30 minutes\), its limit/);
    }
    expect(await stored(server())).toBe(5);
  });

  it('a match that is wiped, over or idle for idleMatchMinutes no longer counts, and a refused address kept its own budget', async () => {
    // Refused in the test before and again now, this address still has both of its two creations a minute.
    const refusedBefore = refusedAddress;
    expect((await create(server(), refusedBefore)).status).toBe(503);

    const [wiped, ended, idle] = await server().server.store.listMatches();
    const join = await postFrom(server(), '127.0.9.2', `/games/${AYAR}/${wiped}/join`, { playerID: '0', playerName: 'Ann' });
    await postFrom(server(), '127.0.9.2', `/games/${AYAR}/${wiped}/leave`, { playerID: '0', credentials: join.body.playerCredentials });
    expect((await create(server(), refusedBefore)).status).toBe(200);

    const db = new Database(server().dbFile);
    db.prepare('UPDATE matches SET gameover = 1 WHERE match_id = ?').run(ended);
    db.prepare('UPDATE matches SET updated_at = ? WHERE match_id = ?').run(Date.now() - 31 * 60_000, idle);
    db.close();
    expect((await create(server(), refusedBefore)).status).toBe(200);
    expect((await create(server(), '127.0.9.3')).status).toBe(200);
    expect((await create(server(), '127.0.9.4')).status).toBe(503);
  });

  it('counts along the live index and stops at the cap: no scan of the matches, whatever the store holds', () => {
    const db = new Database(server().dbFile, { readonly: true });
    const plan = db
      .prepare<[number, number], { detail: string }>(`EXPLAIN QUERY PLAN ${LIVE_COUNT_SQL}`)
      .all(0, 1)
      .map((r) => r.detail)
      .join(' | ');
    db.close();
    expect(plan).toMatch(/SEARCH matches USING (COVERING )?INDEX matches_live/);
    expect(plan).not.toMatch(/SCAN matches\b|TEMP B-TREE/);
  });
});
