import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { main } from '../../server/cli/main.ts';
import { SQLITE_SCHEMA_VERSION } from '../../server/store/sqlite-migrations.ts';
import { captured } from '../support/cli-output.ts';
import { playWithBots } from './helpers/bot-driven-match.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';
import { THREE_LAWS_FIXTURE_ROOT } from './helpers/three-laws-play.ts';

const { games } = loadGames(THREE_LAWS_FIXTURE_ROOT, [threeLaws]);
const t = useTestServer({ games });
const dir = mkdtempSync(join(tmpdir(), 'tw-backup-'));
const cli = (...args: string[]) => captured(() => main(args));
const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at /);

const storedStateID = async (matchID: string) => ((await t.server.store.fetch(matchID, { state: true })).state as State)._stateID;

describe('tablewright backup and restore', () => {
  it('backs up while matches are being played, and every match of the restored store replays to its stored state', async () => {
    const matches = await Promise.all([1, 2, 3].map(() => createAndJoinGame(t.url, threeLaws.id, 4)));
    let playing = true;
    const play = Promise.all(
      matches.map((m, i) =>
        playWithBots(t.url, games[0], m, async () => (await t.server.store.fetch(m.matchID, { state: true })).state as State, { moves: 40, rng: seedrandom(`backup-${i}`) }),
      ),
    ).finally(() => (playing = false));
    await waitFor(async () => (await storedStateID(matches[0].matchID)) > 5, 'moves to be stored', 10_000);
    const before = await Promise.all(matches.map((m) => storedStateID(m.matchID)));
    const backup = join(dir, 'under-load.sqlite');
    const taken = await cli('backup', backup, '--db', t.dbFile);
    // Moves were still coming while the copy was taken: the server was not paused for it.
    expect(playing).toBe(true);
    expect(taken.err).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.out).toMatch(/: 3 matches, [\d.]+ MB, in [\d.]+ s\n$/);
    // A file of its own, no write-ahead log to carry with it: it opens read-only anywhere.
    const copied = new Database(backup, { readonly: true });
    expect(copied.pragma('journal_mode', { simple: true })).toBe('delete');
    // Every move the server had stored when the backup began is in it, write-ahead log and all.
    const backedUp = matches.map((m) => copied.prepare<[string], number>('SELECT state_id FROM matches WHERE match_id = ?').pluck().get(m.matchID)!);
    backedUp.forEach((id, i) => expect(id).toBeGreaterThanOrEqual(before[i]));
    copied.close();
    await play;
    const after = await Promise.all(matches.map((m) => storedStateID(m.matchID)));
    expect(after.some((id, i) => id > before[i])).toBe(true);

    const restored = join(dir, 'fresh', 'restored.sqlite');
    const put = await cli('restore', backup, '--db', restored);
    expect(put.code).toBe(0);
    const copy = new Database(restored, { readonly: true });
    const ids = copy.prepare<[], string>('SELECT match_id FROM matches').pluck().all();
    copy.close();
    expect(ids.sort()).toEqual(matches.map((m) => m.matchID).sort());
    for (const id of ids) {
      const replayed = await cli('replay', id, '--db', restored);
      expect(replayed.out).toContain('the replay reaches the stored state');
      expect(replayed.code).toBe(0);
    }
  }, 60_000);

  it('refuses an existing target, a missing store, and writes nothing', async () => {
    const existing = join(dir, 'existing.sqlite');
    writeFileSync(existing, 'mine');
    const refused = await cli('backup', existing, '--db', t.dbFile);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/exists already.*--force/);
    noStackTrace(refused.err);
    const missing = await cli('backup', join(dir, 'never.sqlite'), '--db', join(dir, 'no-store.sqlite'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no store at/);
    expect(existsSync(join(dir, 'never.sqlite'))).toBe(false);
    const forced = await cli('backup', existing, '--db', t.dbFile, '--force');
    expect(forced.code).toBe(0);
    expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('restore refuses a file that is not a store, a newer store, a missing file, and a store a server holds', async () => {
    const db = join(dir, 'target', 'store.sqlite');
    const notStore = join(dir, 'random.bin');
    writeFileSync(notStore, 'not a database at all, just bytes'.repeat(40));
    // A newer Tablewright's migration: a column this one does not know, and the version bumped with it.
    const newer = join(dir, 'newer.sqlite');
    await cli('backup', newer, '--db', t.dbFile);
    const change = new Database(newer);
    change.exec(`ALTER TABLE matches ADD COLUMN season INTEGER; PRAGMA user_version = ${SQLITE_SCHEMA_VERSION + 1}`);
    change.close();
    // The same column at a version this Tablewright knows: something else changed the file.
    const changed = join(dir, 'changed.sqlite');
    await cli('backup', changed, '--db', t.dbFile);
    const other = new Database(changed);
    other.exec('ALTER TABLE matches ADD COLUMN season INTEGER');
    other.close();
    for (const [file, says] of [
      [notStore, /is not a Tablewright store/],
      [newer, /is at schema version \d+, but this Tablewright knows versions up to \d+: upgrade Tablewright/],
      [changed, /has season, which no Tablewright store at schema version \d+ has/],
      [join(dir, 'none.sqlite'), /no backup file at/],
    ] as const) {
      const result = await cli('restore', file, '--db', db);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(says);
      expect(result.err.trim().split('\n')).toHaveLength(1);
      noStackTrace(result.err);
    }
    expect(existsSync(join(dir, 'target'))).toBe(false);
    const good = join(dir, 'good.sqlite');
    await cli('backup', good, '--db', t.dbFile);
    const busy = await cli('restore', good, '--db', t.dbFile);
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(/open in a running server: stop it first/);
    expect(readdirSync(join(t.dbFile, '..')).filter((name) => name.includes('before-restore'))).toEqual([]);
  });

  it('keeps the replaced store aside, leaves no old write-ahead log beside the restored one, and both commands answer --help', async () => {
    const good = join(dir, 'aside-source.sqlite');
    await cli('backup', good, '--db', t.dbFile);
    const db = join(dir, 'aside', 'store.sqlite');
    expect((await cli('restore', good, '--db', db)).code).toBe(0);
    writeFileSync(`${db}-wal`, 'stale');
    const again = await cli('restore', good, '--db', db);
    expect(again.code).toBe(0);
    const names = readdirSync(join(dir, 'aside'));
    expect(names).toContain('store.sqlite');
    expect(names).not.toContain('store.sqlite-wal');
    expect(names.filter((n) => /^store\.sqlite\.before-restore-[\dTZ-]+$/.test(n))).toHaveLength(1);
    const restored = new Database(db, { readonly: true });
    expect(restored.prepare('SELECT count(*) FROM matches').pluck().get()).toBe(3);
    restored.close();
    for (const command of ['backup', 'restore']) {
      const help = await cli(command, '--help');
      expect(help.code).toBe(0);
      expect(help.out).toContain(`tablewright ${command} <file>`);
    }
  });
});
