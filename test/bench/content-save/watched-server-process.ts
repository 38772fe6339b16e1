// The server of content-save-bench.ts, in its own process as `tablewright serve --watch` runs:
// createTablewrightServer on 127.0.0.1 over the content folder given, with watchContent on it.
// Speaks over IPC: sends `{ url }` once listening and watching, `{ report }` for each line the
// watch reports; answers `loop` with the longest event-loop delay since the last `loop`
// (sampled every 5 ms), and exits on `stop`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchContent } from '../../../server/app/content-watch.ts';
import { createTablewrightServer } from '../../../server/app/create-server.ts';
import { DEFAULT_LIMITS, type ServerLimits } from '../../../server/edge/limits.ts';

const [contentRoot, dbFile, uiDir] = process.argv.slice(2);
if (!contentRoot || !dbFile || !uiDir || !process.send) throw new Error('usage: started by content-save-bench.ts with the content folder, the SQLite file, an empty UI folder and an IPC channel');
const send = process.send.bind(process);

// Every client of the bench comes from 127.0.0.1 and probes /health fifty times a second: the
// per-address budgets, which would rightly take it for one abusive address, are lifted.
const unlimited = Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, 1_000_000])) as unknown as ServerLimits;

const server = createTablewrightServer({ host: '127.0.0.1', port: 0, dbFile, uiDir, contentRoot, limits: unlimited, log: () => undefined });
const url = await server.start();
const watch = watchContent({ contentRoot, modules: server.games.map((g) => g.module), library: server.content, report: (report) => send({ report }) });
await watch.ready;
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
send({ url });

process.on('message', async (message) => {
  if (message === 'loop') {
    send({ loopMaxMs: delay.max / 1e6 });
    delay.reset();
  }
  if (message === 'stop') {
    await watch.close();
    await server.stop();
    process.exit(0);
  }
});
