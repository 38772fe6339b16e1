import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { MatchStore } from '../../../server/store/match-store.ts';
import { StaleStateError, UnknownMatchError } from '../../../server/store/store-errors.ts';
import { chatContract } from './chat-contract.ts';

/** Where a store keeps its matches: a SQLite file, a PostgreSQL database. */
export interface StoreBackend {
  /** Empties the backing before each test. */
  reset(): Promise<void>;
  /** A store on the backing, opened: a second one is another server process on the same matches. */
  open(): Promise<MatchStore>;
  /** Whether several processes serve the store's matches together, sharing its bots out; else one process owns them all. */
  sharedByProcesses: boolean;
  /** Cuts a store's connections to the backing at once, as a network fault would (a shared store's). */
  cutOff?(store: MatchStore): Promise<void>;
}

const state = (stateID: number, extra: Record<string, unknown> = {}): State =>
  ({ G: { n: stateID, ...extra }, ctx: { turn: stateID }, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as unknown as State;

const ended = (stateID: number, gameover: unknown): State => ({ ...state(stateID), ctx: { turn: stateID, gameover } }) as unknown as State;

const metadata = (gameName: string, updatedAt: number, gameover?: unknown): Server.MatchData => ({
  gameName,
  players: { 0: { id: 0 }, 1: { id: 1 } },
  createdAt: updatedAt,
  updatedAt,
  ...(gameover === undefined ? {} : { gameover }),
});

const logEntry = (stateID: number, move: string): LogEntry =>
  ({ action: { type: 'MAKE_MOVE', payload: { type: move, args: [], playerID: '0' } }, _stateID: stateID, turn: 1, phase: null }) as unknown as LogEntry;

const moves = (log: LogEntry[]) => log.map((e) => e.action.payload.type);

/** Waits until `check` passes: another store hears of a change once it has committed, a moment later. */
export const heard = (check: () => Promise<void>): Promise<void> => vi.waitFor(check, { timeout: 5000, interval: 20 });

/**
 * The store contract (server/store/match-store.ts), run on every store: what boardgame.io's
 * Master and the server expect, and what two processes on the same matches must not break.
 */
export function storeContract(name: string, backend: StoreBackend): void {
  describe(`${name}: the store contract`, () => {
    let store: MatchStore;
    const others: MatchStore[] = [];
    const another = async () => {
      const opened = await backend.open();
      others.push(opened);
      return opened;
    };

    beforeEach(async () => {
      await backend.reset();
      store = await backend.open();
    });
    afterEach(async () => {
      for (const s of [store, ...others.splice(0)]) await s.close();
    });

    it('returns every field of a match in the shapes Master expects, and only those asked for', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      const all = await store.fetch('m1', { state: true, metadata: true, log: true, initialState: true });
      expect(all.state).toEqual(state(0));
      expect(all.initialState).toEqual(state(0));
      expect(all.metadata).toEqual(metadata('g', 10));
      expect(all.log).toEqual([]);
      expect(Object.keys(await store.fetch('m1', { metadata: true }))).toEqual(['metadata']);
      const missing = await store.fetch('nope', { state: true, metadata: true, log: true, initialState: true });
      expect(missing).toEqual({ state: undefined, metadata: undefined, initialState: undefined, log: [] });
    });

    it('refuses to create a match that exists, and keeps the one it has', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await expect(store.createMatch('m1', { initialState: state(5), metadata: metadata('h', 20) })).rejects.toThrow();
      expect((await store.fetch('m1', { metadata: true })).metadata.gameName).toBe('g');
    });

    it('appends the log in order and keeps the initial state apart from the current one', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.setState('m1', state(1), [logEntry(0, 'a')]);
      await store.setState('m1', state(3), [logEntry(1, 'b'), logEntry(2, 'c')]);
      await store.setState('m1', state(4));
      const { state: current, log, initialState } = await store.fetch('m1', { state: true, log: true, initialState: true });
      expect(current._stateID).toBe(4);
      expect(initialState._stateID).toBe(0);
      expect(moves(log)).toEqual(['a', 'b', 'c']);
    });

    it('reads the end of a log, oldest first, however long the log', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      for (let i = 0; i < 12; i++) await store.setState('m1', state(i + 1), [logEntry(i, `m${i}`)]);
      expect(moves(await store.recentLog('m1', 3))).toEqual(['m9', 'm10', 'm11']);
      expect(moves(await store.recentLog('m1', 50))).toHaveLength(12);
      expect(await store.recentLog('nope', 3)).toEqual([]);
    });

    it('counts the live matches of every game, listed or not: not over, touched after the time; no further than asked', async () => {
      await store.createMatch('old', { initialState: state(0), metadata: metadata('g', 100) });
      await store.createMatch('live1', { initialState: state(0), metadata: metadata('g', 300) });
      await store.createMatch('live2', { initialState: state(0), metadata: { ...metadata('h', 250), unlisted: true } });
      await store.createMatch('over', { initialState: state(0), metadata: metadata('g', 400) });
      await store.setState('over', ended(1, { winner: '0' }));
      await store.setMetadata('over', metadata('g', 400, { winner: '0' }));
      expect(await store.liveMatches(200, 10)).toEqual({ count: 2, oldestTouch: 250 });
      expect(await store.liveMatches(200, 1)).toEqual({ count: 1, oldestTouch: 250 });
      await store.stampMove('old', 500);
      expect(await store.liveMatches(200, 10)).toEqual({ count: 3, oldestTouch: 250 });
      expect(await store.liveMatches(1000, 10)).toEqual({ count: 0 });
    });

    it('refuses a write that is not newer than the stored state, and keeps the stored one and its log', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.setState('m1', state(1, { who: 'first' }), [logEntry(0, 'first')]);
      await expect(store.setState('m1', state(1, { who: 'second' }), [logEntry(0, 'second')])).rejects.toBeInstanceOf(StaleStateError);
      await expect(store.setState('m1', state(0), [])).rejects.toThrow(/stale write to match m1.*state 0.*state 1/);
      const { state: current, log } = await store.fetch('m1', { state: true, log: true });
      expect(current.G).toEqual({ n: 1, who: 'first' });
      expect(moves(log)).toEqual(['first']);
    });

    it('accepts the unchanged state written back after a rejected move, without touching the log', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.setState('m1', state(1), [logEntry(0, 'a')]);
      await expect(store.setState('m1', state(1))).resolves.toBeUndefined();
      expect((await store.fetch('m1', { log: true })).log).toHaveLength(1);
    });

    it('refuses writes to a match it does not hold', async () => {
      await expect(store.setState('ghost', state(1))).rejects.toBeInstanceOf(UnknownMatchError);
      await expect(store.setMetadata('ghost', metadata('g', 1))).rejects.toBeInstanceOf(UnknownMatchError);
      await expect(store.stampMove('ghost', 5)).rejects.toBeInstanceOf(UnknownMatchError);
    });

    it('keeps one refused write from undoing the others asked for with it', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.createMatch('m2', { initialState: state(0), metadata: metadata('g', 10) });
      const outcomes = await Promise.allSettled([
        store.setState('m1', state(1), [logEntry(0, 'kept')]),
        store.setState('m2', state(0, { late: true }), [logEntry(0, 'stale')]),
        store.stampMove('m1', 50),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(moves((await store.fetch('m1', { log: true })).log)).toEqual(['kept']);
      expect((await store.fetch('m1', { metadata: true })).metadata.updatedAt).toBe(50);
    });

    it('keeps a metadata gameover only when the stored state has ended', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.setMetadata('m1', metadata('g', 11, { winner: '0' }));
      expect((await store.fetch('m1', { metadata: true })).metadata.gameover).toBeUndefined();
      await store.setState('m1', ended(1, { winner: '0' }));
      await store.setMetadata('m1', metadata('g', 12, { winner: '0' }));
      expect((await store.fetch('m1', { metadata: true })).metadata.gameover).toEqual({ winner: '0' });
    });

    it('changes metadata atomically: two changes asked together are both kept', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      const seat = (id: string, name: string) => (m: Server.MatchData) => ({ ...m, players: { ...m.players, [id]: { ...m.players[Number(id)], name } } });
      await Promise.all([store.updateMetadata('m1', seat('0', 'Ada')), store.updateMetadata('m1', seat('1', 'Bo'))]);
      const { players } = (await store.fetch('m1', { metadata: true })).metadata;
      expect([players[0].name, players[1].name]).toEqual(['Ada', 'Bo']);
      expect(await store.updateMetadata('m1', () => undefined)).toMatchObject({ players: { 0: { name: 'Ada' } } });
    });

    it("stamps a move only forward, and shows a seat connected only while a socket holds the seat's credentials", async () => {
      const seated = { ...metadata('g', 10), players: { 0: { id: 0, credentials: 'c0' }, 1: { id: 1 } } };
      await store.createMatch('m1', { initialState: state(0), metadata: seated });
      await store.stampMove('m1', 30);
      await store.stampMove('m1', 20);
      expect((await store.fetch('m1', { metadata: true })).metadata.updatedAt).toBe(30);
      expect(await store.setPresence('m1', [{ playerID: '0', credentials: ['wrong'] }])).toBeUndefined();
      const present = await store.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
      expect(present?.players[0].isConnected).toBe(true);
      expect((await store.fetch('m1', { metadata: true })).metadata.players[0].isConnected).toBe(true);
      expect(await store.markEveryoneAway()).toBe(1);
      expect((await store.fetch('m1', { metadata: true })).metadata.players[0].isConnected).toBe(false);
    });

    it('hands out its kept entries frozen through peek, and copies through fetch', async () => {
      await store.createMatch('m1', { initialState: state(0, { hand: ['a'] }), metadata: metadata('g', 10) });
      const peeked = await store.peek('m1', { state: true, metadata: true });
      expect(() => (peeked.state!.G as { hand: string[] }).hand.push('b')).toThrow(TypeError);
      const fetched = await store.fetch('m1', { state: true });
      (fetched.state.G as { hand: string[] }).hand.push('b');
      expect((await store.peek('m1', { state: true })).state!.G).toEqual({ n: 0, hand: ['a'] });
      expect(await store.peek('ghost', { state: true })).toEqual({ state: undefined });
    });

    it('answers every part asked for even when memory drops the match while the row is read', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      store.refresh('m1');
      await store.peek('m1', { state: true });
      // Memory holds the state alone, so this reads the metadata; a refresh (a resend, a notice) lands meanwhile.
      const both = store.peek('m1', { state: true, metadata: true });
      store.refresh('m1');
      const { state: read, metadata: readMetadata } = await both;
      expect(read?._stateID).toBe(0);
      expect(readMetadata?.gameName).toBe('g');
    });

    it('lists matches by game, gameover and update time, and pages the listed ones newest first', async () => {
      await store.createMatch('a', { initialState: state(0), metadata: metadata('g', 100) });
      await store.createMatch('b', { initialState: state(0), metadata: metadata('g', 200) });
      await store.createMatch('c', { initialState: state(0), metadata: metadata('h', 300) });
      await store.createMatch('d', { initialState: state(0), metadata: { ...metadata('g', 400), unlisted: true } });
      await store.setState('b', ended(1, { draw: true }));
      await store.setMetadata('b', metadata('g', 250, { draw: true }));
      expect(await store.listMatches()).toEqual(['a', 'b', 'c', 'd']);
      expect(await store.listMatches({ gameName: 'g', where: { isGameover: true } })).toEqual(['b']);
      expect(await store.listMatches({ where: { isGameover: false } })).toEqual(['a', 'c', 'd']);
      expect(await store.listMatches({ where: { updatedAfter: 100, updatedBefore: 300 } })).toEqual(['b']);
      const first = await store.listPage({ gameName: 'g', limit: 1 });
      expect(first.matches.map((m) => m.matchID)).toEqual(['b']);
      const second = await store.listPage({ gameName: 'g', limit: 1, after: first.next });
      expect(second.matches.map((m) => m.matchID)).toEqual(['a']);
      expect((await store.listPage({ gameName: 'g', limit: 5, isGameover: false })).matches.map((m) => m.matchID)).toEqual(['a']);
    });

    it('wipes a match, its log and its bot seats', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.setState('m1', state(1), [logEntry(0, 'a')]);
      await store.botSeats.add({ gameName: 'g', matchID: 'm1', playerID: '1', credentials: 'bot' });
      await store.wipe('m1');
      expect(await store.fetch('m1', { state: true, log: true })).toEqual({ state: undefined, log: [] });
      expect(await store.listMatches()).toEqual([]);
      expect(await store.botSeats.all()).toEqual([]);
    });

    it('keeps bot seats and content versions, each version once', async () => {
      await store.botSeats.add({ gameName: 'g', matchID: 'm1', playerID: '1', credentials: 'x' });
      await store.botSeats.add({ gameName: 'g', matchID: 'm1', playerID: '1', credentials: 'y' });
      expect(await store.botSeats.all()).toEqual([{ gameName: 'g', matchID: 'm1', playerID: '1', credentials: 'y' }]);
      await store.botSeats.remove('m1', '1');
      expect(await store.botSeats.all()).toEqual([]);
      const hash = await store.contentVersions.save('g', { handSize: 5 });
      expect(await store.contentVersions.save('g', { handSize: 5 })).toBe(hash);
      expect(await store.contentVersions.load('g', hash)).toEqual({ handSize: 5 });
      expect(await store.contentVersions.load('g', 'nope')).toBeUndefined();
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) }, hash);
      await store.createMatch('m0', { initialState: state(0), metadata: metadata('g', 10) });
      expect(await store.contentVersions.matchVersion('m1')).toEqual({ game: 'g', hash });
      expect(await store.contentVersions.pinUnversioned('g', hash)).toBe(1);
      expect(await store.contentVersions.matchVersion('m0')).toEqual({ game: 'g', hash });
    });

    it('reopens with everything in it', async () => {
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await store.setState('m1', state(1), [logEntry(0, 'a')]);
      await store.close();
      store = await backend.open();
      const { state: current, log } = await store.fetch('m1', { state: true, log: true });
      expect(current._stateID).toBe(1);
      expect(log).toHaveLength(1);
    });

    it('two processes: the same move offered to both is kept exactly once, and the other is told', async () => {
      const other = await another();
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await other.peek('m1', { state: true });
      const outcomes = await Promise.allSettled([
        store.setState('m1', state(1, { by: 'one' }), [logEntry(0, 'one')]),
        other.setState('m1', state(1, { by: 'two' }), [logEntry(0, 'two')]),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(StaleStateError);
      const { state: kept, log } = await store.fetch('m1', { state: true, log: true });
      expect(moves(log)).toEqual([(kept.G as { by: string }).by]);
    });

    it("two processes: each sees the other's moves and metadata, and neither undoes the other's change", async () => {
      const other = await another();
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await other.peek('m1', { state: true, metadata: true });
      await store.setState('m1', state(1), [logEntry(0, 'a')]);
      await store.updateMetadata('m1', (m) => ({ ...m, players: { ...m.players, 0: { id: 0, name: 'Ada' } } }));
      await heard(async () => expect((await other.peek('m1', { state: true })).state?._stateID).toBe(1));
      await other.setState('m1', state(2), [logEntry(1, 'b')]);
      await other.updateMetadata('m1', (m) => ({ ...m, players: { ...m.players, 1: { id: 1, name: 'Bo' } } }));
      await other.stampMove('m1', 99);
      await heard(async () => expect((await store.peek('m1', { metadata: true })).metadata?.updatedAt).toBe(99));
      const { metadata: both, log } = await store.fetch('m1', { metadata: true, log: true });
      expect([both.players[0].name, both.players[1].name]).toEqual(['Ada', 'Bo']);
      expect(moves(log)).toEqual(['a', 'b']);
    });

    it('two processes: metadata changes made by both at the same moment are all kept', async () => {
      const other = await another();
      await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
      await other.peek('m1', { metadata: true });
      const mark = (key: string) => (m: Server.MatchData) => ({ ...m, setupData: { ...(m.setupData as object), [key]: true } });
      await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : store).updateMetadata('m1', mark(`k${i}`))));
      // Whichever committed last, the other store hears of it a moment later.
      await heard(async () => {
        const { setupData } = (await store.fetch('m1', { metadata: true })).metadata;
        expect(Object.keys(setupData as object).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`).sort());
      });
    });

    it.runIf(backend.sharedByProcesses)('two processes: each bot seat is claimed by one, and passes to the other once released or once its holder closes', async () => {
      const other = await another();
      expect(await store.botSeats.claim('m1', '1')).toBe(true);
      expect(await store.botSeats.claim('m1', '1'), 'a claim held again by its holder').toBe(true);
      expect(await other.botSeats.claim('m1', '1')).toBe(false);
      expect(await other.botSeats.claim('m1', '2')).toBe(true);
      expect(await store.botSeats.claim('m1', '2')).toBe(false);
      await store.botSeats.release('m1', '1');
      expect(await other.botSeats.claim('m1', '1')).toBe(true);
      expect(await other.botSeats.claimsHeld()).toBe(true);
      await other.close();
      others.splice(others.indexOf(other), 1);
      expect(await store.botSeats.claim('m1', '1'), 'a closed process lets go of its bots').toBe(true);
      expect(await store.botSeats.claim('m1', '2')).toBe(true);
    });

    const seatedMatch = async (matchID: string) => {
      const seated = { ...metadata('g', 10), players: { 0: { id: 0, credentials: 'c0' }, 1: { id: 1, credentials: 'c1' } } };
      await store.createMatch(matchID, { initialState: state(0), metadata: seated });
    };
    const connected = async (on: MatchStore, matchID: string) => {
      const { players } = (await on.fetch(matchID, { metadata: true })).metadata;
      return Object.values(players).map((p) => Boolean(p.isConnected));
    };

    it.runIf(backend.sharedByProcesses)("two processes: a seat shows connected while a socket on either holds its credentials, whoever's left last", async () => {
      const other = await another();
      await seatedMatch('m1');
      await store.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
      await other.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }, { playerID: '1', credentials: ['stale'] }]);
      expect(await connected(store, 'm1')).toEqual([true, false]);
      expect(await store.setPresence('m1', [{ playerID: '0', credentials: [] }]), 'the other process still holds seat 0').toBeUndefined();
      await heard(async () => expect(await connected(other, 'm1')).toEqual([true, false]));
      const away = await other.setPresence('m1', [{ playerID: '0', credentials: [] }]);
      expect(away?.players[0].isConnected).toBe(false);
      await heard(async () => expect(await connected(store, 'm1')).toEqual([false, false]));
    });

    it.runIf(backend.sharedByProcesses)('two processes: a player moving from one to the other at the same moment stays connected, every time', async () => {
      const other = await another();
      await seatedMatch('m1');
      for (let i = 0; i < 20; i++) {
        await store.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
        await Promise.all([store.setPresence('m1', [{ playerID: '0', credentials: [] }]), other.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }])]);
        await heard(async () => expect((await connected(store, 'm1'))[0], `move ${i}`).toBe(true));
        await other.setPresence('m1', [{ playerID: '0', credentials: [] }]);
        await heard(async () => expect((await connected(store, 'm1'))[0]).toBe(false));
      }
    });

    it.runIf(backend.sharedByProcesses)("a process's seats show as away once another finds it stopped, and only that one's", async () => {
      const other = await another();
      await seatedMatch('m1');
      await store.setPresence('m1', [{ playerID: '1', credentials: ['c1'] }]);
      await other.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }, { playerID: '1', credentials: ['c1'] }]);
      expect(await store.sweepPresence(), 'both processes alive').toEqual({ changed: [], ownLost: false });
      await other.close();
      others.splice(others.indexOf(other), 1);
      const sweep = await store.sweepPresence();
      expect(sweep.changed.map((c) => [c.matchID, c.metadata.players[0].isConnected, c.metadata.players[1].isConnected])).toEqual([['m1', false, true]]);
      expect(await connected(store, 'm1')).toEqual([false, true]);
      expect((await store.sweepPresence()).changed, 'cleared once').toEqual([]);
    });

    it.runIf(backend.sharedByProcesses)('a process cut off from the store learns it lost its presence and its bots, and records them again', async () => {
      const other = await another();
      await seatedMatch('m1');
      await store.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
      expect(await store.botSeats.claim('m1', '1')).toBe(true);
      await backend.cutOff!(store);
      expect(await other.botSeats.claim('m1', '1'), "the cut-off process's bot is free").toBe(true);
      expect(await store.botSeats.claimsHeld()).toBe(false);
      await heard(async () => expect((await other.sweepPresence()).changed.map((c) => c.matchID)).toEqual(['m1']));
      expect(await store.sweepPresence()).toEqual({ changed: [], ownLost: true });
      expect(await store.sweepPresence(), 'told once').toEqual({ changed: [], ownLost: false });
      expect((await store.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]))?.players[0].isConnected).toBe(true);
      expect(await other.sweepPresence(), 'recorded under a number that holds its lock').toEqual({ changed: [], ownLost: false });
    });

    it.runIf(!backend.sharedByProcesses)('one process: no other process leaves presence to clear', async () => {
      await seatedMatch('m1');
      await store.setPresence('m1', [{ playerID: '0', credentials: ['c0'] }]);
      expect(await store.sweepPresence()).toEqual({ changed: [], ownLost: false });
      expect(await connected(store, 'm1')).toEqual([true, false]);
    });

    it.runIf(!backend.sharedByProcesses)('one process plays every bot of its store', async () => {
      expect(await store.botSeats.claim('m1', '1')).toBe(true);
      expect(await store.botSeats.claimsHeld()).toBe(true);
    });
  });
  chatContract(name, backend);
}
