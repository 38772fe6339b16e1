// The thread of WalCheckpointer (wal-checkpointer.ts): plain JavaScript, as it needs only
// better-sqlite3, so it starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, counters, lookEveryMs, copyAfterKb, copyAfterMs, restartPages } = workerData;
const db = new Database(file, { fileMustExist: true });
// A checkpoint never waits for a lock: it is tried again on the next tick.
db.pragma('busy_timeout = 0');

let copiedUpTo = 0;
let copiedAt = Date.now();
let unfinished = false;
const timer = setInterval(() => {
  const upTo = Atomics.load(counters, 0);
  if (upTo === copiedUpTo && !unfinished) return;
  // A copy left unfinished (a reader held pages back) is tried again at the next due time.
  if (upTo - copiedUpTo < copyAfterKb && Date.now() - copiedAt < copyAfterMs) return;
  copiedUpTo = upTo;
  copiedAt = Date.now();
  try {
    const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
    unfinished = passive.checkpointed < passive.log;
    // Under steady writes the log is never copied whole between two commits, so SQLite never
    // starts it again from the top: once it is long and nearly copied, a RESTART holds the
    // writers off for the few pages left and lets the next commit start the log afresh.
    if (passive.log > restartPages && passive.log - passive.checkpointed < 256) db.pragma('wal_checkpoint(RESTART)');
    Atomics.add(counters, 1, 1);
  } catch (error) {
    // A copy that met a lock is tried again at the next due time, writes or none.
    if (error?.code === 'SQLITE_BUSY') unfinished = true;
    else parentPort.postMessage({ failed: String(error?.message ?? error) });
  }
}, lookEveryMs);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
