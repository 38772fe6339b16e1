import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { HotMatches } from '../../../server/store/hot-matches.ts';
import { asStored, jsonCopy } from '../../../server/store/stored-form.ts';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { StaleStateError } from '../../../server/store/store-errors.ts';

const state = (stateID: number): State =>
  ({ G: { n: stateID, hand: ['a', 'b'] }, ctx: { turn: stateID, _activePlayersNumMoves: { 0: 0 } }, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as unknown as State;
const metadata = (updatedAt: number): Server.MatchData => ({ gameName: 'g', players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: 1, updatedAt });
const entry = (stateID: number): LogEntry => ({ action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: '0' } }, _stateID: stateID, turn: 1, phase: '' }) as unknown as LogEntry;

describe('jsonCopy', () => {
  it('answers what a JSON round trip answers', () => {
    const tricky = {
      a: undefined,
      b: [1, undefined, () => 1, NaN, -Infinity, { c: undefined }],
      d: new Date(0),
      e: { toJSON: () => ({ f: 1 }) },
      g: -0,
      h: null,
      i: 'x',
      j: Symbol('s'),
      ['__proto__']: { polluted: true },
    };
    Object.defineProperty(tricky, '__proto__', { value: { own: true }, enumerable: true });
    const copy = jsonCopy(tricky);
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(tricky)));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(Object.keys(JSON.parse(JSON.stringify(tricky))));
  });
});

describe('asStored', () => {
  it('keeps a value JSON would read back unchanged as it is, frozen through, sharing what it had kept', () => {
    const before = asStored({ G: { hand: ['a'], deck: [{ id: 'x', n: 1.5 }] }, ctx: { turn: 1 } });
    expect(Object.isFrozen(before.G.deck[0])).toBe(true);
    const after = { G: { ...before.G, hand: ['a', 'b'] }, ctx: { turn: 2 } };
    expect(asStored(after, before)).toBe(after);
    expect(() => after.G.hand.push('late')).toThrow(TypeError);
    expect(after.G.deck).toBe(before.G.deck);
  });

  it("keeps a frozen copy as JSON reads it back of anything JSON would change", () => {
    for (const odd of [{ a: undefined }, { a: [1, , 2] }, { a: new Date(0) }, { a: -0 }, { a: NaN }, { a: { toJSON: () => 1 } }, { a: Object.create(null) }]) {
      const value = { G: odd, ctx: { turn: 1 } };
      const stored = asStored(value);
      expect(stored).not.toBe(value);
      expect(stored).toStrictEqual(JSON.parse(JSON.stringify(value)));
      expect(Object.isFrozen(stored.G)).toBe(true);
    }
  });
});

describe('HotMatches', () => {
  it('keeps at most its capacity, dropping the match used least recently', () => {
    const hot = new HotMatches(2);
    hot.keep('a', { metadataJson: 'a' });
    hot.keep('b', { metadataJson: 'b' });
    hot.get('a');
    hot.keep('c', { metadataJson: 'c' });
    expect(hot.get('b')).toBeUndefined();
    expect(hot.get('a')?.metadataJson).toBe('a');
    expect(hot.size).toBe(2);
  });
});

describe('SqliteStore with hot matches', () => {
  let dir: string;
  let file: string;
  let store: SqliteStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tw-hot-'));
    file = join(dir, 'store.sqlite');
    store = new SqliteStore(file, { lockWaitMs: 50 });
    await store.createMatch('m', { initialState: state(0), metadata: metadata(1) });
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands out copies: what a reader changes (as boardgame.io does) is not what the next reader gets', async () => {
    const first = await store.fetch('m', { state: true, metadata: true });
    (first.state.ctx as unknown as { _activePlayersNumMoves: Record<string, number> })._activePlayersNumMoves[0]++;
    (first.state.G as { hand: string[] }).hand.push('stolen');
    first.metadata.players[0].name = 'intruder';
    const second = await store.fetch('m', { state: true, metadata: true });
    expect(second.state).toEqual(state(0));
    expect(second.metadata).toEqual(metadata(1));
  });

  it('lets a reader that only reads peek without a copy: what it sees is frozen, and follows the writes', async () => {
    await store.setState('m', state(1), [entry(0)]);
    const seen = await store.peek('m', { state: true, metadata: true });
    expect(seen.state).toEqual(state(1));
    expect(() => (seen.state!.G as { hand: string[] }).hand.push('x')).toThrow(TypeError);
    expect(() => ((seen.metadata!.players[0] as { name?: string }).name = 'x')).toThrow(TypeError);
    expect(seen.metadata).toEqual(metadata(1));
    await store.updateMetadata('m', (m) => ({ ...m, updatedAt: 7 }));
    expect((await store.peek('m', { metadata: true })).metadata!.updatedAt).toBe(7);
    expect(await store.peek('nope', { state: true, metadata: true })).toEqual({ state: undefined, metadata: undefined });
  });

  it('keeps what it writes frozen: the writer cannot change it afterwards, and readers get what the row holds', async () => {
    const written = state(1);
    await store.setState('m', written, [entry(0)]);
    expect(() => (written.G as { hand: string[] }).hand.push('late')).toThrow(TypeError);
    const reopened = new SqliteStore(file);
    const onFile = (await reopened.fetch('m', { state: true })).state;
    reopened.close();
    expect((await store.fetch('m', { state: true })).state).toStrictEqual(onFile);
    expect(onFile).toEqual(state(1));
  });

  it('keeps a state JSON would change as the row reads back', async () => {
    const written = { ...state(1), G: { n: 1, gone: undefined, when: new Date(0) } } as unknown as State;
    await store.setState('m', written, [entry(0)]);
    expect((await store.peek('m', { state: true })).state!.G).toStrictEqual({ n: 1, when: new Date(0).toJSON() });
  });

  it("stamps a move's time on the metadata, never earlier than the stored one, hot or cold, keeping every other change", async () => {
    await store.updateMetadata('m', (m) => ({ ...m, players: { ...m.players, 1: { id: 1, name: 'Ada' } } }));
    await store.stampMove('m', 40);
    await store.stampMove('m', 30);
    const onFile = async () => {
      const reopened = new SqliteStore(file);
      const { metadata } = await reopened.fetch('m', { metadata: true });
      reopened.close();
      return metadata;
    };
    expect((await store.peek('m', { metadata: true })).metadata).toEqual({ ...metadata(40), players: { 0: { id: 0 }, 1: { id: 1, name: 'Ada' } } });
    expect(await onFile()).toEqual({ ...metadata(40), players: { 0: { id: 0 }, 1: { id: 1, name: 'Ada' } } });
    const cold = new SqliteStore(file);
    await cold.stampMove('m', 50);
    cold.close();
    expect((await onFile()).updatedAt).toBe(50);
    expect((await store.fetch('m', { metadata: true })).metadata.updatedAt).toBe(50);
  });

  it("records seats' presence only when it changes and only for the seat's holder, hot or cold, keeping every other change", async () => {
    await store.updateMetadata('m', (m) => ({ ...m, players: { ...m.players, 1: { id: 1, name: 'Ada', credentials: 'key' } } }));
    const sockets = (playerID: string, ...credentials: (string | undefined)[]) => ({ playerID, credentials });
    expect(await store.setPresence('m', [sockets('1', 'stolen')]), 'a socket with old credentials').toBeUndefined();
    expect(await store.setPresence('m', [sockets('2', undefined)]), 'a seat the match lacks').toBeUndefined();
    expect(await store.setPresence('m', [sockets('__proto__', undefined)])).toBeUndefined();
    const seated = await store.setPresence('m', [sockets('1', 'stolen', 'key')]);
    expect(seated!.players[1]).toEqual({ id: 1, name: 'Ada', credentials: 'key', isConnected: true });
    // The seat table answers only for its seats: nothing inherited, whatever a client names.
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect((seated!.players as Record<string, unknown>)[name], name).toBeUndefined();
    expect(await store.setPresence('m', [sockets('1', 'key')]), 'no change').toBeUndefined();
    const both = await store.setPresence('m', [sockets('0', undefined), sockets('1', 'key')]);
    expect(both!.players[0].isConnected, 'two seats in one write').toBe(true);
    await store.stampMove('m', 40);
    const cold = new SqliteStore(file);
    expect((await cold.setPresence('m', [sockets('1')]))!.players[1].isConnected).toBe(false);
    cold.close();
    const reopened = new SqliteStore(file);
    expect((await reopened.fetch('m', { metadata: true })).metadata).toEqual({
      ...metadata(40),
      players: { 0: { id: 0, isConnected: true }, 1: { id: 1, name: 'Ada', credentials: 'key', isConnected: false } },
    });
    reopened.close();
    expect((await store.peek('m', { metadata: true })).metadata!.players[1].isConnected).toBe(false);
    await expect(store.setPresence('nope', [sockets('0')])).rejects.toThrow(/nope/);
  });

  it('serves what another connection wrote to the file, and refuses a write based on the older state', async () => {
    await store.fetch('m', { state: true, metadata: true });
    const other = new SqliteStore(file);
    await other.setState('m', state(1), [entry(0)]);
    await other.updateMetadata('m', (m) => ({ ...m, players: { ...m.players, 1: { id: 1, name: 'Ada' } } }));
    other.close();
    const seen = await store.fetch('m', { state: true, metadata: true });
    expect(seen.state._stateID).toBe(1);
    expect(seen.metadata.players[1].name).toBe('Ada');
    await expect(store.setState('m', state(1), [entry(0)])).rejects.toBeInstanceOf(StaleStateError);
  });

  it('forgets what a rolled-back transaction wrote: the next read answers what the file holds', async () => {
    const raw = new Database(file);
    // Fails the second move's log entry by rolling back the whole transaction it shares with the first write.
    raw.exec(`CREATE TRIGGER refuse AFTER INSERT ON log_entries WHEN NEW.state_id = 9 BEGIN SELECT RAISE(ROLLBACK, 'refused by test'); END`);
    raw.close();
    await store.createMatch('n', { initialState: state(8), metadata: metadata(1) });
    const writes = [store.updateMetadata('m', (m) => ({ ...m, updatedAt: 50 })), store.setState('n', state(9), [entry(9)])];
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.map((o) => o.status)).toContain('rejected');
    const reopened = new SqliteStore(file);
    const onFile = (await reopened.fetch('m', { metadata: true })).metadata.updatedAt;
    reopened.close();
    expect((await store.fetch('m', { metadata: true })).metadata.updatedAt).toBe(onFile);
    expect((await store.fetch('n', { state: true })).state._stateID).toBe(8);
  });
});
