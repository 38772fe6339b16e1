// `npx tsx test/bench/cluster-bench.ts [--game ID] [--matches M] [--seconds S] [--warm-up S] [--rounds R]`
//
// One server on SQLite, one on PostgreSQL, and two and three processes on PostgreSQL + Redis,
// under the same load, in one run: M matches of one game (ROBOTS! by default), each seat's
// boardgame.io client on another process (seat i on process i), played in a closed loop by the
// simulator's bots. Prints moves/s, latency p50/p99 (send → every client holds the new state),
// the CPU a move costs in the server processes and in PostgreSQL and Redis, and the scaling
// ratios. Throwaway PostgreSQL and Redis servers are started and stopped by the bench itself.
// See docs/server.md, "Running more than one".
export {};
process.env.NODE_ENV ??= 'production';
await import('./cluster-bench/run-cluster-bench.ts');
