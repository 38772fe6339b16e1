import { DEFAULT_DB_FILE } from '../../store/default-db-file.ts';
import type { CommandUsage } from '../command-flags.ts';

export const REPLAY = {
  name: 'replay',
  synopsis: ['replay <matchID> [--db FILE] [--content DIR] [--export FILE] [--limit N]', 'replay --list [--db FILE]', 'replay --view FILE [--port N]'],
  about: `Replay a stored match from its seed and log through the reducer, on the content it was
created from, and check it reaches the stored state (exit 0; 1 when it does not, 2 when it
cannot run); --export writes it as a test fixture (docs/replay.md). --list lists the store's
matches; --view serves the replay viewer for an exported fixture on 127.0.0.1 and prints its address.`,
  flags: {
    db: { type: 'string', value: 'FILE', help: `the store (default ${DEFAULT_DB_FILE})` },
    content: { type: 'string', value: 'DIR', help: 'replay on this content (default: the content the match was made from)' },
    export: { type: 'string', value: 'FILE', help: 'write the match as a test fixture' },
    limit: { type: 'string', value: 'N', help: 'show at most N differences of each kind (default 20)' },
    list: { type: 'boolean', help: 'list the matches in the store' },
    view: { type: 'string', value: 'FILE', help: 'serve the replay viewer for this exported fixture' },
    port: { type: 'string', value: 'N', help: 'with --view: the port (default: a free one)' },
  },
  positionals: true,
} as const satisfies CommandUsage;
