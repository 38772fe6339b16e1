import Database from 'better-sqlite3';
import { isBusy } from './store-errors.ts';

export interface StoreHealth {
  state: 'ok' | 'locked' | 'damaged' | 'unreachable';
  message?: string;
}

/**
 * Asks the file itself, not the server's open connection: that one serves pages from its
 * cache and went on answering after the file on disk had been overwritten. A fresh read-only
 * connection reads the header and each table; the server's connection then takes the write
 * lock and lets go at once (it writes nothing), which fails while another process holds it.
 */
export function probeStore(db: Database.Database, file: string): StoreHealth {
  if (file !== ':memory:') {
    let fresh: Database.Database | undefined;
    try {
      fresh = new Database(file, { readonly: true, fileMustExist: true });
      fresh.pragma('busy_timeout = 0');
      fresh.prepare('SELECT match_id FROM matches LIMIT 1').get();
      fresh.prepare('SELECT id FROM log_entries ORDER BY id DESC LIMIT 1').get();
    } catch (error) {
      if (isBusy(error)) return locked(file);
      return { state: 'damaged', message: `${file} cannot be read: ${(error as Error).message}` };
    } finally {
      fresh?.close();
    }
  }
  try {
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
  } catch (error) {
    if (isBusy(error)) return locked(file);
    return { state: 'damaged', message: `${file} cannot be written: ${(error as Error).message}` };
  }
  return { state: 'ok' };
}

const locked = (file: string): StoreHealth => ({
  state: 'locked',
  message: `another process holds the write lock on ${file}: moves and joins wait, then fail`,
});

/** SQLite's own check of every page, run once when the server starts: a damaged file stops it there. */
export function integrityProblem(db: Database.Database): string | undefined {
  try {
    const rows = db.prepare<[], { quick_check: string }>('PRAGMA quick_check(5)').all().map((r) => r.quick_check);
    return rows.length === 1 && rows[0] === 'ok' ? undefined : rows.join('; ');
  } catch (error) {
    return (error as Error).message;
  }
}
