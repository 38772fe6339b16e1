import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NewerStoreError } from '../../../server/store/newer-store-error.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { SCHEMA_VERSION } from '../../../server/store/postgres/postgres-schema.ts';
import { freshPostgresDatabase, type SharedDatabase } from '../../support/shared-stores.ts';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { THREE_LAWS_FIXTURE_ROOT } from '../helpers/three-laws-play.ts';

describeWithPostgres('a PostgreSQL store a newer Tablewright migrated', () => {
  let db: SharedDatabase;
  const said = new RegExp(`is at schema version ${SCHEMA_VERSION + 1}, but this Tablewright knows versions up to ${SCHEMA_VERSION}: upgrade Tablewright .* or restore the backup taken before that upgrade`);
  /** What a migration would change: the tables and columns, and the versions applied. */
  const schema = async () => {
    const sql = postgres(db.url, { onnotice: () => undefined, max: 1 });
    try {
      const columns = await sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`;
      const versions = await sql`SELECT version FROM tablewright_migrations ORDER BY version`;
      return { columns: [...columns], versions: versions.map((r) => r.version as number) };
    } finally {
      await sql.end();
    }
  };

  beforeAll(async () => {
    db = await freshPostgresDatabase();
    const store = new PostgresStore(db.url);
    await store.open();
    await store.close();
    const sql = postgres(db.url, { onnotice: () => undefined, max: 1 });
    await sql`INSERT INTO tablewright_migrations (version, applied_at) VALUES (${SCHEMA_VERSION + 1}, 0)`;
    await sql.end();
  });
  afterAll(() => db?.stop());

  it('is refused by the store and by tablewright serve in one line (exit 1), and left as it was', async () => {
    const before = await schema();
    expect(before.versions.at(-1)).toBe(SCHEMA_VERSION + 1);
    const store = new PostgresStore(db.url);
    try {
      await expect(store.open()).rejects.toThrow(NewerStoreError);
    } finally {
      await store.close();
    }
    const run = spawnSync(process.execPath, ['bin/tablewright.mjs', 'serve', '--port', '0', '--store', db.url, '--content', THREE_LAWS_FIXTURE_ROOT], {
      cwd: resolve(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^tablewright serve: the PostgreSQL store at postgres:\/\/\S+ is at schema version/);
    expect(run.stderr).toMatch(said);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.status).toBe(1);
    expect(await schema()).toEqual(before);
  });
});
