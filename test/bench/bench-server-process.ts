// Our server under the server bench, in its own process so its CPU time and memory are its
// own: createTablewrightServer on 127.0.0.1 with the SQLite file given (or a postgres:// URL,
// and then a redis:// one: one process of several, cluster-bench.ts), every game with its
// timed windows at 0 s (server-bench/bench-content.ts). Speaks server-bench/child-ipc.ts.
import { createTablewrightServer } from '../../server/app/create-server.ts';
import { DEFAULT_LIMITS, type ServerLimits } from '../../server/edge/limits.ts';
import { loadServedGames } from './server-bench/bench-content.ts';
import { answerBench, ErrorCount } from './server-bench/child-ipc.ts';

const [store, pubsubUrl] = process.argv.slice(2);
if (!store || !process.send) throw new Error('usage: started by server-bench.ts with the SQLite file (or a postgres:// URL, then a redis:// one) and an IPC channel');
const where = store.startsWith('postgres') ? { storeUrl: store, pubsubUrl } : { dbFile: store };

// Every client of this bench comes from 127.0.0.1: the per-address budgets, which would
// rightly take it for one abusive address, are lifted. The attack bench keeps them.
const unlimited = Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((name) => [name, 1_000_000])) as unknown as ServerLimits;

const errors = new ErrorCount();
const log = (message: string, error: unknown) => errors.add(`${message}: ${error instanceof Error ? error.message : String(error)}`);
// TABLEWRIGHT_BENCH_OBSERVE=1: logs and metrics on, as `serve --log-level info --metrics PORT` runs, to weigh them on the move path.
const observed = process.env.TABLEWRIGHT_BENCH_OBSERVE === '1' ? ({ logLevel: 'info', metrics: { host: '127.0.0.1', port: 0 } } as const) : {};
const server = createTablewrightServer({ host: '127.0.0.1', port: 0, ...where, uiDir: 'no-ui', games: loadServedGames(), log, limits: unlimited, ...observed });
answerBench(await server.start(), errors, () => server.stop());
