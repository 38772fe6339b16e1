import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { withSeatTable } from '../harden/seat-table.ts';
import { BotSeats } from './bot-seats.ts';
import { ContentVersions } from './content-versions.ts';
import { filterClauses, MatchListing, type ListingPage, type ListingQuery } from './match-listing.ts';
import { StoreAccess } from './store-access.ts';
import { StaleStateError, UnknownMatchError } from './store-errors.ts';
import { integrityProblem, probeStore, type StoreHealth } from './store-health.ts';
import { prepareSchema } from './store-schema.ts';

export const DEFAULT_DB_FILE = 'data/tablewright.sqlite';


/** G, ctx and each plugin's data: what a state means, without the plugin APIs a rejected move leaves in it. */
function content(state: State): string {
  const plugins = Object.fromEntries(Object.entries(state.plugins ?? {}).map(([name, p]) => [name, p?.data]));
  return JSON.stringify({ G: state.G, ctx: state.ctx, plugins });
}

const sameContent = (a: State, b: State) => content(a) === content(b);

const isGameover = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

/**
 * A gameover in the metadata is kept only if the stored state has ended too: Master writes
 * the metadata right after the state, and a refused state must not end the match in the lobby.
 */
function honestGameover(metadata: Server.MatchData, storedState: () => string): Server.MatchData {
  if (!isGameover(metadata) || (JSON.parse(storedState()) as State).ctx.gameover !== undefined) return metadata;
  const { gameover: _refused, ...rest } = metadata;
  return rest;
}

/**
 * boardgame.io's asynchronous storage on one SQLite file. Every write is in a transaction
 * that is on disk when the call returns (WAL, synchronous=FULL), so a server killed with
 * SIGKILL keeps every move it acknowledged; a move's state and metadata, and writes asked for
 * together, share one transaction (StoreAccess). Writes run in the order they were asked for; a lock held
 * by another process is waited out on timers, never by blocking the server (StoreAccess).
 */
export class SqliteStore extends Async {
  readonly file: string;
  readonly botSeats: BotSeats;
  readonly contentVersions: ContentVersions;
  private readonly db: Database.Database;
  private readonly access: StoreAccess;
  private readonly listing: MatchListing;
  private readonly statements;

  constructor(file: string = DEFAULT_DB_FILE, options: { lockWaitMs?: number } = {}) {
    super();
    this.file = file;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    // SQLite gives up on a lock at once; StoreAccess waits between attempts without blocking.
    this.db.pragma('busy_timeout = 0');
    this.db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps every committed transaction through a killed process (the WAL
    // is written before the call returns); only a power cut or an OS crash can lose the last
    // ones, where FULL would have synced them. docs/server.md says so.
    this.db.pragma('synchronous = NORMAL');
    prepareSchema(this.db);
    const batch = this.db.transaction((work: () => void) => work());
    this.access = new StoreAccess(file, options.lockWaitMs, (work) => batch.immediate(work));
    this.listing = new MatchListing(this.db);
    this.botSeats = new BotSeats(this.db, this.access);
    this.contentVersions = new ContentVersions(this.db, this.access);
    this.statements = {
      insertMatch: this.db.prepare(
        `INSERT INTO matches (match_id, game_name, state_id, state, initial_state, metadata, gameover, updated_at, unlisted, content_hash)
         VALUES (@matchID, @gameName, @stateID, @state, @state, @metadata, @gameover, @updatedAt, @unlisted, @contentHash)`,
      ),
      selectMetadata: this.db.prepare<[string], { metadata: string }>('SELECT metadata FROM matches WHERE match_id = ?'),
      selectStateId: this.db.prepare<[string], { state_id: number }>('SELECT state_id FROM matches WHERE match_id = ?'),
      selectState: this.db.prepare<[string], { state: string }>('SELECT state FROM matches WHERE match_id = ?'),
      updateState: this.db.prepare('UPDATE matches SET state_id = ?, state = ? WHERE match_id = ?'),
      updateMetadata: this.db.prepare('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ?, unlisted = ? WHERE match_id = ?'),
      appendLog: this.db.prepare('INSERT INTO log_entries (match_id, state_id, entry) VALUES (?, ?, ?)'),
      selectLog: this.db.prepare<[string], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY id'),
      deleteMatch: this.db.prepare('DELETE FROM matches WHERE match_id = ?'),
      deleteLog: this.db.prepare('DELETE FROM log_entries WHERE match_id = ?'),
      deleteBots: this.db.prepare('DELETE FROM bot_seats WHERE match_id = ?'),
      connectedRows: this.db.prepare<[], { match_id: string; metadata: string }>(
        `SELECT match_id, metadata FROM matches WHERE metadata LIKE '%"isConnected":true%'`,
      ),
      setMetadataOnly: this.db.prepare('UPDATE matches SET metadata = ? WHERE match_id = ?'),
    };
  }

  connect(): void {}

  private readonly selectColumns = new Map<string, Database.Statement<[string], Record<string, string>>>();

  /** A statement reading just the fetched columns (always at least the key, so a missing match reads as undefined). */
  private columnsOf(opts: StorageAPI.FetchOpts) {
    const columns = ['match_id', ...(opts.state ? ['state'] : []), ...(opts.metadata ? ['metadata'] : []), ...(opts.initialState ? ['initial_state'] : [])].join(', ');
    let statement = this.selectColumns.get(columns);
    if (!statement) {
      statement = this.db.prepare<[string], Record<string, string>>(`SELECT ${columns} FROM matches WHERE match_id = ?`);
      this.selectColumns.set(columns, statement);
    }
    return statement;
  }

  close(): void {
    this.db.close();
  }

  /** SQLite's check of every page (run once at start); undefined when the file is sound. */
  integrityProblem(): string | undefined {
    return integrityProblem(this.db);
  }

  /** The store's state as the file shows it now; damage found is remembered, and refused from then on. */
  health(): StoreHealth {
    if (this.access.damaged) return { state: 'damaged', message: this.access.damaged };
    const health = probeStore(this.db, this.file);
    if (health.state === 'damaged') this.access.markDamaged(health.message!);
    return health;
  }

  /** A new match; `contentHash` names the content version it is made from (ContentVersions.save). */
  override createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts, contentHash?: string): Promise<void> {
    return this.access.write(`creating match ${matchID}`, () => {
      this.statements.insertMatch.run({
        matchID,
        gameName: metadata.gameName,
        stateID: initialState._stateID,
        state: JSON.stringify(initialState),
        metadata: JSON.stringify(metadata),
        gameover: isGameover(metadata) ? 1 : 0,
        updatedAt: metadata.updatedAt,
        unlisted: metadata.unlisted ? 1 : 0,
        contentHash: contentHash ?? null,
      });
    });
  }

  /**
   * Compare-and-set: the new state must be newer than the stored one. Writing back the state
   * already stored is a no-op: after a rejected move boardgame.io writes the same state (same
   * _stateID, same G and ctx, plus plugin APIs it forgot to strip). Anything else not newer
   * is refused with StaleStateError.
   */
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const json = JSON.stringify(state);
    return this.access.write(`saving a move of match ${matchID}`, () =>
      this.db
        .transaction(() => {
          // Only the id is read on the way to a move: the stored state is read back only to
          // tell a rewrite of the same state (a no-op) from a stale one.
          const stored = this.statements.selectStateId.get(matchID);
          if (!stored) throw new UnknownMatchError(matchID);
          if (state._stateID <= stored.state_id) {
            if (state._stateID === stored.state_id && !deltalog?.length && sameContent(state, JSON.parse(this.statements.selectState.get(matchID)!.state))) return;
            throw new StaleStateError(matchID, stored.state_id, state._stateID);
          }
          this.statements.updateState.run(state._stateID, json, matchID);
          for (const entry of deltalog ?? []) {
            this.statements.appendLog.run(matchID, entry._stateID, JSON.stringify(entry));
          }
        })
        .immediate(),
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
    return this.access.write(`updating match ${matchID}`, () =>
      this.db
        .transaction(() => {
          const stored = this.statements.selectMetadata.get(matchID);
          if (!stored) throw new UnknownMatchError(matchID);
          const unchanged = () => withSeatTable(JSON.parse(stored.metadata));
          const proposed = change(unchanged());
          if (!proposed) return unchanged();
          const written = honestGameover(proposed, () => this.statements.selectState.get(matchID)!.state);
          const json = JSON.stringify(written);
          if (json === stored.metadata) return unchanged();
          this.statements.updateMetadata.run(json, isGameover(written) ? 1 : 0, written.updatedAt, written.unlisted ? 1 : 0, matchID);
          return withSeatTable(written);
        })
        .immediate(),
    );
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.access.read(`reading match ${matchID}`, () => {
      // Only the columns asked for: Master asks for the state or the metadata alone several times a move.
      const row = this.columnsOf(opts).get(matchID);
      const result: Partial<StorageAPI.FetchFields> = {};
      if (opts.state) result.state = row ? JSON.parse(row.state) : undefined;
      // Every reader (the lobby routes, Master) indexes the seats with a client's playerID.
      if (opts.metadata) result.metadata = row ? withSeatTable(JSON.parse(row.metadata)) : undefined;
      if (opts.initialState) result.initialState = row ? JSON.parse(row.initial_state) : undefined;
      if (opts.log) {
        result.log = this.statements.selectLog.all(matchID).map((r) => JSON.parse(r.entry) as LogEntry);
      }
      return result as StorageAPI.FetchResult<O>;
    });
  }

  wipe(matchID: string): Promise<void> {
    return this.access.write(`deleting match ${matchID}`, () =>
      this.db
        .transaction(() => {
          this.statements.deleteLog.run(matchID);
          this.statements.deleteBots.run(matchID);
          this.statements.deleteMatch.run(matchID);
        })
        .immediate(),
    );
  }

  /** One page of a game's listed matches, newest first (the lobby's listing). */
  listPage(query: ListingQuery): Promise<ListingPage> {
    return this.access.read(`listing ${query.gameName} matches`, () => this.listing.page(query));
  }

  /** How SQLite runs a listing page; a test pins that it walks an index. */
  listingPlan(query: ListingQuery): string[] {
    return this.listing.plan(query);
  }

  override listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const { clauses, params } = filterClauses({ gameName: opts.gameName, ...opts.where });
    const sql = `SELECT match_id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY updated_at, match_id`;
    return this.access.read('listing matches', () =>
      this.db
        .prepare<(string | number)[], { match_id: string }>(sql)
        .all(...params)
        .map((r) => r.match_id),
    );
  }

  /**
   * After a restart no socket is connected, whatever the metadata said when the last
   * process died: every seat shows as away until its player syncs again.
   */
  markEveryoneAway(): Promise<number> {
    return this.access.write('resetting presence', () =>
      this.db
        .transaction(() => {
          const rows = this.statements.connectedRows.all();
          for (const row of rows) {
            const metadata = JSON.parse(row.metadata) as Server.MatchData;
            for (const player of Object.values(metadata.players)) if (player.isConnected) player.isConnected = false;
            this.statements.setMetadataOnly.run(JSON.stringify(metadata), row.match_id);
          }
          return rows.length;
        })
        .immediate(),
    );
  }
}
