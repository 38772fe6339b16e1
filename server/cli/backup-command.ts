import { existsSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { DEFAULT_DB_FILE } from '../store/default-db-file.ts';
import { copyStore } from '../store/store-copy.ts';
import { storeFileProblem } from '../store/store-file-check.ts';
import { parseCommandLine } from './command-flags.ts';
import { BACKUP } from './usage/backup-usage.ts';
import { UsageError } from './usage-error.ts';

function parse(args: string[]) {
  const { values, positionals } = parseCommandLine(BACKUP, args);
  if (positionals.length !== 1) throw new UsageError(`name one file to write the backup to. Write tablewright backup --help.`);
  return { target: positionals[0], db: values.db ?? DEFAULT_DB_FILE, force: values.force ?? false };
}

/** `tablewright backup <file>`: a consistent copy of the SQLite store, taken beside a running server. */
export async function runBackup(args: string[]): Promise<number> {
  const { target, db, force } = parse(args);
  if (!existsSync(db) || !statSync(db).isFile()) throw new UsageError(`no store at ${db} (choose one with --db FILE)`);
  const problem = storeFileProblem(db);
  if (problem) throw new UsageError(problem);
  if (existsSync(target) && !force) throw new UsageError(`${target} exists already: choose another name, or --force to replace it`);
  if (!existsSync(dirname(target)) || !statSync(dirname(target)).isDirectory()) throw new UsageError(`no folder ${dirname(target)} to write ${basename(target)} into`);
  const started = performance.now();
  let matches: number;
  try {
    matches = await copyStore(db, target);
  } catch (error) {
    throw new UsageError(`could not back up ${db}: ${(error as Error).message}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const megabytes = (statSync(target).size / 1e6).toFixed(2);
  process.stdout.write(`backed up ${db} to ${target}: ${matches} matches, ${megabytes} MB, in ${seconds} s\n`);
  return 0;
}
