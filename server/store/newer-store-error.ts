/**
 * A store whose schema a newer Tablewright wrote: this one does not know what the newer
 * migrations changed, so it neither serves the store nor writes to it. The same words for a
 * SQLite file, a backup to restore and a PostgreSQL database, saying what to do either way.
 */
export class NewerStoreError extends Error {
  readonly code = 'newer-store';

  constructor(where: string, found: number, known: number) {
    super(newerStoreMessage(where, found, known));
    this.name = 'NewerStoreError';
  }
}

export function newerStoreMessage(where: string, found: number, known: number): string {
  return `${where} is at schema version ${found}, but this Tablewright knows versions up to ${known}: upgrade Tablewright to the version that wrote it, or restore the backup taken before that upgrade (docs/server.md, "Upgrading")`;
}
