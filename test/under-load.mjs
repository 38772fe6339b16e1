// npm run test:under-load [-- --runs N] [vitest args]: the whole suite while two other processes
// keep the CPU busy, as on a shared CI machine. A test that passes only on a quiet machine fails here.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 1 : Number(args.splice(runsAt, 2)[1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, at least 1');
  process.exit(2);
}

const BUSY = 2;
const busy = Array.from({ length: BUSY }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopBusy = () => busy.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const vitest = (run) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`\nunder load, run ${run} of ${runs}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s, with ${BUSY} busy processes`);
      resolve(code ?? 1);
    });
  });

let code = 0;
for (let run = 1; run <= runs && code === 0; run++) code = await vitest(run);
process.exit(code);
