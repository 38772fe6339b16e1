// A piscina worker thread. The simulator is TypeScript, so the thread registers the project's
// TypeScript hooks first, as bin/tablewright.mjs does for the CLI (in the CLI's build, which
// this thread then runs, the hooks are left out); it loads the game before its first task, so
// that threads started ahead of a run (startSimulationThreads) are ready when it begins.
import { workerData } from 'node:worker_threads';
import '../../../bin/typescript.mjs';

// A thread's own: a failed game's stack names the TypeScript lines, in the build as from source.
process.setSourceMapsEnabled(true);

const { playChunk, checkGame, loadModule } = await import('./play-chunk.ts');
if (workerData?.source) await loadModule(workerData.source);
export default playChunk;
// A run's cross-checks once its games are played (run-on-workers.ts): a task asked for by name.
export { checkGame };
