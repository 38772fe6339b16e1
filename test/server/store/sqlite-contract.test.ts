import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { SqliteStore } from '../../../server/store/sqlite-store.ts';
import { storeContract } from './store-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'tw-sqlite-contract-'));
let file = '';
let run = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Two stores on one file are two processes on it: each its own connection and memory.
storeContract('SqliteStore', {
  reset: async () => {
    file = join(dir, `store-${run++}.sqlite`);
  },
  open: async () => new SqliteStore(file),
  sharedByProcesses: false,
});
