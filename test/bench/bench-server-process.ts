// The server under benchmark, in its own process so its memory and CPU are its own.
// Started by server-bench.ts with an IPC channel: it sends `{ url }` once listening and
// answers `memory` with its process.memoryUsage(); `stop` closes it and exits.
import { createTablewrightServer } from '../../server/app/create-server.ts';
import { DEFAULT_LIMITS, type ServerLimits } from '../../server/edge/limits.ts';

const dbFile = process.argv[2];
if (!dbFile || !process.send) throw new Error('usage: started by server-bench.ts with the SQLite file and an IPC channel');

// Every client of this bench comes from 127.0.0.1: the per-address budgets, which would
// rightly take it for one abusive address, are lifted. The attack bench keeps them.
const unlimited = Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, 1_000_000])) as unknown as ServerLimits;

let errors = 0;
const server = createTablewrightServer({ host: '127.0.0.1', port: 0, dbFile, uiDir: 'no-ui', log: () => errors++, limits: unlimited });
const url = await server.start();
process.send({ url });

process.on('message', async (message) => {
  if (message === 'memory') {
    global.gc?.();
    process.send!({ memory: process.memoryUsage(), errors });
  }
  if (message === 'stop') {
    await server.stop();
    process.exit(0);
  }
});
