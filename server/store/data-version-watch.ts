import type Database from 'better-sqlite3';

/**
 * Whether another connection (another process, `tablewright replay`) has committed to a SQLite
 * file since the last look, by SQLite's `data_version`. Looked at once per turn of the event
 * loop, several reads a move being in one turn, and again whenever asked (`lookAgain`: at the
 * start of every write transaction).
 */
export class DataVersionWatch {
  private readonly version: Database.Statement<[], number>;
  private seen: number | undefined;
  private looked = false;

  constructor(db: Database.Database) {
    this.version = db.prepare<[], number>('PRAGMA data_version').pluck();
  }

  /** The next call looks at the file again, even in the same turn. */
  lookAgain(): void {
    this.looked = false;
  }

  /** True when the file changed under another connection since the last look (and at the first). */
  changed(): boolean {
    if (this.looked) return false;
    const version = this.version.get()!;
    const changed = version !== this.seen;
    this.seen = version;
    this.looked = true;
    setImmediate(() => (this.looked = false));
    return changed;
  }
}
