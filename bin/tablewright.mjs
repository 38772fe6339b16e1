#!/usr/bin/env node
// The CLI is TypeScript, run as typescript.mjs says.
import './typescript.mjs';

// boardgame.io checks every move's state for JSON safety and immer picks its slower, checked
// build unless NODE_ENV is production: the simulator plays millions of moves and the server
// every player's, so both ask for production before boardgame.io is first imported, unless
// the user chose otherwise (NODE_ENV=development keeps the checks).
if (['simulate', 'serve'].includes(process.argv[2])) process.env.NODE_ENV ??= 'production';
const { main } = await import('../server/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
