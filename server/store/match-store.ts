import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import type { ChatLogStore } from './chat-log.ts';
import type { ListingPage, ListingQuery } from './match-listing.ts';
import type { SeatSockets } from './seat-presence.ts';
import type { StoreHealth } from './store-health.ts';

export interface BotSeat {
  gameName: string;
  matchID: string;
  playerID: string;
  /** The credentials the bot joined with: if the seat holds others now, it is someone else's. */
  credentials: string;
}

/**
 * Which seats the server's own bots hold. The seats' credentials are in the match metadata
 * like anyone's; this says which of them a bot plays, so that after a restart the server takes
 * them up again instead of leaving taken seats that never move. Only the bot manager writes
 * it: a player cannot make the server play for them by calling themselves a bot.
 */
export interface BotSeatStore {
  add(seat: BotSeat): Promise<void>;
  remove(matchID: string, playerID: string): Promise<void>;
  all(): Promise<BotSeat[]>;
  /**
   * This process plays the seat's bot from now on, until it lets go (`release`) or dies; false
   * when another process on the same store plays it. Several processes may each offer to take
   * up every recorded bot; exactly one is answered true for each.
   */
  claim(matchID: string, playerID: string): Promise<boolean>;
  release(matchID: string, playerID: string): Promise<void>;
  /**
   * Whether the claims this process holds still stand: false once they were lost with the
   * connection that held them, when the bots must stop (another process may take them up).
   */
  claimsHeld(): Promise<boolean>;
}

/** How many matches are live, as counted along an index up to a bound. */
export interface LiveCount {
  count: number;
  /** The least recent `updatedAt` among those counted, when there are any. */
  oldestTouch?: number;
}

/** What a look for presence left by processes that are gone found. */
export interface PresenceSweep {
  /** The matches whose seats it changed, with their metadata as stored, for their tables to be told. */
  changed: { matchID: string; metadata: Server.MatchData }[];
  /** This process's own record was lost with its connection: its ledger must write its presence again. */
  ownLost: boolean;
}

/**
 * Each version of a game's content once, by hash, and each match's version, so a match plays
 * on the content it was created from, whatever content/ says now and after a restart.
 */
export interface ContentVersionStore {
  /** Keeps a version (once: the same hash is the same content); answers its hash. */
  save(game: string, content: unknown): Promise<string>;
  /** A stored version's content (frozen), or undefined. */
  load(game: string, hash: string): Promise<unknown>;
  /** The game and content hash of a match (hash null for a match made before versions were kept), or undefined for no match. */
  matchVersion(matchID: string): Promise<{ game: string; hash: string | null } | undefined>;
  /** Matches from a store older than content versions play on from now on with `hash`. */
  pinUnversioned(game: string, hash: string): Promise<number>;
}

/**
 * What the server needs of a store, beyond boardgame.io's StorageAPI: the contract both the
 * SQLite store (one process, embedded) and the PostgreSQL store (several processes) keep, and
 * the store test suite checks on both (test/server/store/store-contract.ts).
 *
 * - The log is append-only; a match's initial state is kept apart from its current one.
 * - `setState` is a compare-and-set: a state not newer than the stored one is refused with
 *   StaleStateError, but for the unchanged state written back with no log (a no-op).
 * - A write to a match the store does not hold is refused with UnknownMatchError.
 * - A write that resolved is durable: a process killed right after keeps it.
 * - `peek` hands out the kept entries themselves, frozen; `fetch` hands out copies.
 * - A match's chat is kept bounded (chat-log.ts) and goes with the match when it is wiped.
 */
export interface MatchStore extends StorageAPI.Async {
  /** How messages name the store: its file, or its database without the password. */
  readonly where: string;
  readonly botSeats: BotSeatStore;
  readonly contentVersions: ContentVersionStore;
  /** The talk kept with each match: the same whichever process reads it. */
  readonly chat: ChatLogStore;
  /** Connects and brings the schema up to date; the server awaits it before serving. */
  open(): Promise<void>;
  close(): Promise<void>;
  /** The store as it answers now: a damaged or unreachable one is reported, not thrown. */
  health(): Promise<StoreHealth>;

  createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts, contentHash?: string): Promise<void>;
  setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void>;
  /**
   * Reads, changes and writes a match's metadata atomically, so two writers never overwrite
   * each other's change. `change` gets a copy and returns the new metadata, or undefined to
   * leave it; nothing identical is written again. Answers the metadata as stored afterwards.
   */
  updateMetadata(matchID: string, change: (metadata: Server.MatchData) => Server.MatchData | undefined): Promise<Server.MatchData>;
  /** A move's stamp: `updatedAt`, if later than the stored one. */
  stampMove(matchID: string, updatedAt: number): Promise<void>;
  /**
   * Seats' presence as this process's socket ledger sees it, written only if it differs; the
   * metadata as stored if it changed. With other processes on the store, a seat shows connected
   * while a socket on any of them holds its credentials.
   */
  setPresence(matchID: string, seats: readonly SeatSockets[]): Promise<Server.MatchData | undefined>;
  /**
   * Clears the presence recorded by processes that are gone (stopped, killed, cut off), so their
   * players show as away; run every few seconds by each process of a shared store.
   */
  sweepPresence(): Promise<PresenceSweep>;
  /** The kept state and metadata themselves, frozen, for readers that only read. */
  peek(matchID: string, opts: Pick<StorageAPI.FetchOpts, 'state' | 'metadata'>): Promise<Pick<StorageAPI.FetchFields, 'state' | 'metadata'>>;
  /**
   * Drops what memory holds of the match, so the next read reads it from the store: for a
   * reader that knows it is behind (a client showed a newer state, another process wrote).
   */
  refresh(matchID: string): void;
  /** A state another process kept, heard through the pub/sub: memory may take it if newer (the store decides). */
  adopt(matchID: string, state: State): void;
  /** One page of a game's listed matches, newest first. */
  listPage(query: ListingQuery): Promise<ListingPage>;
  /**
   * The live matches, of every game, listed or not: not over, and touched (`updatedAt`) after
   * `touchedAfter`. Counted along an index and no further than `atMost`, so the count costs
   * the same whatever the store holds.
   */
  liveMatches(touchedAfter: number, atMost: number): Promise<LiveCount>;
  /** The last `count` entries of a match's log, oldest first: what a sync sends, where the whole log grows without end. */
  recentLog(matchID: string, count: number): Promise<LogEntry[]>;
  /** Every seat shown as away (after a restart no socket is connected); answers how many matches changed. */
  markEveryoneAway(): Promise<number>;
}
