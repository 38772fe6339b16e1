import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { StoreReader } from '../../../server/replay/stored-match.ts';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { expectChatBroughtUpToDate, OLD_CHAT_INSERT } from './chat-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'tw-chat-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const state = { G: {}, ctx: { turn: 0 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;

/** A store file as a Tablewright from before chat kept state numbers left it: its chat table without the column, one line said. */
async function oldStore(name: string): Promise<string> {
  const file = join(dir, name);
  const store = new SqliteStore(file);
  await store.createMatch('m1', { initialState: state, metadata: { gameName: 'g', players: { 0: { id: 0 } }, createdAt: 1, updatedAt: 1 } });
  await store.close();
  const db = new Database(file);
  db.exec('ALTER TABLE chat_messages DROP COLUMN state_id');
  // A Tablewright from before schema versions left user_version at 0.
  db.pragma('user_version = 0');
  db.exec(OLD_CHAT_INSERT);
  db.close();
  return file;
}

describe('a SQLite store from before chat kept its state number', () => {
  it('is brought up to date when opened: its old lines read with no state number, new ones keep theirs', async () => {
    const store = new SqliteStore(await oldStore('served.sqlite'));
    try {
      await expectChatBroughtUpToDate(store);
    } finally {
      await store.close();
    }
  });

  it('is read by tablewright replay as it is (read-only, not migrated): its lines with no state number', async () => {
    const file = await oldStore('read.sqlite');
    const reader = new StoreReader(file);
    try {
      expect(reader.chat('m1')).toEqual([{ id: 'old', sender: '0', payload: 'said long ago', at: 5, stateID: null }]);
    } finally {
      reader.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.prepare<[], { name: string }>('PRAGMA table_info(chat_messages)').all().map((c) => c.name), 'the file left as it was').not.toContain('state_id');
    db.close();
  });
});
