import { randomBytes } from 'node:crypto';
import postgres, { type Sql } from 'postgres';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { clonePlain } from '../../../games/kit/clone-plain.ts';
import { withSeatTable } from '../../harden/seat-table.ts';
import { HotMatches, layered, type HotMatch } from '../hot-matches.ts';
import type { LiveCount, MatchStore, PresenceSweep } from '../match-store.ts';
import type { ListingPage, ListingQuery } from '../match-listing.ts';
import { withPresence, type SeatSockets } from '../seat-presence.ts';
import { StaleStateError, UnknownMatchError } from '../store-errors.ts';
import type { StoreHealth } from '../store-health.ts';
import { shownUrl } from '../shown-url.ts';
import { asStored, honestGameover, isGameover, keptMetadata, sameContent, storedParse } from '../stored-form.ts';
import { countLive, listMatchIDs, listPage } from './postgres-listing.ts';
import { readInitialState, readLog, readRecentLog } from './postgres-reads.ts';
import { migrate } from './postgres-schema.ts';
import { PostgresBotSeats, PostgresContentVersions } from './postgres-side-tables.ts';
import { CHANGES_CHANNEL, PostgresWrites, readOrUnavailable, type HotChange, type WriteContext } from './postgres-writes.ts';
import { PendingReads } from './pending-reads.ts';
import { everyoneAway, forgetProcesses, lockMatch, recordSockets, socketsEverywhere } from './postgres-presence.ts';
import { lockSession } from './lock-session.ts';
import { reviseMetadata, rewriteMetadata } from './postgres-metadata.ts';
import { lostProcesses, ProcessLock } from './process-lock.ts';
import { PostgresChatLog } from './postgres-chat-log.ts';

export interface PostgresStoreOptions {
  /** Connections in the pool, the write batches' one among them. */
  connections?: number;
  /** Seconds to wait for a connection before the store reports itself unreachable. */
  connectTimeout?: number;
  /** How this process's connections are named in pg_stat_activity. */
  applicationName?: string;
}

/**
 * The store on PostgreSQL, for several server processes on one database: the SQLite store's
 * contract (match-store.ts), the same refusals and the same hot matches in memory. Its writes
 * are batched as the SQLite store's are (PostgresWrites). The compare-and-set is in the
 * UPDATE itself, so two processes that both accept a move cannot both write it. Metadata
 * writes compare the stored text they were built on, and are built again from the row, locked,
 * when another process changed it meanwhile. Each process keeps the matches it played lately
 * in memory, and forgets one when another process announces it changed it; the announcement
 * is a NOTIFY in the writing transaction, heard once it commits. A read from memory may lag
 * another process's commit by that notice; a write built on it is refused as stale, never lost.
 */
export class PostgresStore extends Async implements MatchStore {
  readonly where: string;
  readonly botSeats: PostgresBotSeats;
  readonly contentVersions: PostgresContentVersions;
  readonly chat: PostgresChatLog;
  private readonly sql: Sql;
  private readonly writes: PostgresWrites;
  private readonly hot = new HotMatches();
  private readonly reads = new PendingReads();
  /** Tells this process's notices from the others'. */
  private readonly token = randomBytes(9).toString('base64url');
  /** The session advisory locks' own connection: bot claims, and this process's number. */
  private readonly locks: Sql;
  private readonly processLock: ProcessLock;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(url: string, options: PostgresStoreOptions = {}) {
    super();
    this.where = `the PostgreSQL store at ${shownUrl(url)}`;
    const applicationName = options.applicationName ?? 'tablewright';
    this.sql = postgres(url, {
      max: options.connections ?? 10,
      connect_timeout: options.connectTimeout ?? 5,
      onnotice: () => undefined,
      // postgres.js 3.4.9 reads array types in an unobserved promise (a lost connection: an unhandled rejection); no arrays here.
      fetch_types: false,
      connection: { application_name: applicationName },
      // BIGINT columns (updated_at) are milliseconds, well inside a double.
      types: { bigint: { to: 20, from: [20], serialize: (n: number) => String(n), parse: (s: string) => Number(s) } },
    });
    this.writes = new PostgresWrites(this.sql, this.where, this.token, (changes) => this.apply(changes));
    this.locks = lockSession(url, applicationName);
    this.botSeats = new PostgresBotSeats(this.sql, this.writes, this.where, this.locks);
    this.contentVersions = new PostgresContentVersions(this.sql, this.writes, this.where);
    this.chat = new PostgresChatLog(this.sql, this.writes, this.where);
    this.processLock = new ProcessLock(this.locks);
  }

  connect(): void {}

  async open(): Promise<void> {
    await readOrUnavailable(this.where, 'bringing its schema up to date', () => migrate(this.sql, this.where));
    // Heard again after a lost connection: what was announced meanwhile is unknown, so memory goes.
    const listening = await this.sql.listen(CHANGES_CHANNEL, (notice) => this.heard(notice), () => {
      this.writes.changedElsewhere();
      this.hot.clear();
    });
    this.unlisten = () => listening.unlisten();
  }

  async close(): Promise<void> {
    this.botSeats.close();
    await this.locks.end({ timeout: 2 }).catch(() => undefined);
    await this.unlisten?.().catch(() => undefined);
    await this.sql.end({ timeout: 2 });
  }

  async health(): Promise<StoreHealth> {
    try {
      await this.sql`SELECT 1 FROM matches LIMIT 1`;
      return { state: 'ok' };
    } catch (error) {
      return { state: 'unreachable', message: `${this.where} does not answer: ${(error as Error).message}` };
    }
  }

  /**
   * Another process's notice: memory drops what it changed, but a state at least as new as the
   * one written (heard first through the pub/sub, `adopt`) stays.
   */
  private heard(notice: string): void {
    const [token, ...words] = notice.split(' ');
    if (token === this.token) return;
    for (const word of words) {
      if (word === '*') {
        this.writes.changedElsewhere();
        return this.apply([{ clear: true }]);
      }
      const [matchID, part] = word.split('/');
      // A row being read meanwhile, or a write being committed, may predate the change: neither is kept.
      this.reads.changed(matchID);
      this.writes.changedElsewhere(matchID);
      const hot = this.hot.get(matchID);
      if (!hot) continue;
      if (part === 'm') this.hot.keep(matchID, { metadata: undefined, metadataJson: undefined });
      else if (part.startsWith('s')) {
        if ((hot.state?._stateID ?? -1) < Number(part.slice(1))) this.hot.keep(matchID, { state: undefined });
      } else this.hot.forget(matchID);
    }
  }

  /**
   * A state another process kept, as its pub/sub message carried it (with its deltalog, which
   * the store does not keep): memory takes it if it is newer than what it holds, so the next
   * move made through this process reads no row.
   */
  adopt(matchID: string, state: State): void {
    const held = this.hot.get(matchID)?.state?._stateID ?? -1;
    if (state._stateID <= held) return;
    const { deltalog: _log, ...kept } = state as State & { deltalog?: unknown };
    this.reads.changed(matchID);
    this.writes.changedElsewhere(matchID);
    this.hot.keep(matchID, { state: asStored(kept as State) });
  }

  private apply(changes: HotChange[]): void {
    for (const change of changes) {
      if ('clear' in change) {
        this.hot.clear();
        this.reads.changedAll();
        continue;
      }
      this.reads.changed(change.matchID);
      if ('keep' in change) this.hot.keep(change.matchID, change.keep);
      else this.hot.forget(change.matchID);
    }
  }

  override createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts, contentHash?: string): Promise<void> {
    const metadataJson = JSON.stringify(metadata);
    const stateJson = JSON.stringify(initialState);
    return this.writes.write(`creating match ${matchID}`, async ({ tx, after }) => {
      const created = await tx`
        INSERT INTO matches (match_id, game_name, state_id, state, initial_state, metadata, gameover, updated_at, unlisted, content_hash)
        VALUES (${matchID}, ${metadata.gameName}, ${initialState._stateID}, ${stateJson}, ${stateJson}, ${metadataJson},
                ${isGameover(metadata)}, ${metadata.updatedAt}, ${Boolean(metadata.unlisted)}, ${contentHash ?? null})
        ON CONFLICT (match_id) DO NOTHING RETURNING 1`;
      if (!created.length) throw new Error(`match ${matchID} already exists`);
      after({ matchID, keep: { state: asStored(initialState), metadata: keptMetadata(metadataJson), metadataJson } });
    });
  }

  /**
   * Compare-and-set in one statement: the state is written, and its log entries appended, only
   * if it is newer than the stored one. Otherwise the unchanged state written back with no log
   * is a no-op, and anything else is refused as stale.
   */
  setState(matchID: string, state: State, deltalog: LogEntry[] = []): Promise<void> {
    const json = JSON.stringify(state);
    const ids = deltalog.map((entry) => entry._stateID);
    const entries = deltalog.map((entry) => JSON.stringify(entry));
    return this.writes.write(`saving a move of match ${matchID}`, async (context) => {
      const { tx, after } = context;
      const [row] = await tx<{ written: boolean; stored: number | null }[]>`
        WITH written AS (
          UPDATE matches SET state_id = ${state._stateID}, state = ${json}
          WHERE match_id = ${matchID} AND state_id < ${state._stateID} RETURNING 1
        ), logged AS (
          INSERT INTO log_entries (match_id, state_id, entry)
          SELECT ${matchID}, e.state_id::integer, e.entry FROM written,
            ROWS FROM (jsonb_array_elements_text(${tx.json(ids)}), jsonb_array_elements_text(${tx.json(entries)}))
              WITH ORDINALITY AS e(state_id, entry, n)
          ORDER BY e.n
        )
        SELECT EXISTS (SELECT 1 FROM written) AS written, (SELECT state_id FROM matches WHERE match_id = ${matchID}) AS stored`;
      if (row.written) {
        const hot = this.kept(context, matchID)?.state;
        return after({ matchID, keep: { state: asStored(state, hot?._stateID === row.stored ? hot : undefined) } });
      }
      if (row.stored === null) throw new UnknownMatchError(matchID);
      if (state._stateID === row.stored && !deltalog.length && sameContent(state, await this.storedState(tx, matchID))) return;
      // Memory may be what was stale (another process's notice not yet heard): read the row next time.
      this.apply([{ matchID, forget: true }]);
      throw new StaleStateError(matchID, row.stored, state._stateID);
    });
  }

  /** The match as memory will hold it once the writes before this one in its batch commit. */
  private kept({ earlier }: WriteContext, matchID: string): HotMatch | undefined {
    const made = earlier(matchID);
    if (made === null) return undefined;
    const hot = this.hot.get(matchID);
    return made ? { ...hot, ...made } : hot;
  }

  private async storedState(tx: WriteContext['tx'], matchID: string): Promise<State> {
    const [row] = await tx<{ state: string }[]>`SELECT state FROM matches WHERE match_id = ${matchID}`;
    return JSON.parse(row.state);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.updateMetadata(matchID, () => metadata);
  }

  updateMetadata(matchID: string, change: (metadata: Server.MatchData) => Server.MatchData | undefined): Promise<Server.MatchData> {
    return this.writes.write(`updating match ${matchID}`, async (context) => {
      let answer!: Server.MatchData;
      await rewriteMetadata(context, matchID, this.kept(context, matchID), async (stored, storedJson) => {
        const unchanged = () => withSeatTable(clonePlain(stored));
        const proposed = change(unchanged());
        answer = unchanged();
        if (!proposed) return undefined;
        const state = isGameover(proposed) ? await this.storedState(context.tx, matchID) : undefined;
        const written = honestGameover(proposed, () => state!);
        const json = JSON.stringify(written);
        if (json === storedJson) return undefined;
        answer = withSeatTable(written);
        return { written, json, kept: keptMetadata(json) };
      });
      return answer;
    });
  }

  stampMove(matchID: string, updatedAt: number): Promise<void> {
    return this.reviseMetadata(matchID, `updating match ${matchID}`, (stored) => (updatedAt <= stored.updatedAt ? undefined : { ...stored, updatedAt })).then(() => undefined);
  }

  /**
   * Records this process's sockets on the seats, then writes the presence of every process's
   * sockets. The match's row is locked first, so two processes recording at once take turns and
   * the second reads the first's record: else each could judge from the other's old one.
   */
  async setPresence(matchID: string, seats: readonly SeatSockets[]): Promise<Server.MatchData | undefined> {
    const processNo = await readOrUnavailable(this.where, 'registering this process', () => this.processLock.number());
    return this.writes.write(`recording presence in match ${matchID}`, async (context) => {
      if (!(await lockMatch(context.tx, matchID))) throw new UnknownMatchError(matchID);
      await recordSockets(context.tx, matchID, processNo, seats);
      return this.presenceEverywhere(context, matchID, seats.map((s) => s.playerID));
    });
  }

  async sweepPresence(): Promise<PresenceSweep> {
    const lost = await readOrUnavailable(this.where, 'looking for stopped processes', () => lostProcesses(this.sql));
    const changed = !lost.length ? [] : await this.writes.write('clearing the presence of stopped processes', async (context) => {
      const found: PresenceSweep['changed'] = [];
      for (const [matchID, playerIDs] of await forgetProcesses(context.tx, lost)) {
        if (!(await lockMatch(context.tx, matchID))) continue;
        const metadata = await this.presenceEverywhere(context, matchID, playerIDs);
        if (metadata) found.push({ matchID, metadata });
      }
      return found;
    });
    // Asked last, as it is answered only once: a sweep that failed before it leaves the news for the next.
    return { changed, ownLost: await this.processLock.lost() };
  }

  /** The seats' presence as every process's sockets make it, written if it changed. */
  private presenceEverywhere(context: WriteContext, matchID: string, playerIDs: readonly string[]): Promise<Server.MatchData | undefined> {
    return socketsEverywhere(context.tx, matchID, playerIDs).then((sockets) => this.revise(context, matchID, (stored) => withPresence(stored, sockets)));
  }

  /** The frequent metadata writes (a stamp, presence), built around the kept metadata's frozen parts. */
  private reviseMetadata(matchID: string, what: string, revise: (stored: Server.MatchData) => Server.MatchData | undefined) {
    return this.writes.write(what, (context) => this.revise(context, matchID, revise));
  }

  private revise(context: WriteContext, matchID: string, revise: (stored: Server.MatchData) => Server.MatchData | undefined) {
    return reviseMetadata(context, matchID, this.kept(context, matchID), revise);
  }

  /** The match's hot entry with the parts asked for, read from the row where missing. */
  private async hotEntry(matchID: string, opts: Pick<StorageAPI.FetchOpts, 'state' | 'metadata'>): Promise<HotMatch | undefined> {
    const hot = this.hot.get(matchID);
    const missing = { state: opts.state && !hot?.state, metadata: opts.metadata && !hot?.metadata };
    if (!missing.state && !missing.metadata) return hot;
    // A notice during the read clears parts of this very entry: what it holds now is copied.
    const held = { ...hot };
    const row = await this.reads.around(matchID, async () => {
      const [found] = await readOrUnavailable(this.where, `reading match ${matchID}`, () =>
        this.sql<{ state: string | null; metadata: string | null }[]>`
          SELECT ${missing.state ? this.sql`state` : this.sql`NULL`} AS state, ${missing.metadata ? this.sql`metadata` : this.sql`NULL`} AS metadata
          FROM matches WHERE match_id = ${matchID}`);
      return found;
    });
    if (!row) return undefined;
    const read: HotMatch = {
      ...(row.value.state !== null ? { state: storedParse<State>(row.value.state) } : {}),
      ...(row.value.metadata !== null ? { metadata: keptMetadata(row.value.metadata), metadataJson: row.value.metadata } : {}),
    };
    // A write or a notice about the match while the row was read makes the row older than memory.
    if (row.unchanged) this.hot.keep(matchID, read);
    // Memory may also have dropped parts the read did not fetch (a notice, a refresh): those held
    // when the read began answer for them, or the caller would find the match without them.
    return layered(held, this.hot.get(matchID), row.unchanged ? undefined : read);
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const hot = opts.state || opts.metadata ? await this.hotEntry(matchID, opts) : undefined;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = hot?.state ? clonePlain(hot.state) : undefined;
    if (opts.metadata) result.metadata = hot?.metadata ? withSeatTable(clonePlain(hot.metadata)) : undefined;
    if (opts.initialState) result.initialState = await readOrUnavailable(this.where, `reading match ${matchID}`, () => readInitialState(this.sql, matchID));
    if (opts.log) result.log = await readOrUnavailable(this.where, `reading the log of match ${matchID}`, () => readLog(this.sql, matchID));
    return result as StorageAPI.FetchResult<O>;
  }

  recentLog(matchID: string, count: number): Promise<LogEntry[]> {
    return readOrUnavailable(this.where, `reading the log of match ${matchID}`, () => readRecentLog(this.sql, matchID, count));
  }

  async peek(matchID: string, opts: Pick<StorageAPI.FetchOpts, 'state' | 'metadata'>): Promise<Pick<StorageAPI.FetchFields, 'state' | 'metadata'>> {
    const hot = await this.hotEntry(matchID, opts);
    return { ...(opts.state ? { state: hot?.state } : {}), ...(opts.metadata ? { metadata: hot?.metadata } : {}) } as Pick<StorageAPI.FetchFields, 'state' | 'metadata'>;
  }

  wipe(matchID: string): Promise<void> {
    return this.writes.write(`deleting match ${matchID}`, async ({ tx, after }) => {
      await tx`DELETE FROM log_entries WHERE match_id = ${matchID}`;
      await tx`DELETE FROM bot_seats WHERE match_id = ${matchID}`;
      await tx`DELETE FROM chat_messages WHERE match_id = ${matchID}`;
      await tx`DELETE FROM seat_presence WHERE match_id = ${matchID}`;
      await tx`DELETE FROM matches WHERE match_id = ${matchID}`;
      after({ matchID, forget: true });
    });
  }

  refresh(matchID: string): void {
    this.apply([{ matchID, forget: true }]);
  }

  listPage(query: ListingQuery): Promise<ListingPage> {
    return readOrUnavailable(this.where, `listing ${query.gameName} matches`, () => listPage(this.sql, query));
  }

  override listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    return readOrUnavailable(this.where, 'listing matches', () => listMatchIDs(this.sql, { gameName: opts.gameName, ...opts.where }));
  }

  liveMatches(touchedAfter: number, atMost: number): Promise<LiveCount> {
    return readOrUnavailable(this.where, 'counting live matches', () => countLive(this.sql, touchedAfter, atMost));
  }

  /** Every seat shown as away, in every match: for a store only this process serves, after it starts. */
  markEveryoneAway(): Promise<number> {
    return this.writes.write('resetting presence', async ({ tx, after }) => {
      const changed = await everyoneAway(tx);
      after({ clear: true });
      return changed;
    });
  }
}
