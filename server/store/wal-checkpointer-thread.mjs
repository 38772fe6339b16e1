// The thread of WalCheckpointer (wal-checkpointer.ts): plain JavaScript, as it needs only
// better-sqlite3, so it starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, commits, everyMs, restartPages } = workerData;
const db = new Database(file, { fileMustExist: true });
// A checkpoint never waits for a lock: it is tried again on the next tick.
db.pragma('busy_timeout = 0');

let checkpointedUpTo = -1;
let unfinished = false;
const timer = setInterval(() => {
  const committed = Atomics.load(commits, 0);
  if (committed === checkpointedUpTo && !unfinished) return;
  checkpointedUpTo = committed;
  try {
    const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
    unfinished = passive.checkpointed < passive.log;
    // Under steady writes the log is never copied whole between two commits, so SQLite never
    // starts it again from the top: once it is long and nearly copied, a RESTART holds the
    // writers off for the few pages left and lets the next commit start the log afresh.
    if (passive.log > restartPages && passive.log - passive.checkpointed < 256) db.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    if (error?.code !== 'SQLITE_BUSY') parentPort.postMessage({ failed: String(error?.message ?? error) });
  }
}, everyMs);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
