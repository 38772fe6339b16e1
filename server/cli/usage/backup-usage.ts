import { DEFAULT_DB_FILE } from '../../store/default-db-file.ts';
import type { CommandUsage } from '../command-flags.ts';

export const BACKUP = {
  name: 'backup',
  synopsis: ['backup <file> [--db FILE] [--force]'],
  about: `Copy the store into <file> while a server may be running on it, with SQLite's online
backup: the copy is one consistent moment of the store. Refuses to replace an existing
<file> unless --force (docs/server.md, "Backing up and restoring").`,
  flags: {
    db: { type: 'string', value: 'FILE', help: `the store to copy (default ${DEFAULT_DB_FILE})` },
    force: { type: 'boolean', help: 'replace <file> if it exists' },
  },
  positionals: true,
} as const satisfies CommandUsage;
