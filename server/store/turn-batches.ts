/** A write waiting for its batch: what it is (for messages), its work, and its promise's settlers. */
export interface PendingWrite<W> {
  what: string;
  work: W;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** After the I/O callbacks of this turn of the event loop: the moves that arrived together commit together. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * How both stores gather writes: those asked for in the same turn of the event loop, or while
 * the previous batch ran, go to `commit` as one batch, and batches run one after another in
 * the order their writes were asked for. `commit` settles each write's promise.
 */
export class TurnBatches<W> {
  private writes: Promise<unknown> = Promise.resolve();
  private open: PendingWrite<W>[] | undefined;

  constructor(private readonly commit: (batch: PendingWrite<W>[]) => Promise<void>) {}

  add<T>(what: string, work: W): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending = { what, work, resolve: resolve as (value: unknown) => void, reject };
      if (this.open) return void this.open.push(pending);
      const batch = [pending];
      this.open = batch;
      this.writes = this.writes
        .then(nextTurn)
        .then(() => {
          if (this.open === batch) this.open = undefined;
          return this.commit(batch);
        })
        .catch(() => undefined);
    });
  }
}
