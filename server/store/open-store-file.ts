import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { waitOutLocksWhileOpening } from './store-access.ts';
import { prepareSchema } from './store-schema.ts';

/**
 * The store's file opened for writing: its schema brought up to date (a store a newer Tablewright
 * wrote is refused), then WAL. `where` names the file in messages. Closed again if any of it fails.
 */
export function openStoreFile(file: string, where: string, lockWaitMs: number): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // SQLite gives up on a lock at once; StoreAccess waits between attempts without blocking.
  db.pragma('busy_timeout = 0');
  try {
    waitOutLocksWhileOpening(file, lockWaitMs, () => {
      // The schema first: a store a newer Tablewright wrote is refused before even its journal mode is written.
      prepareSchema(db, where);
      db.pragma('journal_mode = WAL');
      // In WAL mode NORMAL keeps every committed transaction through a killed process (the WAL
      // is written before the call returns); only a power cut or an OS crash can lose the last
      // ones, where FULL would have synced them. docs/server.md says so.
      db.pragma('synchronous = NORMAL');
    });
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
