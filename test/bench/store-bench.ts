// `npx tsx test/bench/store-bench.ts [MOVES]`: the store's cost of one move, alone: a state
// of about 6 KB with its log entry and its metadata, written the way Master writes them (state
// and metadata in the same tick, awaited), one move after another, on a temporary file; and
// the same with the two writes awaited one after the other (two transactions). Prints figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../server/store/sqlite-store.ts';
const dir = mkdtempSync(join(tmpdir(), 'sb-'));
const N = Number(process.argv[2] ?? 500);
const G = { hands: Array.from({ length: 5 }, (_, i) => Array.from({ length: 12 }, (_, j) => `c${i}-${j}`)), events: Array.from({ length: 100 }, (_, i) => ({ kind: 'draw', player: String(i % 5) })) };
const state = (id: number) => ({ G, ctx: { turn: id, currentPlayer: '0', numPlayers: 5, playOrder: ['0'], playOrderPos: 0, phase: null, activePlayers: null }, plugins: {}, _stateID: id, _undo: [], _redo: [] } as any);
const metadata = { gameName: 'robots', players: { 0: { id: 0 } }, createdAt: 1, updatedAt: 1 } as any;
for (const together of [false, true, false, true]) {
  const store = new SqliteStore(join(dir, `s-${together}-${Math.random()}.sqlite`));
  await store.createMatch('m', { initialState: state(0), metadata });
  const t = performance.now();
  for (let i = 1; i <= N; i++) {
    const log = [{ action: { type: 'MAKE_MOVE', payload: { type: 'x', args: [], playerID: '0' } }, _stateID: i - 1, turn: i, phase: '' }] as any;
    const meta = (m: any) => ({ ...m, updatedAt: i });
    if (together) await Promise.all([store.setState('m', state(i), log), store.updateMetadata('m', meta)]);
    else { await store.setState('m', state(i), log); await store.updateMetadata('m', meta); }
  }
  const us = ((performance.now() - t) * 1000) / N;
  console.log(together ? 'one transaction a move ' : 'two transactions a move', us.toFixed(0), 'us/move');
  store.close();
}
rmSync(dir, { recursive: true });
