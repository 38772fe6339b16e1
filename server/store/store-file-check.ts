import Database from 'better-sqlite3';
import { newerStoreMessage } from './newer-store-error.ts';
import { SQLITE_SCHEMA_VERSION } from './sqlite-migrations.ts';
import { prepareSchema, schemaVersionOf } from './store-schema.ts';

type Shape = Map<string, Set<string>>;

function shapeOf(db: Database.Database): Shape {
  const tables = db.prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all();
  return new Map(tables.map(({ name }) => [name, new Set(db.prepare<[], { name: string }>(`PRAGMA table_info("${name}")`).all().map((c) => c.name))]));
}

// The shape this Tablewright makes, from store-schema.ts itself, so the check never drifts from it.
function currentShape(): Shape {
  const db = new Database(':memory:');
  try {
    prepareSchema(db);
    return shapeOf(db);
  } finally {
    db.close();
  }
}

/**
 * Why `file` is not a Tablewright store this Tablewright can serve, or undefined when it is.
 * An older store (a lower schema version, a column missing) passes: the server brings it up to
 * date when it opens it. A higher schema version means a newer Tablewright wrote it; a table or
 * column this Tablewright does not make, at a version it knows, means something else changed it.
 */
export function storeFileProblem(file: string): string | undefined {
  let db: Database.Database;
  try {
    // Read-write though it only reads: a read-only connection to a WAL store leaves -wal and -shm files behind it.
    db = new Database(file, { fileMustExist: true });
  } catch (error) {
    return `cannot open ${file}: ${(error as Error).message}`;
  }
  try {
    const found = shapeOf(db);
    if (!found.has('matches') || !found.has('log_entries')) return `${file} is not a Tablewright store (it has no matches and log_entries tables)`;
    const version = schemaVersionOf(db);
    if (version > SQLITE_SCHEMA_VERSION) return newerStoreMessage(file, version, SQLITE_SCHEMA_VERSION);
    const current = currentShape();
    for (const [table, columns] of found) {
      const known = current.get(table);
      const unknown = known ? [...columns].filter((c) => !known.has(c)) : [table];
      if (unknown.length > 0) return `${file} has ${unknown.join(', ')}, which no Tablewright store at schema version ${version} has: it was changed by something other than Tablewright`;
    }
    return undefined;
  } catch (error) {
    return `${file} is not a Tablewright store: ${(error as Error).message}`;
  } finally {
    db.close();
  }
}
