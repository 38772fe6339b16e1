// The worker thread of ContentChecker (content-checker.ts): `serve --watch` reads and checks a
// saved edit here, off the thread that serves matches. The loader is TypeScript, so the thread
// registers the project's TypeScript hooks first, as the simulator's threads do.
import { parentPort, workerData } from 'node:worker_threads';
import '../../bin/typescript.mjs';

// A thread's own: its errors' stacks name the TypeScript lines, in the CLI's build as from source.
process.setSourceMapsEnabled(true);

const { checkGame, warmUp } = await import('./content-check-task.ts');
warmUp(workerData);
parentPort.on('message', (task) => {
  const result = checkGame({ ...workerData, ...task }, (path) => parentPort.postMessage({ reading: path }));
  parentPort.postMessage({ result });
});
parentPort.postMessage({ ready: true });
