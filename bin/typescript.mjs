// Runs the project's TypeScript: tsx resolves imports (boardgame.io 0.50.2 has no exports map,
// so plain Node ESM cannot import 'boardgame.io/server'; tsx finds its sub-package folders),
// and typescript-hooks.mjs compiles the .ts files. `node --import ./bin/typescript.mjs FILE.ts`,
// or import it first, as bin/tablewright.mjs and the simulator's worker threads do.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
// Registered after tsx's, so these hooks are asked first.
register('./typescript-hooks.mjs', import.meta.url);
