// `npm run bench:server -- [--game ID]... [--server ours|bare]... [--matches M] [--seconds S]
//   [--warm-up S] [--think MS] [--max-live N] [--p99-limit MS] [--node-env ENV] [--cpu-prof DIR]
//   [--heap-matches N] [--heap-only] [--heap-snapshots DIR] [--quick]`
//
// Moves, not churn: our server (SQLite store, per-address budgets lifted) and boardgame.io's
// bare `Server` (InMemory) each in a process of its own on 127.0.0.1, game by game, in one run.
// Matches are created and every seat joined over the Lobby API before they are measured; one
// boardgame.io Client per seat over SocketIO; the simulator's bots pick each move from the
// seat's own view, seeded; a match sends its next move only when the last reached every client.
// Per server and game: moves/s, latency p50/p95/p99 (send → every client holds the new state),
// server CPU per move, RSS, and the live matches held at one move a second each before p99
// passes 100 ms; then the ratios ours / bare. Before those, in a server process of its own, the
// heap per live match: N matches seated, synced and a few moves in, after a full GC, less the
// heap with none (server-bench/heap-phase.ts). Everything is bounded (moves, matches, time) and
// every server process is stopped at the end, on an error or on Ctrl-C. See docs/server.md.
//
// boardgame.io and immer pick their development or production build when first imported, so
// the load generator's NODE_ENV is set before anything else loads (production unless given).
export {};
process.env.NODE_ENV ??= 'production';
await import('./server-bench/run-bench.ts');
