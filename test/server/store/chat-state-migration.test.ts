import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { StoreReader } from '../../../server/replay/stored-match.ts';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';

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
  db.prepare(`INSERT INTO chat_messages (match_id, msg_id, sender, payload, at) VALUES ('m1', 'old', '0', '"said long ago"', 5)`).run();
  db.close();
  return file;
}

const old = { id: 'old', sender: '0', payload: 'said long ago', at: 5, stateID: null };

describe('a SQLite store from before chat kept its state number', () => {
  it('is brought up to date when opened: its old lines read with no state number, new ones keep theirs', async () => {
    const store = new SqliteStore(await oldStore('served.sqlite'));
    try {
      expect(await store.chat.recent('m1')).toEqual([old]);
      await store.chat.append('m1', { id: 'new', sender: '0', payload: 'now', at: 6, stateID: 3 });
      expect(await store.chat.recent('m1')).toEqual([old, { id: 'new', sender: '0', payload: 'now', at: 6, stateID: 3 }]);
    } finally {
      await store.close();
    }
  });

  it('is read by tablewright replay as it is (read-only, not migrated): its lines with no state number', async () => {
    const file = await oldStore('read.sqlite');
    const reader = new StoreReader(file);
    try {
      expect(reader.chat('m1')).toEqual([old]);
    } finally {
      reader.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.prepare<[], { name: string }>('PRAGMA table_info(chat_messages)').all().map((c) => c.name), 'the file left as it was').not.toContain('state_id');
    db.close();
  });
});
