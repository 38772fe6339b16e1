import Database from 'better-sqlite3';
import type { State } from 'boardgame.io';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteLogTail } from '../../../server/store/sqlite-log-tail.ts';
import { prepareSchema } from '../../../server/store/store-schema.ts';

const db = new Database(':memory:');
prepareSchema(db);
afterAll(() => db.close());

const state = { G: {}, ctx: { turn: 1 }, plugins: {}, _undo: [], _redo: [], _stateID: 1 } as unknown as State;
const sqliteError = (code: string) => Object.assign(new Error(`${code} at the stop`), { code });

/** A tail with one match moved on in its log only, as a move that writes no state leaves it. */
function tailBehind(): SqliteLogTail {
  const tail = new SqliteLogTail(db, { every: 16, stepFor: () => undefined }, () => undefined);
  expect(tail.stateWrite('m', state, [{ action: 'a move' }], 0)).toEqual({ unkept: 1 });
  return tail;
}

describe("a store's stop, keeping whole the states it left in the log only", () => {
  it('leaves them to the log when the file cannot take the write: damaged, full, or locked by another process', () => {
    for (const code of ['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_FULL', 'SQLITE_BUSY']) {
      const tail = tailBehind();
      expect(() => tail.keepStates(() => { throw sqliteError(code); }, () => state), code).not.toThrow();
      // Nothing is left to keep: a second stop tries no write.
      let tried = false;
      tail.keepStates(() => { tried = true; }, () => state);
      expect(tried, code).toBe(false);
    }
  });

  it('throws any other failure, a fault of its own, and still forgets what it tried to keep', () => {
    const tail = tailBehind();
    expect(() => tail.keepStates(() => { throw new RangeError('Too many parameter values were provided'); }, () => state)).toThrow(RangeError);
    expect(() => tailBehind().keepStates(() => { throw sqliteError('SQLITE_ERROR'); }, () => state)).toThrow('SQLITE_ERROR at the stop');
    let tried = false;
    tail.keepStates(() => { tried = true; }, () => state);
    expect(tried).toBe(false);
  });
});
