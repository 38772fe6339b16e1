#!/usr/bin/env node
// The CLI is TypeScript, run from its build (cli-build.mjs), or from source as typescript.mjs
// says when no build can be made or TABLEWRIGHT_FROM_SOURCE=1 asks for it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cliBuild } from './cli-build.mjs';
import { markUsed } from './kept-files.mjs';
import { setFlagsFromString } from 'node:v8';

// boardgame.io checks every move's state for JSON safety and immer picks its slower, checked
// build unless NODE_ENV is production: the simulator plays millions of moves and the server
// every player's, so both ask for production before boardgame.io is first imported, unless
// the user chose otherwise (NODE_ENV=development keeps the checks).
if (['simulate', 'serve'].includes(process.argv[2])) process.env.NODE_ENV ??= 'production';
// A report warms two threads at once on a 2-core machine, and each spends its first seconds with
// V8 optimizing some 1,200 functions beside it: a quarter of V8's default cap on inlining (920
// bytecodes a function) makes those compiles smaller. At half the cap, 2,000-game reports were
// 5-10% quicker than at the default in ten of ten interleaved pairs; at a quarter, 2-4% quicker
// again in six of seven pairs over ROBOTS! at 5 seats, Bias Effect at 5 and Evil Robots at 9
// (docs/simulator.md). Set before any game code is compiled; worker threads share it.
if (process.argv[2] === 'simulate') setFlagsFromString('--max-inlined-bytecode-size-cumulative=230');
const built = process.env.TABLEWRIGHT_FROM_SOURCE === '1' ? undefined : await cliBuild();
let main;
if (built) {
  // Stack traces name the TypeScript files and lines, as they do from source.
  process.setSourceMapsEnabled(true);
  // A server or a long run may load a chunk of its build hours on: the build is marked used while it runs, so no sweep takes it.
  setInterval(() => markUsed(built), 3600_000).unref();
  ({ main } = await import(pathToFileURL(join(built, 'main.mjs')).href));
} else {
  await import('./typescript.mjs');
  ({ main } = await import('../server/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
