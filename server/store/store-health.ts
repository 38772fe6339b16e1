import type Database from 'better-sqlite3';
import { isBusy, isDamage } from './store-errors.ts';

export interface StoreHealth {
  state: 'ok' | 'locked' | 'damaged';
  message?: string;
}

/**
 * Asks the file itself rather than trusting that it opened once: a read of each table and
 * a write lock taken and let go at once (it writes nothing). A file another process holds
 * locked, or one that has become unreadable, is named as such.
 */
export function probeStore(db: Database.Database, file: string, knownDamage: string | undefined): StoreHealth {
  if (knownDamage) return { state: 'damaged', message: knownDamage };
  try {
    db.prepare('SELECT match_id FROM matches LIMIT 1').get();
    db.prepare('SELECT id FROM log_entries ORDER BY id DESC LIMIT 1').get();
  } catch (error) {
    return describe(error, file, 'read');
  }
  try {
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
  } catch (error) {
    return describe(error, file, 'write');
  }
  return { state: 'ok' };
}

function describe(error: unknown, file: string, what: string): StoreHealth {
  const message = (error as Error).message;
  if (isBusy(error)) return { state: 'locked', message: `another process holds the write lock on ${file}: moves and joins wait, then fail` };
  if (isDamage(error)) return { state: 'damaged', message: `${file} cannot be ${what === 'read' ? 'read' : 'written'}: ${message}` };
  return { state: 'damaged', message: `${file}: ${message}` };
}

/** SQLite's own check of every page, run once when the server starts: a damaged file stops it there. */
export function integrityProblem(db: Database.Database): string | undefined {
  try {
    const rows = db.prepare<[], { quick_check: string }>('PRAGMA quick_check(5)').all().map((r) => r.quick_check);
    return rows.length === 1 && rows[0] === 'ok' ? undefined : rows.join('; ');
  } catch (error) {
    return (error as Error).message;
  }
}
