import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import type { ClusterBus } from '../cluster/redis-bus.ts';
import type { MatchStore } from '../store/match-store.ts';

export interface Payload {
  type: string;
  args: unknown[];
}

const MATCH_PREFIX = 'MATCH-';

/** boardgame.io's pub/sub channel for a match's broadcasts. */
export const matchChannel = (matchID: string) => `${MATCH_PREFIX}${matchID}`;

/** The match of a broadcast channel, or undefined for another channel. */
export const matchOfChannel = (channelId: string): string | undefined => (channelId.startsWith(MATCH_PREFIX) ? channelId.slice(MATCH_PREFIX.length) : undefined);

/** boardgame.io's transport pub/sub interface (server/transport/pubsub). */
export interface PubSub<T> {
  publish(channelId: string, payload: T): void;
  subscribe(channelId: string, callback: (payload: T) => void): void;
  unsubscribeAll(channelId: string): void;
}

interface Held {
  channelId: string;
  payload: Payload;
  stateID: number;
}

/** The state a broadcast announces: 'update' is [matchID, state], 'patch' is [matchID, prev, prevState, state]. */
function announcedStateID(payload: Payload): number | undefined {
  const state = payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
  return (state as State | undefined)?._stateID;
}

/**
 * Master broadcasts a new state BEFORE it writes it to the store. The gate holds each
 * state broadcast until the store has accepted that state, and drops it if the store
 * refuses it (a stale write), so no client is ever told of a move that was not kept.
 * Master calls setState right after the broadcast, in the same tick, so nothing waits.
 *
 * After an action the rules refused, Master broadcasts and writes back the unchanged state
 * (with no log) and stamps a new `updatedAt` on the match: everyone would learn that someone
 * tried a forbidden move (in Are You A Robot?, a Robot trying to shoot). The gate drops that
 * broadcast and that metadata write too: a refused action leaves no trace.
 *
 * Presence is the socket ledger's to announce (`announce`): Master's own `matchData`
 * broadcasts, sent on every sync even when nothing changed, are dropped.
 */
export class CommitGate {
  private readonly held = new Map<string, Held[]>();
  private readonly callbacks = new Map<string, ((payload: Payload) => void)[]>();
  private readonly listeners: ((matchID: string, state: State) => void)[] = [];
  /** Presence news delivered to each channel's sockets so far, while they are subscribed. */
  private readonly seatNews = new Map<string, number>();
  private bus: ClusterBus | undefined;

  readonly pubSub: PubSub<Payload> = {
    publish: (channelId, payload) => {
      if (payload.type === 'matchData') return;
      const stateID = announcedStateID(payload);
      if (stateID === undefined) return this.deliver(channelId, payload);
      const matchID = payload.args[0] as string;
      this.held.set(matchID, [...(this.held.get(matchID) ?? []), { channelId, payload, stateID }]);
    },
    subscribe: (channelId, callback) => {
      this.callbacks.set(channelId, [...(this.callbacks.get(channelId) ?? []), callback]);
      this.bus?.subscribe(channelId);
    },
    unsubscribeAll: (channelId) => {
      this.callbacks.delete(channelId);
      this.seatNews.delete(channelId);
      this.bus?.unsubscribe(channelId);
    },
  };

  /**
   * Joins the processes serving the same matches: what this gate lets out goes to their
   * sockets too, and what they let out comes to this process's sockets through `heard`.
   */
  join(bus: ClusterBus): void {
    this.bus = bus;
    for (const channelId of this.callbacks.keys()) bus.subscribe(channelId);
  }

  /**
   * Another process's broadcast, already past its own gate: for this process's sockets only.
   * A state it kept is news here too (the window clocks of this process's matches hear of it).
   */
  heard(channelId: string, payload: Payload): void {
    this.deliver(channelId, payload, false);
    const stateID = announcedStateID(payload);
    if (stateID === undefined) return;
    const state = (payload.type === 'update' ? payload.args[1] : payload.args[3]) as State;
    for (const listener of this.listeners) listener(payload.args[0] as string, state);
  }

  /** The matches this process has sockets on. */
  matchesWithSockets(): string[] {
    return [...this.callbacks.keys()].map(matchOfChannel).filter((id): id is string => id !== undefined);
  }

  /**
   * Sends a match's sockets its state as stored, with the end of its log (a client keeps only
   * the entries it lacks): this process's sockets, or with `everywhere` every process's.
   */
  resend(matchID: string, state: State, log: LogEntry[], everywhere = false): void {
    this.deliver(matchChannel(matchID), { type: 'update', args: [matchID, { ...state, deltalog: log }] }, everywhere);
  }

  /**
   * Sends a match's sockets its seats as stored (who is connected): presence news another
   * process announced while this one was not listening is not heard again.
   */
  resendSeats(matchID: string, seats: unknown[], everywhere = false): void {
    this.deliver(matchChannel(matchID), { type: 'matchData', args: [matchID, seats] }, everywhere);
  }

  /**
   * A mark of the presence news a match's sockets have been sent: seats read from the store are
   * resent only if no news came while they were read, as that news is newer than they are.
   */
  seatNewsMark(matchID: string): number {
    return this.seatNews.get(matchChannel(matchID)) ?? 0;
  }

  /** Sends a message to every socket of a match at once (the ledger's presence news). */
  announce(matchID: string, payload: Payload): void {
    this.deliver(matchChannel(matchID), payload);
  }

  /** The store Master must use, so the gate learns the outcome of every state write. */
  guard(store: MatchStore): StorageAPI.Async {
    return new GatedStore(store, (matchID, state, news) => {
      this.settle(matchID, state._stateID, news);
      if (news) for (const listener of this.listeners) listener(matchID, state);
    });
  }

  /** Calls `listener` with every state the store kept as news, when it kept it. */
  onCommitted(listener: (matchID: string, state: State) => void): void {
    this.listeners.push(listener);
  }

  /** Delivers the broadcasts of a state the store kept as news; drops those of a refused or unchanged one. */
  private settle(matchID: string, stateID: number, news: boolean): void {
    const waiting = this.held.get(matchID) ?? [];
    const settled = waiting.filter((h) => h.stateID === stateID);
    const rest = waiting.filter((h) => h.stateID !== stateID);
    if (rest.length) this.held.set(matchID, rest);
    else this.held.delete(matchID);
    if (news) for (const h of settled) this.deliver(h.channelId, h.payload);
  }

  private deliver(channelId: string, payload: Payload, fromHere = true): void {
    const callbacks = this.callbacks.get(channelId);
    if (callbacks && payload.type === 'matchData') this.seatNews.set(channelId, (this.seatNews.get(channelId) ?? 0) + 1);
    for (const callback of callbacks ?? []) callback(payload);
    if (fromHere) this.bus?.publish(channelId, payload);
  }
}

class GatedStore extends Async {
  /** Matches whose state write in this tick put back a refused action's unchanged state. */
  private readonly refusedNow = new Set<string>();

  constructor(
    private readonly inner: MatchStore,
    private readonly settle: (matchID: string, state: State, news: boolean) => void,
  ) {
    super();
  }

  connect() {
    return this.inner.connect();
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    return this.inner.createMatch(matchID, opts);
  }

  /**
   * Every action the reducer accepts adds to the log; a write with no log entries is Master
   * putting back the state it read after refusing an action (the store keeps it as a no-op).
   */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const news = Boolean(deltalog?.length);
    if (!news) {
      // Master issues its metadata write in the same tick as this one (Master.onUpdate).
      this.refusedNow.add(matchID);
      queueMicrotask(() => this.refusedNow.delete(matchID));
    }
    try {
      await this.inner.setState(matchID, state, deltalog);
    } catch (error) {
      this.settle(matchID, state, false);
      throw error;
    }
    this.settle(matchID, state, news);
  }

  /**
   * Master writes back the whole metadata it read before a move or a sync, which would undo
   * a join that happened meanwhile. Only the move's `updatedAt` and `gameover` are its to
   * change (presence is the socket ledger's). After a refused action, not even those: the
   * lobby must not show that one happened.
   */
  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    // Master's write comes first, in the same tick as setState: consume the mark so no other write is skipped.
    if (this.refusedNow.delete(matchID)) return;
    if (metadata.gameover === undefined) return this.inner.stampMove(matchID, metadata.updatedAt);
    await this.inner.updateMetadata(matchID, (stored) => ({
      ...stored,
      updatedAt: Math.max(stored.updatedAt, metadata.updatedAt),
      ...(metadata.gameover === undefined ? {} : { gameover: metadata.gameover }),
    }));
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.inner.fetch(matchID, opts);
  }

  /** The store's frozen entries, for LeanMaster: without it every move read a copy of the match. */
  peek(matchID: string, opts: Parameters<MatchStore['peek']>[1]): ReturnType<MatchStore['peek']> {
    return this.inner.peek(matchID, opts);
  }

  refresh(matchID: string): void {
    this.inner.refresh(matchID);
  }

  /** The talk kept with each match, for LeanMaster's chat and syncs. */
  get chat(): MatchStore['chat'] {
    return this.inner.chat;
  }

  /** The end of a match's log, for LeanMaster's syncs. */
  recentLog(matchID: string, count: number): Promise<LogEntry[]> {
    return this.inner.recentLog(matchID, count);
  }

  wipe(matchID: string): Promise<void> {
    return this.inner.wipe(matchID);
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }
}
