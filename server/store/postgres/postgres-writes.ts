import type { Sql, TransactionSql } from 'postgres';
import type { HotMatch } from '../hot-matches.ts';
import { StoreUnavailableError } from '../store-errors.ts';
import { TurnBatches, type PendingWrite as Pending } from '../turn-batches.ts';

/** What a write does to the hot matches, done only once its transaction has committed. */
export type HotChange = { matchID: string; keep: HotMatch } | { matchID: string; forget: true } | { clear: true };

/** One write's view of its batch: the transaction, and the changes to make to memory if it commits. */
export interface WriteContext {
  tx: TransactionSql;
  after(change: HotChange): void;
  /**
   * What the writes before this one in the batch made of the match, not yet in memory: null
   * when one deleted it (or emptied memory), undefined when none touched it.
   */
  earlier(matchID: string): HotMatch | null | undefined;
}

type PendingWrite = Pending<(context: WriteContext) => Promise<unknown>>;

/** The channel on which each process tells the others which matches it has changed. */
export const CHANGES_CHANNEL = 'tablewright_matches';
// PostgreSQL refuses a notification payload of 8,000 bytes or more.
const PAYLOAD_BYTES = 7000;

/**
 * What a batch changed, as its notice words it, one word a match: `<id>/s<stateID>` a state
 * written, `<id>/m` the metadata, `<id>/x` anything else (a new or deleted match), and `*` all
 * memory. Match ids hold no spaces or slashes (the lobby makes them), so the words split back.
 */
export function changeWords(changes: readonly HotChange[]): string[] {
  const words = new Map<string, Set<string>>();
  for (const change of changes) {
    if ('clear' in change) return ['*'];
    const parts = words.get(change.matchID) ?? new Set<string>();
    if ('forget' in change || (change.keep.state && change.keep.metadata)) parts.add('x');
    else if (change.keep.state) parts.add(`s${change.keep.state._stateID}`);
    else parts.add('m');
    words.set(change.matchID, parts);
  }
  return [...words].flatMap(([matchID, parts]) => (parts.has('x') ? [`${matchID}/x`] : [...parts].map((part) => `${matchID}/${part}`)));
}

/** The notices of a batch: the process that wrote, then its words, cut to PostgreSQL's payload size. */
export function changeNotices(token: string, words: readonly string[]): string[] {
  const notices: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const word of words) {
    if (bytes + word.length > PAYLOAD_BYTES && batch.length) {
      notices.push(`${token} ${batch.join(' ')}`);
      batch = [];
      bytes = 0;
    }
    batch.push(word);
    bytes += word.length + 1;
  }
  if (batch.length) notices.push(`${token} ${batch.join(' ')}`);
  return notices;
}

/**
 * The PostgreSQL store's writes, as the SQLite store's StoreAccess batches them: writes run in
 * the order they were asked for; those asked for in the same turn of the event loop, or while
 * the previous batch ran, commit as one transaction, one round of BEGIN and COMMIT for a move's
 * state and stamp and for other matches' moves that arrived together. A write refused by the
 * store's own rules (a stale state, an unknown match) throws before it writes anything, so the
 * others in its batch stand. If PostgreSQL fails the transaction itself, each write is tried
 * again alone, so one bad write cannot take the others down with it. A write's promise settles
 * once its transaction has committed; its changes to memory are made only then. The matches a
 * batch changed are announced on CHANGES_CHANNEL in the same transaction, so other processes
 * hear of it exactly when it commits.
 */
export class PostgresWrites {
  private readonly batches = new TurnBatches<PendingWrite['work']>((batch) => this.commit(batch));
  /**
   * What other processes announced while the running batch ran. PostgreSQL may hand this
   * process another's notice of a later commit before the answer to its own COMMIT: memory
   * forgets such a match rather than keep the batch's older write over it, never to hear again.
   */
  private elsewhere: { matches: Set<string>; all: boolean } | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly where: string,
    private readonly token: string,
    private readonly committed: (changes: HotChange[]) => void,
  ) {}

  write<T>(what: string, work: (context: WriteContext) => Promise<T>): Promise<T> {
    return this.batches.add(what, work);
  }

  /** Another process's notice, heard now, says it changed the match (without one: any match). */
  changedElsewhere(matchID?: string): void {
    if (!this.elsewhere) return;
    if (matchID === undefined) this.elsewhere.all = true;
    else this.elsewhere.matches.add(matchID);
  }

  private async commit(batch: PendingWrite[]): Promise<void> {
    try {
      await this.run(batch);
    } catch (error) {
      if (batch.length === 1) return void batch[0].reject(this.unavailable(error, batch[0].what));
      for (const pending of batch) {
        try {
          await this.run([pending]);
        } catch (alone) {
          pending.reject(this.unavailable(alone, pending.what));
        }
      }
    }
  }

  /** Runs the writes in one transaction; settles each once it has committed, throws if PostgreSQL failed it. */
  private async run(batch: PendingWrite[]): Promise<void> {
    const outcomes: ({ value: unknown; changes: HotChange[] } | { error: unknown })[] = [];
    let changes: HotChange[] = [];
    const elsewhere = (this.elsewhere = { matches: new Set<string>(), all: false });
    await transaction(this.sql, async (tx) => {
      const made = new Map<string, HotMatch | null>();
      let cleared = false;
      const earlier = (matchID: string) => made.get(matchID) ?? (cleared ? null : undefined);
      for (const { work } of batch) {
        const changes: HotChange[] = [];
        try {
          outcomes.push({ value: await work({ tx, after: (change) => changes.push(change), earlier }), changes });
        } catch (error) {
          if (isPostgresError(error)) throw error;
          outcomes.push({ error });
          continue;
        }
        for (const change of changes) {
          if ('clear' in change) {
            made.clear();
            cleared = true;
          } else made.set(change.matchID, 'keep' in change ? { ...made.get(change.matchID), ...change.keep } : null);
        }
      }
      changes = outcomes.flatMap((outcome) => ('changes' in outcome ? outcome.changes : []));
      for (const notice of changeNotices(this.token, changeWords(changes))) await tx`SELECT pg_notify(${CHANGES_CHANNEL}, ${notice})`;
    }).finally(() => (this.elsewhere = undefined));
    const overtaken = (matchID: string) => elsewhere.all || elsewhere.matches.has(matchID);
    this.committed(changes.map((change) => ('keep' in change && overtaken(change.matchID) ? { matchID: change.matchID, forget: true } : change)));
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if ('error' in outcome) pending.reject(outcome.error);
      else pending.resolve(outcome.value);
    });
  }

  private unavailable(error: unknown, what: string): unknown {
    if (!isPostgresError(error)) return error;
    return new StoreUnavailableError(`${this.where} failed: ${what}: ${(error as Error).message}`, 'unreachable');
  }
}

/**
 * `sql.begin`, but a transaction whose connection was lost is never answered. postgres.js 3.4.9
 * answers the end of a transaction's callback with a ROLLBACK or COMMIT on the same connection,
 * even once it has closed: the statement is written to no socket (an uncaught TypeError in its
 * nextWrite) and stays queued on the connection, which after reconnecting waits for its answer
 * forever. Left unanswered, the callback sends nothing; the transaction still fails, with the
 * CONNECTION_CLOSED postgres.js hands it when the connection closes. So the body runs its
 * statements on `tx` alone: a connection lost elsewhere would leave this one unanswered.
 */
export function transaction<T>(sql: Sql, body: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin((tx) => body(tx).catch((error: unknown) => (connectionLost(error) ? new Promise<never>(() => {}) : Promise.reject(error)))) as Promise<T>;
}

/** The connection itself closed under a statement (not PostgreSQL refusing it): postgres.js will close the connection. */
function connectionLost(error: unknown): boolean {
  const e = error as { name?: string; code?: unknown } | null;
  return e?.name !== 'PostgresError' && typeof e?.code === 'string' && /^(CONNECTION_CLOSED|E[A-Z]+)$/.test(e.code);
}

/** A read outside the write batches, its failures reported as the store being unavailable. */
export async function readOrUnavailable<T>(where: string, what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isPostgresError(error)) throw error;
    throw new StoreUnavailableError(`${where} failed: ${what}: ${(error as Error).message}`, 'unreachable');
  }
}

/** An error from PostgreSQL or the connection to it, not from the store's own rules. */
export function isPostgresError(error: unknown): boolean {
  const e = error as { name?: string; code?: unknown } | null;
  if (!e) return false;
  if (e.name === 'PostgresError') return true;
  return typeof e.code === 'string' && /^(E[A-Z]+|CONNECT_TIMEOUT|CONNECTION_\w+|UNDEFINED_VALUE|MAX_PARAMETERS_EXCEEDED)$/.test(e.code);
}
