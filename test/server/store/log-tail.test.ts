import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { leanStep, type Step } from '../../../games/kit/engine/lean-reducer.ts';
import { actionOf, playGame, statesOfRecord } from '../../../games/kit/simulate/play-game.ts';
import { resolveSetups } from '../../../games/kit/simulate/setup-choices.ts';
import { KEPT_STATE_EVERY, type LogTail } from '../../../server/store/log-tail.ts';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { preparedFixture } from '../../support/fixture-games.ts';

const GAME = 'three-laws';
const prepared = preparedFixture(GAME);
const step = leanStep(prepared.game as Parameters<typeof leanStep>[0], prepared.reference, { log: true, jsonForm: true });
const setups = resolveSetups(prepared.module.setupOptions(prepared.content), {}, 4);
if ('error' in setups) throw new Error(setups.error);
const options = { numPlayers: 4, setupData: setups.setups[0], seed: 'log-tail', maxMoves: 3 * KEPT_STATE_EVERY };
const record = playGame(prepared, options);
const [initial] = statesOfRecord(prepared, { ...options, moves: [] });
const metadata: Server.MatchData = { gameName: GAME, players: { 0: { id: 0 }, 1: { id: 1 }, 2: { id: 2 }, 3: { id: 3 } }, createdAt: 1, updatedAt: 1 };

/** The server's tail: the game's step, counting the moves it plays again. */
function countingTail(): LogTail & { played: number } {
  const tail = {
    every: KEPT_STATE_EVERY,
    played: 0,
    stepFor: (gameName: string): Step | undefined =>
      gameName === GAME
        ? (state, action) => {
            tail.played++;
            return step(state, action);
          }
        : undefined,
  };
  return tail;
}

/** As the store reads JSON back: what a read must give. */
const asRead = (state: State) => JSON.parse(JSON.stringify(state)) as State;

const dir = mkdtempSync(join(tmpdir(), 'tw-tail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let stores = 0;

describe('a SQLite store that keeps the state every few moves and the log on each', () => {
  let file: string;
  beforeEach(() => {
    file = join(dir, `store-${++stores}.sqlite`);
  });

  /** Plays the recorded moves on the store as LeanMaster does (state with its log, then the stamp), calling `after` with each state played. */
  async function play(store: SqliteStore, moves: number, after: (played: State, move: number) => void | Promise<void>) {
    let state = initial;
    for (let i = 0; i < moves; i++) {
      const result = step(state, actionOf(record.moves[i]));
      if ('rejected' in result) throw new Error(`move ${i} refused: ${result.rejected}`);
      const { deltalog, ...kept } = result.state;
      await Promise.all([store.setState('m', kept as State, deltalog as LogEntry[]), store.stampMove('m', 2 + i)]);
      state = kept as State;
      await after(state, i + 1);
    }
    return state;
  }

  it('every state played reads back the same from another connection (a restart, another process), playing at most KEPT_STATE_EVERY - 1 moves again', async () => {
    expect(record.moves.length).toBeGreaterThan(2 * KEPT_STATE_EVERY);
    const store = new SqliteStore(file, { tail: countingTail() });
    await store.createMatch('m', { initialState: initial, metadata });
    const row = new Database(file, { readonly: true });
    const keptID = () => (row.prepare(`SELECT json_extract(state, '$._stateID') AS id FROM matches`).get() as { id: number }).id;
    const replays: number[] = [];
    await play(store, 2 * KEPT_STATE_EVERY + 3, async (played, move) => {
      // The row's state is the one of the last whole multiple of moves; the moves since are in the log only.
      expect(keptID()).toBe(move - (move % KEPT_STATE_EVERY));
      const tail = countingTail();
      const cold = new SqliteStore(file, { tail });
      const { state } = await cold.fetch('m', { state: true, metadata: true });
      expect(state).toStrictEqual(asRead(played));
      replays.push(tail.played);
      await cold.close();
    });
    row.close();
    await store.close();
    expect(Math.max(...replays)).toBe(KEPT_STATE_EVERY - 1);
    expect(replays.slice(0, KEPT_STATE_EVERY)).toEqual([...Array(KEPT_STATE_EVERY - 1).keys()].map((n) => n + 1).concat(0));
  });

  it('a move after a cold read goes on from the state played again: its state is kept at the next multiple, the log unbroken', async () => {
    const store = new SqliteStore(file, { tail: countingTail() });
    await store.createMatch('m', { initialState: initial, metadata });
    await play(store, KEPT_STATE_EVERY + 5, () => {});
    // The playing store left open, as after a crash (a stop would keep its state): its tail is read back.
    const reopened = new SqliteStore(file, { tail: countingTail() });
    let state = (await reopened.fetch('m', { state: true })).state!;
    for (let i = KEPT_STATE_EVERY + 5; i < 2 * KEPT_STATE_EVERY + 1; i++) {
      const result = step(state, actionOf(record.moves[i]));
      if ('rejected' in result) throw new Error(`move ${i} refused`);
      const { deltalog, ...kept } = result.state;
      await reopened.setState('m', kept as State, deltalog as LogEntry[]);
      state = kept as State;
    }
    const db = new Database(file, { readonly: true });
    const kept = JSON.parse((db.prepare('SELECT state FROM matches').get() as { state: string }).state) as State;
    const entries = db.prepare(`SELECT count(*) AS n FROM log_entries`).get() as { n: number };
    db.close();
    await reopened.close();
    // A stale store stopping keeps nothing of its own: the row has moved on past what it played.
    await store.close();
    expect(kept._stateID).toBe(2 * KEPT_STATE_EVERY);
    expect(entries.n).toBeGreaterThanOrEqual(2 * KEPT_STATE_EVERY + 1);
    const last = new SqliteStore(file, { tail: countingTail() });
    expect((await last.fetch('m', { state: true })).state).toStrictEqual(asRead(state));
    await last.close();
  });

  it('a store opened without the games refuses, in words, a match whose last moves are in its log only, rather than answer the kept state', async () => {
    const store = new SqliteStore(file, { tail: countingTail() });
    await store.createMatch('m', { initialState: initial, metadata });
    await play(store, 3, () => {});
    // Read while the playing store is still open, as after a crash: a stop would keep the state.
    const bare = new SqliteStore(file);
    await expect(bare.fetch('m', { state: true })).rejects.toThrow(/match m cannot be read back: its last moves are kept in its log only, and this process cannot play three-laws/);
    await bare.close();
    await store.close();
  });

  it('a store that stops keeps whole the state of every match it moved on in its log only, so a restart plays no move again', async () => {
    const store = new SqliteStore(file, { tail: countingTail() });
    await store.createMatch('m', { initialState: initial, metadata });
    const played = await play(store, KEPT_STATE_EVERY + 3, () => {});
    await store.close();
    const tail = countingTail();
    const reopened = new SqliteStore(file, { tail });
    expect((await reopened.fetch('m', { state: true })).state).toStrictEqual(asRead(played));
    expect(tail.played).toBe(0);
    await reopened.close();
    const bare = new SqliteStore(file);
    expect((await bare.fetch('m', { state: true })).state).toStrictEqual(asRead(played));
    await bare.close();
  });

  it('a state written with no log entry (no action made it) is kept whole, so a read from the file gives it', async () => {
    const store = new SqliteStore(file, { tail: countingTail() });
    await store.createMatch('m', { initialState: initial, metadata });
    const played = await play(store, 2, () => {});
    const result = step(played, actionOf(record.moves[2]));
    if ('rejected' in result) throw new Error('move 2 refused');
    const { deltalog: _deltalog, ...next } = result.state;
    await store.setState('m', next as State, []);
    const cold = new SqliteStore(file, { tail: countingTail() });
    expect((await cold.fetch('m', { state: true })).state).toStrictEqual(asRead(next as State));
    await cold.close();
    await store.close();
  });

  it('a row from before the log tail (replay_from NULL) reads as the current state, and its next move keeps the state it makes', async () => {
    const old = new SqliteStore(file);
    await old.createMatch('m', { initialState: initial, metadata });
    const played = await play(old, 3, () => {});
    await old.close();
    const db = new Database(file);
    db.prepare('UPDATE matches SET replay_from = NULL').run();
    db.close();
    const store = new SqliteStore(file, { tail: countingTail() });
    expect((await store.fetch('m', { state: true })).state).toStrictEqual(asRead(played));
    const result = step(played, actionOf(record.moves[3]));
    if ('rejected' in result) throw new Error('move 3 refused');
    const { deltalog, ...next } = result.state;
    await store.setState('m', next as State, deltalog as LogEntry[]);
    await store.close();
    const check = new Database(file, { readonly: true });
    const row = check.prepare(`SELECT json_extract(state, '$._stateID') AS id, replay_from FROM matches`).get() as { id: number; replay_from: number };
    const last = check.prepare('SELECT max(id) AS id FROM log_entries').get() as { id: number };
    check.close();
    expect(row).toEqual({ id: 4, replay_from: last.id });
  });
});
