// The server under attack, in its own process so its memory is its own and a crash is seen.
// Started by server-child.ts with an IPC channel: it sends `{ url }` once listening, answers
// `report` with how many lines the server logged, the first few and its longest event-loop
// stall since the last report, and exits on `stop`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTablewrightServer } from '../../../server/app/create-server.ts';

const [dbFile, uiDir] = process.argv.slice(2);
if (!dbFile || !uiDir || !process.send) throw new Error('usage: started by server-child.ts with the SQLite file, an empty UI folder and an IPC channel');

const KEPT_LINES = 10;
let logged = 0;
const firstLines: string[] = [];
const log = (message: string, error: unknown) => {
  logged++;
  if (firstLines.length < KEPT_LINES) firstLines.push(`${message}: ${String(error instanceof Error ? error.message : error).slice(0, 200)}`);
};

// A stall is what the victim's moves wait behind: the longest block of this process's event loop, in 10 ms steps.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const server = createTablewrightServer({ host: '127.0.0.1', port: 0, dbFile, uiDir, log });
const url = await server.start();
process.send({ url });

process.on('message', async (message) => {
  if (message === 'report') {
    process.send!({ logged, firstLines, longestStallMs: loopDelay.max / 1e6 });
    loopDelay.reset();
  }
  if (message === 'stop') {
    await server.stop();
    process.exit(0);
  }
});
