import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, openDb, PGLITE_EXTENSIONS, pgliteHandle, type DbHandle } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed';

export type TestDb = DbHandle & { mediaDir: string };

/**
 * A fresh PGlite costs seconds to initialise and migrate, so each test process does it once and every
 * createTestDb() call starts from a copy of that migrated data directory.
 */
let template: Promise<File | Blob> | undefined;

function migratedTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(pgliteHandle(client).db);
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return template;
}

async function freshPglite(): Promise<DbHandle> {
  const dump = await migratedTemplate();
  return pgliteHandle(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
}

/** With TEST_DATABASE_URL: a uniquely named database per call, dropped again on close. */
async function freshPostgres(adminUrl: string): Promise<DbHandle> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  await migrate(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A migrated, empty database for one test file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and a temp
 * media folder; `seed: true` also loads the demo data. close() removes both.
 */
export async function createTestDb(opts: { seed?: boolean } = {}): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const handle = adminUrl ? await freshPostgres(adminUrl) : await freshPglite();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'okazje-media-'));
  const testDb: TestDb = {
    db: handle.db,
    kind: handle.kind,
    mediaDir,
    async close() {
      await handle.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
  if (opts.seed) await seedDemo(testDb.db, { mediaDir });
  return testDb;
}
