// Our server under the server bench, in its own process so its CPU time and memory are its
// own: createTablewrightServer on 127.0.0.1 with the SQLite file given, every game with its
// timed windows at 0 s (server-bench/bench-content.ts). Speaks server-bench/child-ipc.ts.
import { createTablewrightServer } from '../../server/app/create-server.ts';
import { DEFAULT_LIMITS, type ServerLimits } from '../../server/edge/limits.ts';
import { loadServedGames } from './server-bench/bench-content.ts';
import { answerBench, ErrorCount } from './server-bench/child-ipc.ts';

const dbFile = process.argv[2];
if (!dbFile || !process.send) throw new Error('usage: started by server-bench.ts with the SQLite file and an IPC channel');

// Every client of this bench comes from 127.0.0.1: the per-address budgets, which would
// rightly take it for one abusive address, are lifted. The attack bench keeps them.
const unlimited = Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, 1_000_000])) as unknown as ServerLimits;

const errors = new ErrorCount();
const log = (message: string, error: unknown) => errors.add(`${message}: ${error instanceof Error ? error.message : String(error)}`);
const server = createTablewrightServer({ host: '127.0.0.1', port: 0, dbFile, uiDir: 'no-ui', games: loadServedGames(), log, limits: unlimited });
answerBench(await server.start(), errors, () => server.stop());
