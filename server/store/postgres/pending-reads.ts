/**
 * Reads of rows in flight, per match. A row read while the same match was written (by this
 * process, or announced by another) may be older than what memory now holds: such a read is
 * handed to its caller but not kept.
 */
export class PendingReads {
  private readonly inFlight = new Map<string, { count: number; changed: boolean }>();

  changed(matchID: string): void {
    const read = this.inFlight.get(matchID);
    if (read) read.changed = true;
  }

  changedAll(): void {
    for (const read of this.inFlight.values()) read.changed = true;
  }

  /** The read's row, and whether nothing changed the match while it was read; undefined for no row. */
  async around<T>(matchID: string, read: () => Promise<T | undefined>): Promise<{ value: T; unchanged: boolean } | undefined> {
    const pending = this.inFlight.get(matchID) ?? { count: 0, changed: false };
    pending.count++;
    this.inFlight.set(matchID, pending);
    try {
      const value = await read();
      return value === undefined ? undefined : { value, unchanged: !pending.changed };
    } finally {
      if (--pending.count === 0) this.inFlight.delete(matchID);
    }
  }
}
