import { DEFAULT_DB_FILE } from '../../store/default-db-file.ts';
import type { CommandUsage } from '../command-flags.ts';

export const RESTORE = {
  name: 'restore',
  synopsis: ['restore <file> [--db FILE]'],
  about: `Put a backup made by \`tablewright backup\` in place as the store. Stop the server first:
restore refuses while one holds the store. The store it replaces is kept beside it as
<db>.before-restore-<time> (docs/server.md, "Backing up and restoring").`,
  flags: {
    db: { type: 'string', value: 'FILE', help: `the store to replace (default ${DEFAULT_DB_FILE})` },
  },
  positionals: true,
} as const satisfies CommandUsage;
