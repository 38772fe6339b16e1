import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { SqliteStore } from '../../server/store/sqlite-store.ts';
import { StaleStateError, UnknownMatchError } from '../../server/store/store-errors.ts';

const state = (stateID: number, extra: Record<string, unknown> = {}): State =>
  ({ G: { n: stateID, ...extra }, ctx: { turn: stateID }, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as unknown as State;

const metadata = (gameName: string, updatedAt: number, gameover?: unknown): Server.MatchData => ({
  gameName,
  players: { 0: { id: 0 }, 1: { id: 1 } },
  createdAt: updatedAt,
  updatedAt,
  ...(gameover === undefined ? {} : { gameover }),
});

const logEntry = (stateID: number, move: string): LogEntry =>
  ({ action: { type: 'MAKE_MOVE', payload: { type: move, args: [], playerID: '0' } }, _stateID: stateID, turn: 1, phase: null }) as unknown as LogEntry;

describe('SqliteStore', () => {
  let dir: string;
  let file: string;
  let store: SqliteStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tw-store-'));
    file = join(dir, 'nested', 'store.sqlite');
    store = new SqliteStore(file);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates its folder and returns every field of a match in the shapes Master expects', async () => {
    await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
    const all = await store.fetch('m1', { state: true, metadata: true, log: true, initialState: true });
    expect(all.state).toEqual(state(0));
    expect(all.initialState).toEqual(state(0));
    expect(all.metadata).toEqual(metadata('g', 10));
    expect(all.log).toEqual([]);
    const only = await store.fetch('m1', { metadata: true });
    expect(Object.keys(only)).toEqual(['metadata']);
    const missing = await store.fetch('nope', { state: true, metadata: true, log: true, initialState: true });
    expect(missing).toEqual({ state: undefined, metadata: undefined, initialState: undefined, log: [] });
  });

  it('appends the log in order and keeps the initial state apart from the current one', async () => {
    await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
    await store.setState('m1', state(1), [logEntry(0, 'a')]);
    await store.setState('m1', state(3), [logEntry(1, 'b'), logEntry(2, 'c')]);
    await store.setState('m1', state(4));
    const { state: current, log, initialState } = await store.fetch('m1', { state: true, log: true, initialState: true });
    expect(current._stateID).toBe(4);
    expect(initialState._stateID).toBe(0);
    expect(log.map((e) => e.action.payload.type)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a write that is not newer than the stored state, and keeps the stored one', async () => {
    await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
    await store.setState('m1', state(1, { who: 'first' }), [logEntry(0, 'first')]);
    await expect(store.setState('m1', state(1, { who: 'second' }), [logEntry(0, 'second')])).rejects.toBeInstanceOf(
      StaleStateError,
    );
    await expect(store.setState('m1', state(0), [])).rejects.toThrow(/stale write to match m1.*state 0.*state 1/);
    const { state: current, log } = await store.fetch('m1', { state: true, log: true });
    expect(current.G).toEqual({ n: 1, who: 'first' });
    expect(log.map((e) => e.action.payload.type)).toEqual(['first']);
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
  });

  it('keeps a metadata gameover only when the stored state has ended', async () => {
    await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
    await store.setMetadata('m1', metadata('g', 11, { winner: '0' }));
    expect((await store.fetch('m1', { metadata: true })).metadata.gameover).toBeUndefined();
    const ended = { ...state(1), ctx: { turn: 1, gameover: { winner: '0' } } } as unknown as State;
    await store.setState('m1', ended);
    await store.setMetadata('m1', metadata('g', 12, { winner: '0' }));
    expect((await store.fetch('m1', { metadata: true })).metadata.gameover).toEqual({ winner: '0' });
  });

  it('lists matches by game, gameover and update time', async () => {
    await store.createMatch('a', { initialState: state(0), metadata: metadata('g', 100) });
    await store.createMatch('b', { initialState: state(0), metadata: metadata('g', 200) });
    await store.createMatch('c', { initialState: state(0), metadata: metadata('h', 300) });
    const ended = { ...state(1), ctx: { turn: 1, gameover: { draw: true } } } as unknown as State;
    await store.setState('b', ended);
    await store.setMetadata('b', metadata('g', 250, { draw: true }));
    expect(await store.listMatches()).toEqual(['a', 'b', 'c']);
    expect(await store.listMatches({ gameName: 'g' })).toEqual(['a', 'b']);
    expect(await store.listMatches({ gameName: 'g', where: { isGameover: true } })).toEqual(['b']);
    expect(await store.listMatches({ where: { isGameover: false } })).toEqual(['a', 'c']);
    expect(await store.listMatches({ where: { updatedBefore: 250 } })).toEqual(['a']);
    expect(await store.listMatches({ where: { updatedAfter: 250 } })).toEqual(['c']);
    expect(await store.listMatches({ where: { updatedAfter: 100, updatedBefore: 300 } })).toEqual(['b']);
  });

  it('wipes a match and its log', async () => {
    await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
    await store.setState('m1', state(1), [logEntry(0, 'a')]);
    await store.wipe('m1');
    expect(await store.fetch('m1', { state: true, log: true })).toEqual({ state: undefined, log: [] });
    expect(await store.listMatches()).toEqual([]);
  });

  it('reopens the same file with everything in it', async () => {
    await store.createMatch('m1', { initialState: state(0), metadata: metadata('g', 10) });
    await store.setState('m1', state(1), [logEntry(0, 'a')]);
    store.close();
    store = new SqliteStore(file);
    const { state: current, log } = await store.fetch('m1', { state: true, log: true });
    expect(current._stateID).toBe(1);
    expect(log).toHaveLength(1);
  });
});
