import { request } from 'node:http';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { AYAR } from '../helpers/lobby.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';
import type { SqliteStore } from '../../../server/store/sqlite-store.ts';

// Finding 6: creation and the listing were unbounded: 5,000 creates in 38 s, after which one
// listing took 0.5-1.1 s and blocked the process; chunked /join bodies skipped the 64 KB
// check (30 joins of 0.94 MB names made a 29.5 MB listing).

const t = useTestServer({ limits: { createsPerMinute: 5 } });

const create = () =>
  fetch(`${t.url}/games/${AYAR}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 3 }) });

/** Stores `count` listed matches straight into the file, in one transaction, as a busy server would have made them over time. */
function storeMatches(count: number, at: number): void {
  const db = new Database(t.dbFile);
  const insert = db.prepare(
    `INSERT INTO matches (match_id, game_name, state_id, state, initial_state, metadata, gameover, updated_at, unlisted)
     VALUES (?, ?, 0, '{}', '{}', ?, 0, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const unlisted = i % 10 === 9;
      const metadata = { gameName: AYAR, unlisted, players: { 0: { id: 0 } }, createdAt: at + i, updatedAt: at + i };
      insert.run(`bulk-${String(i).padStart(5, '0')}`, AYAR, JSON.stringify(metadata), at + i, unlisted ? 1 : 0);
    }
  })();
  db.close();
}

/** A chunked upload with no Content-Length, as a script sends it. */
function chunkedPost(path: string, body: string): Promise<number> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
    req.end();
  });
}

describe('creating matches and listing them', () => {
  it('one address creates at most createsPerMinute matches a minute, playAgain included: then 429 with Retry-After', async () => {
    const first = await create();
    const { matchID } = await first.json();
    const { playerCredentials } = await (await postJson(t.url, `/games/${AYAR}/${matchID}/join`, { playerID: '0', playerName: 'Ada' })).json();
    const invalid = await postJson(t.url, `/games/${AYAR}/create`, { numPlayers: 1000 });
    expect(invalid.status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await create()).status);
    // A refused request spends nothing: four more fit in the budget of five.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await create();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/at most 5 a minute/);
    const stored = (await t.server.store.listMatches()).length;
    const again = await postJson(t.url, `/games/${AYAR}/${matchID}/playAgain`, { playerID: '0', credentials: playerCredentials });
    expect(again.status).toBe(429);
    expect(await t.server.store.listMatches()).toHaveLength(stored);
  });

  it('the listing is paged, newest first: every listed match once, unlisted ones never', async () => {
    storeMatches(10_000, 1_000_000);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const page = await (await fetch(`${t.url}/games/${AYAR}?${query}`)).json();
      expect(page.matches.length).toBeLessThanOrEqual(100);
      seen.push(...page.matches.map((m: { matchID: string }) => m.matchID));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 200);
    const bulk = seen.filter((id) => id.startsWith('bulk-'));
    expect(bulk).toHaveLength(9_000);
    expect(new Set(seen).size).toBe(seen.length);
    expect(bulk).toEqual([...bulk].sort().reverse());
    const first = await (await fetch(`${t.url}/games/${AYAR}`)).json();
    expect(first.matches).toHaveLength(50);
  });

  it('a page walks an index in order and stops: no scan of the table, no sort of it', () => {
    for (const isGameover of [undefined, false]) {
      const plan = (t.server.store as SqliteStore).listingPlan({ gameName: AYAR, isGameover, limit: 50 }).join(' | ');
      expect(plan).toMatch(/SEARCH matches USING (COVERING )?INDEX matches_listed/);
      expect(plan).not.toMatch(/SCAN matches|TEMP B-TREE/);
    }
  });

  it('bad listing queries are refused in words', async () => {
    for (const query of ['limit=0', 'limit=1000', 'cursor=nonsense', 'isGameover=maybe', 'updatedBefore=-1']) {
      const res = await fetch(`${t.url}/games/${AYAR}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('a chunked join body of almost a megabyte is refused with 413, and a long name with 400', async () => {
    storeMatches(0, 0);
    const { matches } = await (await fetch(`${t.url}/games/${AYAR}?limit=1`)).json();
    const path = `/games/${AYAR}/${matches[0].matchID}/join`;
    expect(await chunkedPost(path, JSON.stringify({ playerName: 'A'.repeat(940_000) }))).toBe(413);
    expect(await chunkedPost(path, JSON.stringify({ playerName: 'A'.repeat(41) }))).toBe(400);
    expect(await chunkedPost(path, JSON.stringify({ playerName: 'Ada', data: 'x'.repeat(600) }))).toBe(400);
    const { metadata } = await t.server.store.fetch(matches[0].matchID, { metadata: true });
    expect(Object.values(metadata.players).every((p) => p.name === undefined)).toBe(true);
  });
});
