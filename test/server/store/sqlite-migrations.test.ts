import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { threeLaws } from '../../../games/three-laws/index.ts';
import type { TablewrightServer } from '../../../server/app/create-server.ts';
import { main } from '../../../server/cli/main.ts';
import { NewerStoreError } from '../../../server/store/newer-store-error.ts';
import { SQLITE_MIGRATIONS, SQLITE_SCHEMA_VERSION, type SqliteMigration } from '../../../server/store/sqlite-migrations.ts';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { prepareSchema, schemaVersionOf } from '../../../server/store/store-schema.ts';
import { captured } from '../../support/cli-output.ts';
import { storeFinishedMatch } from '../../support/finished-match.ts';
import { THREE_LAWS_FIXTURE_ROOT } from '../helpers/three-laws-play.ts';
import { layoutOf, OLD_LAYOUTS, versionOf, writeOldStore } from './old-store-layouts.ts';

const dir = mkdtempSync(join(tmpdir(), 'tw-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = (...args: string[]) => captured(() => main(args));
/** At a version this Tablewright does not know, in the journal mode a backup leaves a file in: opening it the server's way would change its header. */
const asNewer = (file: string) => {
  const db = new Database(file);
  db.pragma(`user_version = ${SQLITE_SCHEMA_VERSION + 1}`);
  db.pragma('journal_mode = DELETE');
  db.close();
};

// A current store with a finished match (its log, its content version), an unlisted match, a bot's seat and two lines of chat:
// each old layout gets what it could hold of it.
const source = join(dir, 'source.sqlite');
const fresh = join(dir, 'fresh.sqlite');
let finished: { matchID: string; final: State };
/** The final state as the store keeps it: boardgame.io's deltalog goes to the log. */
let stored: State;
const said = [
  { id: 'a', sender: '0', payload: 'placed', at: 10, stateID: 3 },
  { id: 'b', sender: '1', payload: 'also placed', at: 11, stateID: 7 },
];

beforeAll(async () => {
  const { games, errors } = loadGames(THREE_LAWS_FIXTURE_ROOT, [threeLaws]);
  expect(errors).toEqual([]);
  const store = new SqliteStore(source);
  try {
    finished = await storeFinishedMatch({ games, store } as unknown as TablewrightServer, threeLaws.id, { numPlayers: 4, seed: 'a', names: ['A', 'B', 'C', 'D'], maxMoves: 300 });
    const { initialState } = await store.fetch(finished.matchID, { initialState: true });
    await store.createMatch('hidden', { initialState, metadata: { gameName: threeLaws.id, players: {}, createdAt: 1, updatedAt: 1, unlisted: true } as never });
    await store.botSeats.add({ gameName: threeLaws.id, matchID: 'hidden', playerID: '1', credentials: 'bot-key' });
    for (const line of said) await store.chat.append(finished.matchID, line);
    stored = (await store.fetch(finished.matchID, { state: true })).state;
  } finally {
    await store.close();
  }
  await new SqliteStore(fresh).close();
});

describe('a SQLite store from before schema versions', () => {
  it('a new store is made at the current version', () => {
    expect(SQLITE_SCHEMA_VERSION).toBeGreaterThanOrEqual(1);
    expect(versionOf(fresh)).toBe(SQLITE_SCHEMA_VERSION);
  });

  it.each(OLD_LAYOUTS.map((layout, i) => [layout.name, i] as const))('%s: replays as it is, then opens at the current version with every match kept', async (_, i) => {
    const layout = OLD_LAYOUTS[i];
    const file = join(dir, `old-${i}.sqlite`);
    writeOldStore(file, layout, source);
    const hasContent = layout.ddl.includes('content_hash');
    const content = hasContent ? [] : ['--content', THREE_LAWS_FIXTURE_ROOT];

    // tablewright replay reads an old store as it is: read-only, not migrated.
    const bytes = readFileSync(file);
    const asItIs = await cli('replay', finished.matchID, '--db', file, ...content);
    expect(asItIs.err).toBe('');
    expect(asItIs.out).toContain('the replay reaches the stored state');
    expect(asItIs.code).toBe(0);
    expect(readFileSync(file).equals(bytes), 'replay left the file as it was').toBe(true);
    expect(versionOf(file)).toBe(0);

    const store = new SqliteStore(file);
    try {
      const kept = await store.fetch(finished.matchID, { state: true, metadata: true, log: true });
      expect(kept.state).toEqual(stored);
      expect(kept.log.length).toBeGreaterThan(0);
      expect(kept.metadata.gameover).toEqual(finished.final.ctx.gameover);
      // The unlisted match stays out of the lobby, whether its column was there or filled in from its metadata.
      expect((await store.listPage({ gameName: threeLaws.id, limit: 10 })).matches.map((m) => m.matchID)).toEqual([finished.matchID]);
      const chat = await store.chat.recent(finished.matchID);
      const placed = layout.ddl.includes('state_id INTEGER\n)');
      expect(chat).toEqual(!layout.ddl.includes('chat_messages') ? [] : placed ? said : said.map((line) => ({ ...line, stateID: null })));
      expect((await store.botSeats.all()).length).toBe(layout.ddl.includes('bot_seats') ? 1 : 0);
    } finally {
      await store.close();
    }
    expect(versionOf(file)).toBe(SQLITE_SCHEMA_VERSION);
    expect(layoutOf(file)).toEqual(layoutOf(fresh));

    const migrated = await cli('replay', finished.matchID, '--db', file, ...content);
    expect(migrated.out).toContain('the replay reaches the stored state');
    expect(migrated.code).toBe(0);
  });

  it('a migration that fails leaves the store at its last good version, with the tables as that version left them', () => {
    const file = join(dir, 'failing.sqlite');
    writeOldStore(file, OLD_LAYOUTS[0], source);
    const before = layoutOf(file);
    const db = new Database(file);
    const failing: SqliteMigration = (d) => {
      d.exec('ALTER TABLE matches ADD COLUMN season INTEGER; CREATE TABLE seasons (n INTEGER)');
      throw new Error('the disk is full');
    };
    try {
      expect(() => prepareSchema(db, 'the test store', [(d) => (SQLITE_MIGRATIONS[0](d), failing(d))])).toThrow('the disk is full');
      expect(schemaVersionOf(db)).toBe(0);
      db.close();
      expect(layoutOf(file)).toEqual(before);

      const again = new Database(file);
      expect(() => prepareSchema(again, 'the test store', [...SQLITE_MIGRATIONS, failing])).toThrow('the disk is full');
      expect(schemaVersionOf(again)).toBe(SQLITE_SCHEMA_VERSION);
      again.close();
      expect(layoutOf(file)).toEqual(layoutOf(fresh));
    } finally {
      if (db.open) db.close();
    }
  });

  it('two connections opening it at once: while one migrates the other cannot, and then finds nothing left to run', () => {
    const file = join(dir, 'twice.sqlite');
    writeOldStore(file, OLD_LAYOUTS[0], source);
    const [a, b] = [new Database(file), new Database(file, { timeout: 0 })];
    let runs = 0;
    let blocked: unknown;
    const counted: SqliteMigration[] = [
      (db) => {
        runs++;
        SQLITE_MIGRATIONS[0](db);
        // b tries while a holds the write lock, its migration not yet committed.
        try {
          prepareSchema(b, 'b', counted);
        } catch (error) {
          blocked = error;
        }
      },
    ];
    try {
      prepareSchema(a, 'a', counted);
      expect((blocked as { code?: string }).code).toBe('SQLITE_BUSY');
      prepareSchema(b, 'b', counted);
      expect(runs).toBe(1);
      expect(schemaVersionOf(b)).toBe(1);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('a SQLite store from a newer Tablewright', () => {
  const newer = join(dir, 'newer.sqlite');
  const said = new RegExp(`${newer.replace(/[.]/g, '\\.')} is at schema version ${SQLITE_SCHEMA_VERSION + 1}, but this Tablewright knows versions up to ${SQLITE_SCHEMA_VERSION}: upgrade Tablewright .* or restore the backup taken before that upgrade`);
  let bytes: Buffer;
  beforeAll(() => {
    writeOldStore(newer, OLD_LAYOUTS.at(-1)!, source);
    asNewer(newer);
    bytes = readFileSync(newer);
  });

  it('is refused by the store, untouched', () => {
    expect(() => new SqliteStore(newer)).toThrow(NewerStoreError);
    expect(() => new SqliteStore(newer)).toThrow(said);
    expect(readFileSync(newer).equals(bytes)).toBe(true);
  });

  it('tablewright serve does not start on it: one line saying what to do, exit 1, the file byte for byte as it was', () => {
    const run = spawnSync(process.execPath, ['bin/tablewright.mjs', 'serve', '--port', '0', '--db', newer, '--content', THREE_LAWS_FIXTURE_ROOT], {
      cwd: resolve(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^tablewright serve: the store file ${said.source}`));
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.status).toBe(1);
    expect(readFileSync(newer).equals(bytes)).toBe(true);
    expect(existsSync(`${newer}-wal`)).toBe(false);
  });

  it('tablewright restore refuses it as a backup, backup refuses to copy it, replay refuses to read it (exit 2); none changes it', async () => {
    const restore = await cli('restore', newer, '--db', join(dir, 'restored', 'store.sqlite'));
    expect(restore.err).toMatch(new RegExp(`^tablewright restore: ${said.source}`));
    expect(restore.err.trim().split('\n')).toHaveLength(1);
    expect(restore.code).toBe(1);
    expect(existsSync(join(dir, 'restored'))).toBe(false);
    const backup = await cli('backup', join(dir, 'newer-copy.sqlite'), '--db', newer);
    expect(backup.err).toMatch(new RegExp(`^tablewright backup: ${said.source}`));
    expect(backup.code).toBe(1);
    const replay = await cli('replay', finished.matchID, '--db', newer);
    expect(replay.err).toMatch(new RegExp(`^tablewright replay: ${said.source}`));
    expect(replay.code).toBe(2);
    expect(readFileSync(newer).equals(bytes)).toBe(true);
  });
});

describe('backup and restore of a store from before schema versions', () => {
  it('backup copies it as it is; restore accepts it; the server brings it up to date when it opens it', async () => {
    const old = join(dir, 'old-backed-up.sqlite');
    writeOldStore(old, OLD_LAYOUTS[0], source);
    const backup = join(dir, 'old-backup.sqlite');
    expect((await cli('backup', backup, '--db', old)).code).toBe(0);
    expect(versionOf(backup)).toBe(0);
    expect(layoutOf(backup)).toEqual(layoutOf(old));

    const restored = join(dir, 'old-restored', 'store.sqlite');
    const put = await cli('restore', backup, '--db', restored);
    expect(put.err).toBe('');
    expect(put.code).toBe(0);
    expect(versionOf(restored)).toBe(0);
    const store = new SqliteStore(restored);
    try {
      expect((await store.fetch(finished.matchID, { state: true })).state).toEqual(stored);
    } finally {
      await store.close();
    }
    expect(versionOf(restored)).toBe(SQLITE_SCHEMA_VERSION);
  });
});
