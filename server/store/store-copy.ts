import { renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Copies the SQLite store `from` into `to` with SQLite's online backup and answers how many
 * matches the copy holds. The copy is written under another name and renamed at the end, so a
 * failed copy never leaves half a file as `to`. A reader of a WAL store does not block the
 * server's writer; the backup starts over on pages the server changes while it copies, so the
 * copy is one moment of the store.
 */
export async function copyStore(from: string, to: string): Promise<number> {
  const partial = join(dirname(to), `.${basename(to)}.partial-${process.pid}`);
  // Read-write though it only reads: a read-only connection to a WAL store leaves -wal and -shm files behind it.
  const source = new Database(from, { fileMustExist: true });
  try {
    await source.backup(partial);
    const copy = new Database(partial);
    // One self-contained file: a WAL copy would leave a -wal beside the partial name.
    copy.pragma('journal_mode = DELETE');
    const matches = copy.prepare<[], number>('SELECT count(*) FROM matches').pluck().get()!;
    copy.close();
    renameSync(partial, to);
    return matches;
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(partial + suffix, { force: true });
    throw error;
  } finally {
    source.close();
  }
}
