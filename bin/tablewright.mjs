#!/usr/bin/env node
// The CLI is TypeScript run through tsx: boardgame.io 0.50.2 has no exports map, so plain
// Node ESM cannot import 'boardgame.io/server'; tsx resolves its sub-package folders.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../server/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
