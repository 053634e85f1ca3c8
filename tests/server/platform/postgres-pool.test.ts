import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { useTestDb } from '../helpers/db';

const adminUrl = process.env.TEST_DATABASE_URL;

// Only PostgreSQL has separate server connections that can be lost; PGlite runs in-process.
describe.runIf(adminUrl)('PostgreSQL connection pool', () => {
  const database = useTestDb();

  it('survives the server dropping its idle connections and serves the next query', async () => {
    const [before] = await queryRows<{ db: string }>(database.db, sql`select current_database() as db`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [before?.db]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [after] = await queryRows<{ ok: number }>(database.db, sql`select 1 as ok`);
    expect(after?.ok).toBe(1);
  });
});
