import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_DB_FILE } from '../store/default-db-file.ts';
import { copyStore } from '../store/store-copy.ts';
import { storeFileProblem } from '../store/store-file-check.ts';
import { parseCommandLine } from './command-flags.ts';
import { RESTORE } from './usage/restore-usage.ts';
import { UsageError } from './usage-error.ts';

function parse(args: string[]) {
  const { values, positionals } = parseCommandLine(RESTORE, args);
  if (positionals.length !== 1) throw new UsageError(`name the one backup file to restore. Write tablewright restore --help.`);
  return { backup: positionals[0], db: values.db ?? DEFAULT_DB_FILE };
}

/**
 * Every open connection to a WAL store keeps a lock that an exclusive one cannot pass, so
 * taking the store exclusively, at once, tells whether a server (or anything else) has it open.
 */
function heldByAnother(db: string): boolean {
  const probe = new Database(db, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    probe.close();
  }
}

/** `tablewright restore <file>`: the backup becomes the store; the old store is kept aside. */
export async function runRestore(args: string[]): Promise<number> {
  const { backup, db } = parse(args);
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new UsageError(`no backup file at ${backup}`);
  const problem = storeFileProblem(backup);
  if (problem) throw new UsageError(problem);
  const aside = `${db}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (existsSync(db)) {
    if (heldByAnother(db)) throw new UsageError(`${db} is open in a running server: stop it first, then restore`);
    renameSync(db, aside);
  } else {
    mkdirSync(dirname(db), { recursive: true });
  }
  // The old store's write-ahead log would be read as part of the restored file: it goes with the old store.
  for (const suffix of ['-wal', '-shm']) if (existsSync(db + suffix)) renameSync(db + suffix, aside + suffix);
  try {
    await copyStore(backup, db);
  } catch (error) {
    const kept = existsSync(aside) ? `; the store it was to replace is kept as ${aside}` : '';
    throw new UsageError(`could not copy ${backup}: ${(error as Error).message}${kept}`);
  }
  const kept = existsSync(aside) ? `; the store it replaced is kept as ${aside}` : '';
  process.stdout.write(`restored ${backup} as ${db}${kept}\n`);
  return 0;
}
