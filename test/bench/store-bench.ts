// `npx tsx test/bench/store-bench.ts [--games N]`: the store's share of a move, alone, on real
// matches of every shipped game. Each game is played by the bots once; its moves are then
// played again against the SQLite store as LeanMaster plays them (the metadata and state
// peeked, the lean engine's step, the state with its log entry and the metadata written in the
// same tick behind the commit gate; the state itself every KEPT_STATE_EVERY moves). Prints microseconds per move for each part, and
// the bytes the store writes a move (its WAL and the checkpoints into the file, from /proc/self/io on Linux); the step is
// timed but is not the store's. Times are CPU time (user and system), so the turn of the
// event loop a write waits for its batch does not count. boardgame.io's InMemory store (not exported) keeps the very
// objects in Maps: a couple of microseconds a move.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { actionOf, playGame, prepareGame, statesOfRecord } from '../../games/kit/simulate/play-game.ts';
import { leanStep } from '../../games/kit/engine/lean-reducer.ts';
import { DEFAULT_MAX_MOVES } from '../../games/kit/simulate/run-simulation.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';
import { CommitGate } from '../../server/harden/commit-gate.ts';
import { KEPT_STATE_EVERY } from '../../server/store/log-tail.ts';
import { SqliteStore } from '../../server/store/sqlite-store.ts';
import { loadShippedGames } from './server-bench/bench-content.ts';

const PLAYERS: Record<string, number> = { 'are-you-a-robot': 6 };
const gamesArg = process.argv.indexOf('--games');
const GAMES = gamesArg > 0 ? Number(process.argv[gamesArg + 1]) : 20;
process.env.NODE_ENV ??= 'production';

const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
/** CPU time of this process in ms: a write waits a turn of the event loop, which costs no CPU. */
const now = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const metadataOf = (gameName: string, players: number) => ({
  gameName,
  players: Object.fromEntries(Array.from({ length: players }, (_, i) => [i, { id: i, name: `Player ${i + 1}`, credentials: 'x'.repeat(21), isConnected: true }])),
  createdAt: 1,
  updatedAt: 1,
});

/** Bytes this process has handed to write() so far (Linux's /proc/self/io `wchar`): the store's writes to its WAL and file, all it writes here. */
const written = (): number | undefined => (existsSync('/proc/self/io') ? Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]) : undefined);

console.log('| game | state KB | moves | peek µs | step µs | setState + metadata µs | store total µs | written KB a move |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const loaded of loadShippedGames()) {
  const prepared = prepareGame(loaded.module, loaded.content);
  const numPlayers = PLAYERS[loaded.module.id] ?? 4;
  const resolved = resolveSetups(loaded.module.setupOptions(loaded.content), loaded.module.id === 'are-you-a-robot' ? { mode: 'extended' } : {}, numPlayers);
  if ('error' in resolved) throw new Error(resolved.error);
  const step = leanStep(prepared.game as Parameters<typeof leanStep>[0], prepared.reference, { log: true, jsonForm: true });
  // The server's store keeps a state every KEPT_STATE_EVERY moves, the others in the log only (log-tail.ts).
  const sqlite = new SqliteStore(join(dir, `${loaded.module.id}.sqlite`), { tail: { every: KEPT_STATE_EVERY, stepFor: () => step } });
  const store = new CommitGate().guard(sqlite) as ReturnType<CommitGate['guard']> & Pick<SqliteStore, 'peek'>;
  const time = { peek: 0, step: 0, write: 0 };
  let moves = 0;
  let bytes = 0;
  const writtenBefore = written();
  for (let g = 0; g < GAMES; g++) {
    const options = { numPlayers, setupData: resolved.setups[g % resolved.setups.length], seed: `store-bench-${g}`, maxMoves: DEFAULT_MAX_MOVES };
    const record = playGame(prepared, options);
    const [initial] = statesOfRecord(prepared, { ...options, moves: [] });
    const matchID = `m${g}`;
    await store.createMatch(matchID, { initialState: initial, metadata: metadataOf(loaded.module.id, numPlayers) });
    for (const move of record.moves) {
      let t = now();
      const { metadata } = await store.peek(matchID, { metadata: true });
      const { state } = await store.peek(matchID, { state: true });
      time.peek += now() - t;
      t = now();
      const result = step(state!, actionOf(move));
      if ('rejected' in result) throw new Error(`${loaded.module.id}: the replayed move was refused (${result.rejected})`);
      time.step += now() - t;
      t = now();
      const { deltalog, ...kept } = result.state;
      await Promise.all([store.setState(matchID, kept as State, deltalog), store.setMetadata(matchID, { ...metadata!, updatedAt: Date.now() })]);
      time.write += now() - t;
      bytes += JSON.stringify(kept).length;
      moves++;
    }
  }
  sqlite.close();
  const writtenAfter = written();
  const us = (ms: number) => ((ms * 1000) / moves).toFixed(0);
  const perMove = writtenBefore === undefined || writtenAfter === undefined ? '-' : ((writtenAfter - writtenBefore) / moves / 1024).toFixed(1);
  const row = [loaded.module.id, (bytes / moves / 1024).toFixed(1), moves, us(time.peek), us(time.step), us(time.write), us(time.peek + time.write), perMove];
  console.log(`| ${row.join(' | ')} |`);
}
rmSync(dir, { recursive: true });
