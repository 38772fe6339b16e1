import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DEFAULT_DB_FILE } from '../store/sqlite-store.ts';
import { copyStore } from '../store/store-copy.ts';
import { storeFileProblem } from '../store/store-file-check.ts';
import { UsageError } from './usage-error.ts';

const USAGE = `tablewright restore <file> [--db FILE]
  Put a backup made by \`tablewright backup\` in place as the store (--db, default ${DEFAULT_DB_FILE}).
  Stop the server first: restore refuses while one holds the store. The store it replaces is kept
  beside it as <db>.before-restore-<time> (docs/server.md, "Backing up and restoring").
`;

function parse(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { db: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('. ')[0]}. Write tablewright restore --help.`);
  }
  const { values, positionals } = parsed;
  if (values.help) return undefined;
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
  const options = parse(args);
  if (!options) {
    process.stdout.write(USAGE);
    return 0;
  }
  const { backup, db } = options;
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
