// A piscina worker thread. The simulator is TypeScript, so the thread registers tsx first, as
// bin/tablewright.mjs does for the CLI.
import { register } from 'tsx/esm/api';

register();
const { playChunk } = await import('./play-chunk.ts');
export default playChunk;
