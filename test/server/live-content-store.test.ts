import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { contentHash, contentVersionOf } from '../../server/store/content-versions.ts';
import { SQLITE_SCHEMA_VERSION } from '../../server/store/sqlite-migrations.ts';
import { BIAS_EFFECT_FIXTURE_ROOT, BIAS_EFFECT_ID } from './helpers/bias-effect-play.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { startTestServer } from './helpers/test-server.ts';
import { versionOf } from './store/old-store-layouts.ts';

// A store written before content versions existed: no content_versions table, no
// matches.content_hash. Opening it adds them, and its matches keep the content the server
// started with from then on, whatever the content folder says later: across an upgrade to a
// Tablewright that migrates the store too (live-content.test.ts plays such a match on).
const scratch = mkdtempSync(join(resolve('test/fixtures'), '.live-store-'));
const root = join(scratch, 'tree');
cpSync(BIAS_EFFECT_FIXTURE_ROOT, root, { recursive: true });
const rulesFile = join(root, BIAS_EFFECT_ID, 'rules.yaml');
const dbFile = join(scratch, 'store.sqlite');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const serve = () => startTestServer({ contentRoot: root, modules: [biasEffect], dbFile });

async function servedContent(url: string, matchID: string): Promise<{ hash: string; content: { rules: { startingHand: number } } }> {
  const response = await fetch(`${url}/tablewright/games/${BIAS_EFFECT_ID}/${matchID}/content`);
  expect(response.status).toBe(200);
  return response.json() as never;
}

describe('content versions in a store from before them', () => {
  it('are added when the store is opened; its matches keep the content the server started with', async () => {
    let t = await serve();
    const { matchID } = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
    const firstHash = t.server.content.current(BIAS_EFFECT_ID)!.hash;
    await t.stop();

    const old = new Database(dbFile);
    old.exec('DROP TABLE content_versions; ALTER TABLE matches DROP COLUMN content_hash; PRAGMA user_version = 0;');
    old.close();

    t = await serve();
    expect((await servedContent(t.url, matchID)).hash).toBe(firstHash);
    await t.stop();
    expect(versionOf(dbFile)).toBe(SQLITE_SCHEMA_VERSION);

    // An upgrade: the store as the Tablewright before schema versions left it (every column, user_version 0),
    // served by this one with changed rules, as new code with changed rules numbers would be.
    const before = new Database(dbFile);
    before.pragma('user_version = 0');
    before.close();
    writeFileSync(rulesFile, readFileSync(rulesFile, 'utf8').replace(/^startingHand: 3$/m, 'startingHand: 6'));
    t = await serve();
    expect(versionOf(dbFile)).toBe(SQLITE_SCHEMA_VERSION);
    const pinned = await servedContent(t.url, matchID);
    expect(pinned.hash).toBe(firstHash);
    expect(pinned.content.rules.startingHand).toBe(3);
    const fresh = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
    const current = await servedContent(t.url, fresh.matchID);
    expect(current.content.rules.startingHand).toBe(6);
    expect(current.hash).toBe(contentHash(current.content));
    await t.stop();

    // What `tablewright replay` reads, on a connection that cannot write.
    const readOnly = new Database(dbFile, { readonly: true });
    try {
      expect(contentVersionOf(readOnly, matchID)).toMatchObject({ game: BIAS_EFFECT_ID, hash: firstHash, content: { rules: { startingHand: 3 } } });
      expect(contentVersionOf(readOnly, fresh.matchID)?.hash).toBe(current.hash);
      expect(contentVersionOf(readOnly, 'no-such-match')).toBeUndefined();
    } finally {
      readOnly.close();
    }
  });
});
