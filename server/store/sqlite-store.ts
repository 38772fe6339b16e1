import Database from 'better-sqlite3';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { clonePlain } from '../../games/kit/clone-plain.ts';
import { withSeatTable } from '../harden/seat-table.ts';
import { BotSeats } from './bot-seats.ts';
import { ContentVersions } from './content-versions.ts';
import { DEFAULT_DB_FILE } from './default-db-file.ts';
import { SqliteChatLog } from './sqlite-chat-log.ts';
import { SqliteColumnReads } from './sqlite-column-reads.ts';
import { SqliteLogTail } from './sqlite-log-tail.ts';
import { HotMatches, type HotMatch } from './hot-matches.ts';
import type { LiveCount, MatchStore, PresenceSweep } from './match-store.ts';
import { awayEverywhere, withPresence, type SeatSockets } from './seat-presence.ts';
import { asStored, honestGameover, isGameover, keptMetadata, sameContent } from './stored-form.ts';
import { MatchListing, type ListingPage, type ListingQuery } from './match-listing.ts';
import { DataVersionWatch } from './data-version-watch.ts';
import { PendingMoves, withStamp } from './pending-moves.ts';
import { LOCK_WAIT_MS, StoreAccess } from './store-access.ts';
import { openStoreFile } from './open-store-file.ts';
import { StaleStateError, UnknownMatchError } from './store-errors.ts';
import { checkpointInCommits, WalCheckpointer } from './wal-checkpointer.ts';
import { integrityProblem, probeStore, type StoreHealth } from './store-health.ts';
import { prepareStatements } from './store-schema.ts';
import type { StoreOptions } from './sqlite-store-options.ts';

/**
 * boardgame.io's asynchronous storage on one SQLite file. Every write is in a transaction
 * that is committed to the write-ahead log when the call returns, so a server killed with
 * SIGKILL keeps every move it acknowledged; a move's state and metadata, and writes asked for
 * together, share one transaction (StoreAccess). Writes run in the order they were asked for; a lock held
 * by another process is waited out on timers, never by blocking the server (StoreAccess).
 * The matches played lately are also kept in memory (HotMatches): a move reads no row and
 * parses no JSON. fetch hands out copies, since boardgame.io changes what it is given; peek
 * hands out the kept, frozen entries to the server's own readers (LeanMaster).
 */
export class SqliteStore extends Async implements MatchStore {
  readonly file: string;
  readonly where: string;
  readonly botSeats: BotSeats;
  readonly contentVersions: ContentVersions;
  readonly chat: SqliteChatLog;
  private readonly db: Database.Database;
  private readonly access: StoreAccess;
  private readonly listing: MatchListing;
  private readonly statements;
  private readonly hot = new HotMatches();
  /** Each match's move whose state write has not run yet: its stamp joins it (stampMove). */
  private readonly pendingMoves = new PendingMoves();
  /** Matches whose hot entry the open transaction changed: dropped if it rolls back. */
  private readonly touched = new Set<string>();
  /** About what the open transaction writes (its JSON), for the checkpoint thread's pace. */
  private bytesWritten = 0;
  private readonly dataVersion: DataVersionWatch;
  private readonly checkpointer: WalCheckpointer | undefined;
  /** Runs work in a transaction, or in a savepoint of the batch's, so a write refused halfway leaves nothing. */
  private readonly atomically: <T>(work: () => T) => T;
  private readonly columnReads: SqliteColumnReads;
  private readonly tail: SqliteLogTail;

  constructor(file: string = DEFAULT_DB_FILE, options: StoreOptions = {}) {
    super();
    this.file = file;
    this.where = `the store file ${file}`;
    const lockWaitMs = options.lockWaitMs ?? LOCK_WAIT_MS;
    this.db = openStoreFile(file, this.where, lockWaitMs);
    this.checkpointer =
      options.checkpointThread && file !== ':memory:'
        ? new WalCheckpointer(file, this.db, options.onCheckpointFailure ?? ((message) => console.error(`WARNING: ${message}`)))
        : checkpointInCommits(this.db);
    const batch = this.db.transaction((work: () => unknown) => work());
    // Inside the batch's transaction the same function opens a savepoint. One function for
    // every write: better-sqlite3's transaction() builds a new one per call, 8 µs a write.
    this.atomically = <T>(work: () => T) => batch.immediate(work) as T;
    this.access = new StoreAccess(file, lockWaitMs, (work) => {
      try {
        // Inside the write lock, what another process committed must be seen before any compare.
        this.dataVersion.lookAgain();
        this.atomically(work);
        this.checkpointer?.committed(this.bytesWritten);
      } catch (error) {
        for (const matchID of this.touched) this.hot.forget(matchID);
        throw error;
      } finally {
        this.touched.clear();
        this.bytesWritten = 0;
      }
    });
    this.dataVersion = new DataVersionWatch(this.db);
    this.listing = new MatchListing(this.db);
    this.botSeats = new BotSeats(this.db, this.access);
    this.contentVersions = new ContentVersions(this.db, this.access);
    this.chat = new SqliteChatLog(this.db, this.access, { current: () => this.current(), touch: (matchID, parts) => this.touch(matchID, parts) });
    this.columnReads = new SqliteColumnReads(this.db);
    this.statements = prepareStatements(this.db);
    this.tail = new SqliteLogTail(this.db, options.tail, (gameName, hash) => this.contentVersions.loadNow(gameName, hash));
  }

  connect(): void {}

  /** Opened by the constructor: a file to check before anything is served (integrityProblem). */
  async open(): Promise<void> {}

  /**
   * The hot matches, emptied first if another connection (another process) has committed since
   * the last look. Looked at once per turn of the event loop, several reads a move being in
   * one turn, and at the start of every write transaction: a read may be one turn behind
   * another process, and a write built on it is refused as stale, never lost.
   */
  private current(): HotMatches {
    if (this.dataVersion.changed()) this.hot.clear();
    return this.hot;
  }

  /** Changes a match's hot entry inside a write, to be undone if the transaction rolls back. */
  private touch(matchID: string, parts: HotMatch): void {
    this.touched.add(matchID);
    this.hot.keep(matchID, parts);
  }

  async close(): Promise<void> {
    this.checkpointer?.stop();
    try {
      this.tail.keepStates(this.atomically, (matchID) => this.current().get(matchID)?.state);
    } finally {
      this.db.close();
    }
  }

  /** SQLite's check of every page (run once at start); undefined when the file is sound. */
  integrityProblem(): string | undefined {
    return integrityProblem(this.db);
  }

  /** The store's state as the file shows it now; damage found is remembered, and refused from then on. */
  async health(): Promise<StoreHealth> {
    if (this.access.damaged) return { state: 'damaged', message: this.access.damaged };
    const health = probeStore(this.db, this.file);
    if (health.state === 'damaged') this.access.markDamaged(health.message!);
    return health;
  }

  /** A new match; `contentHash` names the content version it is made from (ContentVersions.save). */
  override createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts, contentHash?: string): Promise<void> {
    const metadataJson = JSON.stringify(metadata);
    return this.access.write(`creating match ${matchID}`, () => {
      this.current();
      const stateJson = JSON.stringify(initialState);
      this.statements.insertMatch.run({
        matchID,
        gameName: metadata.gameName,
        stateID: initialState._stateID,
        state: stateJson,
        metadata: metadataJson,
        gameover: isGameover(metadata) ? 1 : 0,
        updatedAt: metadata.updatedAt,
        unlisted: metadata.unlisted ? 1 : 0,
        contentHash: contentHash ?? null,
      });
      this.bytesWritten += 2 * stateJson.length + metadataJson.length;
      this.touch(matchID, { state: asStored(initialState), unkept: 0, metadata: keptMetadata(metadataJson) });
    });
  }

  /**
   * Compare-and-set: the new state must be newer than the stored one. Writing back the state
   * already stored is a no-op: after a rejected move boardgame.io writes the same state (same
   * _stateID, same G and ctx, plus plugin APIs it forgot to strip). Anything else not newer
   * is refused with StaleStateError.
   */
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.pendingMoves.write(matchID, (stamp) =>
      this.access.write(`saving a move of match ${matchID}`, () =>
        this.atomically(() => {
          const updatedAt = stamp();
          // Only the id is read on the way to a move: the stored state is read back only to
          // tell a rewrite of the same state (a no-op) from a stale one.
          const hot = this.current().get(matchID);
          const storedID = hot?.state ? hot.state._stateID : this.statements.selectStateId.get(matchID)?.state_id;
          if (storedID === undefined) throw new UnknownMatchError(matchID);
          if (state._stateID <= storedID) {
            if (state._stateID === storedID && !deltalog?.length && sameContent(state, this.currentState(matchID))) return;
            throw new StaleStateError(matchID, storedID, state._stateID);
          }
          for (const entry of deltalog ?? []) {
            const entryJson = JSON.stringify(entry);
            this.statements.appendLog.run(matchID, entry._stateID, entryJson);
            this.bytesWritten += entryJson.length;
          }
          const { json, replayFrom, unkept } = this.tail.stateWrite(matchID, state, deltalog, hot?.state && hot.unkept);
          const stamped = updatedAt === undefined ? undefined : this.revised(matchID, (stored) => withStamp(stored, updatedAt));
          if (stamped) {
            const metadataJson = JSON.stringify(stamped);
            const meta = [metadataJson, isGameover(stamped) ? 1 : 0, stamped.updatedAt, stamped.unlisted ? 1 : 0, matchID] as const;
            if (json === undefined) this.statements.updateMoveLogged.run(state._stateID, ...meta);
            else this.statements.updateMove.run(state._stateID, json, replayFrom, ...meta);
            this.bytesWritten += metadataJson.length;
            this.touch(matchID, { metadata: stamped });
          } else if (json === undefined) this.statements.updateStateId.run(state._stateID, matchID);
          else this.statements.updateState.run(state._stateID, json, replayFrom, matchID);
          this.bytesWritten += json?.length ?? 0;
          this.touch(matchID, { state: asStored(state, hot?.state), unkept });
        }),
      ),
    );
  }

  /** Replaces the metadata (boardgame.io's StorageAPI); Tablewright's own writers use updateMetadata. */
  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.updateMetadata(matchID, () => metadata);
  }

  /**
   * Reads, changes and writes a match's metadata in one transaction, so two writers (a join
   * and a move, two joins) never overwrite each other's change. `change` gets a copy and
   * returns the new metadata, or undefined to leave it; nothing identical is written again.
   * Answers the metadata as stored afterwards.
   */
  updateMetadata(matchID: string, change: (metadata: Server.MatchData) => Server.MatchData | undefined): Promise<Server.MatchData> {
    return this.access.write(`updating match ${matchID}`, () => this.atomically(() => this.changeMetadata(matchID, change)));
  }

  private changeMetadata(matchID: string, change: (metadata: Server.MatchData) => Server.MatchData | undefined): Server.MatchData {
    const hot = this.current().get(matchID);
    const row = hot?.metadata ? undefined : this.statements.selectMetadata.get(matchID)?.metadata;
    const stored = hot?.metadata ?? (row === undefined ? undefined : keptMetadata(row));
    if (stored === undefined) throw new UnknownMatchError(matchID);
    const unchanged = () => withSeatTable(clonePlain(stored));
    const proposed = change(unchanged());
    if (!proposed) return unchanged();
    const written = honestGameover(proposed, () => this.currentState(matchID));
    const json = JSON.stringify(written);
    // The kept metadata is JSON's reading of the row, so it stringifies back to the row's text, which is not kept (0.5-0.8 KB a live match).
    if (json === (row ?? JSON.stringify(stored))) return unchanged();
    this.writeMetadata(matchID, written, json, keptMetadata(json));
    return withSeatTable(written);
  }

  /** Writes a match's metadata row and keeps `kept` (frozen, with its seat table) as its hot metadata. */
  private writeMetadata(matchID: string, written: Server.MatchData, json: string, kept: Server.MatchData): void {
    this.statements.updateMetadata.run(json, isGameover(written) ? 1 : 0, written.updatedAt, written.unlisted ? 1 : 0, matchID);
    this.bytesWritten += json.length;
    this.touch(matchID, { metadata: kept });
  }

  /**
   * A move's stamp on its match's metadata: `updatedAt`, if later than the stored one (Master's
   * write after every move).
   */
  async stampMove(matchID: string, updatedAt: number): Promise<void> {
    // Master asks for the stamp in the same tick as the move's state: one row write for both.
    const joined = this.pendingMoves.join(matchID, updatedAt);
    if (joined) return joined;
    await this.reviseMetadata(matchID, `updating match ${matchID}`, (stored) => withStamp(stored, updatedAt));
  }

  /** Seats' presence as the socket ledger sees it (withPresence), written only if it differs; answers the metadata as stored afterwards if it changed. */
  setPresence(matchID: string, seats: readonly SeatSockets[]): Promise<Server.MatchData | undefined> {
    return this.reviseMetadata(matchID, `recording presence in match ${matchID}`, (stored) => withPresence(stored, seats));
  }

  /** One process serves a SQLite store: no other's presence to clear. */
  async sweepPresence(): Promise<PresenceSweep> {
    return { changed: [], ownLost: false };
  }

  /**
   * The frequent metadata writes (a move's stamp, presence) without updateMetadata's copies:
   * `revise` gets the kept metadata, frozen, and returns the new one built around its parts,
   * or undefined to leave it. The result is kept as it is, frozen, with its seat table.
   */
  private reviseMetadata(matchID: string, what: string, revise: (stored: Server.MatchData) => Server.MatchData | undefined) {
    return this.access.write(what, () => {
      const written = this.revised(matchID, revise);
      if (written) this.writeMetadata(matchID, written, JSON.stringify(written), written);
      return written;
    });
  }

  /** Inside a write: the kept metadata as `revise` makes it, frozen, or undefined if it leaves it. */
  private revised(matchID: string, revise: (stored: Server.MatchData) => Server.MatchData | undefined): Server.MatchData | undefined {
    const stored = this.hotEntry(matchID, { metadata: true }).hot?.metadata;
    if (!stored) throw new UnknownMatchError(matchID);
    const written = revise(stored);
    return written && Object.freeze(written);
  }

  /** The match's hot entry with the parts asked for, read from the row where missing; and the initial state if asked. */
  private hotEntry(matchID: string, opts: StorageAPI.FetchOpts): { hot?: HotMatch; initialState?: State } {
    const hot = this.current().get(matchID);
    // Only the columns asked for and not hot: Master asks for the state or the metadata alone several times a move.
    const missing = { state: opts.state && !hot?.state, metadata: opts.metadata && !hot?.metadata, initialState: opts.initialState };
    if (!missing.state && !missing.metadata && !missing.initialState) return { hot };
    const row = this.columnReads.for(missing).get(matchID);
    if (!row) return {};
    this.hot.keep(matchID, {
      ...(missing.state ? this.tail.caughtUp(matchID, row) : {}),
      ...(missing.metadata ? { metadata: keptMetadata(row.metadata) } : {}),
    });
    return { hot: this.hot.get(matchID), ...(opts.initialState ? { initialState: JSON.parse(row.initial_state) } : {}) };
  }

  /** The match's state now, read back if it is not hot (inside a write, for its checks). */
  private currentState(matchID: string): State {
    return this.hotEntry(matchID, { state: true }).hot!.state!;
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.access.read(`reading match ${matchID}`, () => {
      const { hot, initialState } = this.hotEntry(matchID, opts);
      const result: Partial<StorageAPI.FetchFields> = {};
      if (opts.state) result.state = hot ? clonePlain(hot.state) : undefined;
      // Every reader (the lobby routes, Master) indexes the seats with a client's playerID.
      if (opts.metadata) result.metadata = hot ? withSeatTable(clonePlain(hot.metadata!)) : undefined;
      if (opts.initialState) result.initialState = initialState;
      if (opts.log) {
        result.log = this.statements.selectLog.all(matchID).map((r) => JSON.parse(r.entry) as LogEntry);
      }
      return result as StorageAPI.FetchResult<O>;
    });
  }

  recentLog(matchID: string, count: number): Promise<LogEntry[]> {
    return this.access.read(`reading the log of match ${matchID}`, () =>
      this.statements.selectRecentLog.all(matchID, count).map((r) => JSON.parse(r.entry) as LogEntry),
    );
  }

  /**
   * The match's state and metadata as stored, without copies, for a reader that only reads
   * (the packet screen, several times a move): they are frozen, so a write throws.
   */
  peek(matchID: string, opts: Pick<StorageAPI.FetchOpts, 'state' | 'metadata'>): Promise<Pick<StorageAPI.FetchFields, 'state' | 'metadata'>> {
    return this.access.read(`reading match ${matchID}`, () => {
      const { hot } = this.hotEntry(matchID, opts);
      return {
        ...(opts.state ? { state: hot?.state } : {}),
        ...(opts.metadata ? { metadata: hot?.metadata } : {}),
      } as Pick<StorageAPI.FetchFields, 'state' | 'metadata'>;
    });
  }

  wipe(matchID: string): Promise<void> {
    return this.access.write(`deleting match ${matchID}`, () =>
      this.atomically(() => {
        this.statements.deleteLog.run(matchID);
        this.statements.deleteBots.run(matchID);
        this.statements.deleteChat.run(matchID);
        this.statements.deleteMatch.run(matchID);
        this.current().forget(matchID);
      }),
    );
  }

  refresh(matchID: string): void {
    this.hot.forget(matchID);
  }

  // One process serves a SQLite file: there is no other process's state to adopt.
  adopt(): void {}

  /** One page of a game's listed matches, newest first (the lobby's listing). */
  listPage(query: ListingQuery): Promise<ListingPage> {
    return this.access.read(`listing ${query.gameName} matches`, () => this.listing.page(query));
  }

  /** How SQLite runs a listing page; a test pins that it walks an index. */
  listingPlan(query: ListingQuery): string[] {
    return this.listing.plan(query);
  }

  override listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    return this.access.read('listing matches', () => this.listing.ids({ gameName: opts.gameName, ...opts.where }));
  }

  liveMatches(touchedAfter: number, atMost: number): Promise<LiveCount> {
    return this.access.read('counting live matches', () => this.listing.live(touchedAfter, atMost));
  }

  /**
   * After a restart no socket is connected, whatever the metadata said when the last
   * process died: every seat shows as away until its player syncs again.
   */
  markEveryoneAway(): Promise<number> {
    return this.access.write('resetting presence', () =>
      this.atomically(() => {
        this.current().clear();
        const rows = this.statements.connectedRows.all();
        for (const row of rows) this.statements.setMetadataOnly.run(awayEverywhere(row.metadata), row.match_id);
        return rows.length;
      }),
    );
  }
}
