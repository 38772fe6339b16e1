/** Where the SQLite store is unless --db says otherwise; apart from the store, so a command's --help need not load SQLite. */
export const DEFAULT_DB_FILE = 'data/tablewright.sqlite';
