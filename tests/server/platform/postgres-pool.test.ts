import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, openDb, queryRows, startingAlone } from '@/server/db/client';
import { seedDemo } from '@/server/seed';
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

// Two instances started at once on one fresh PostgreSQL: what the README's scale-out path promises at start-up.
describe.runIf(adminUrl)('start-up of instances on one PostgreSQL', () => {
  it('migrates and seeds once when two instances start together on an empty database', async () => {
    const name = `test_startup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'okazje-startup-'));
    const instances = await Promise.all([openDb({ databaseUrl: url.toString() }), openDb({ databaseUrl: url.toString() })]);
    try {
      const started = await Promise.all(
        instances.map(({ db }) =>
          startingAlone(db, async () => {
            await migrate(db);
            return (await seedDemo(db, { mediaDir })).seeded;
          }),
        ),
      );
      expect(started.sort()).toEqual([false, true]);
      const [demo] = await queryRows<{ count: number }>(
        instances[0]!.db,
        sql`select count(*)::int as count from users where email = 'demo@example.com'`,
      );
      expect(demo?.count).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      await rm(mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});
