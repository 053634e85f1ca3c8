import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrate, openDb, PGLITE_EXTENSIONS, pgliteHandle, type Db, type DbHandle } from '@/server/db/client';
import { seedDemo } from '@/server/seed';

export type TestDb = DbHandle & { mediaDir: string };

/**
 * A fresh PGlite costs seconds to initialise, migrate and seed, and every test file runs in its own worker, so the
 * migrated (and the seeded) data directory is dumped once into a cache folder shared by all workers and later runs,
 * keyed by the database sources and the hour (the seed's dates are relative to now). Each createTestDb() loads a copy.
 */
const CACHE_DIR = path.join(tmpdir(), 'okazje-test-cache');
const KEY_SOURCES = ['src/server/db/migrations', 'src/server/db/schema', 'src/server/seed', 'src/shared/categories.ts'];

async function sourceKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (
    await Promise.all(
      KEY_SOURCES.map(async (src) =>
        (await stat(src)).isDirectory() ? (await readdir(src, { recursive: true })).map((f) => path.join(src, f)) : [src],
      ),
    )
  )
    .flat()
    .sort();
  for (const file of files) if ((await stat(file)).isFile()) hash.update(file).update(await readFile(file));
  hash.update(new Date().toISOString().slice(0, 13));
  return hash.digest('hex').slice(0, 16);
}

let key: Promise<string> | undefined;

async function cachedDump(kind: 'migrated' | 'seeded', build: () => Promise<Blob>): Promise<Blob> {
  key ??= sourceKey();
  const file = path.join(CACHE_DIR, `${await key}-${kind}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const dump = await build();
  await mkdir(CACHE_DIR, { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  await writeFile(staging, Buffer.from(await dump.arrayBuffer()));
  await rename(staging, file);
  return dump;
}

async function dumpOf(prepare: (db: DbHandle['db']) => Promise<void>, from?: Blob): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(from ? { loadDataDir: from } : {}) });
  try {
    await prepare(pgliteHandle(client).db);
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

const migratedTemplate = () => cachedDump('migrated', () => dumpOf(migrate));

async function freshPglite(seeded: boolean, mediaDir: string): Promise<DbHandle> {
  const migrated = await migratedTemplate();
  const dump = seeded ? await cachedDump('seeded', () => dumpOf((db) => seedWithSharedMedia(db, mediaDir), migrated)) : migrated;
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
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'okazje-media-'));
  const seeded = opts.seed === true;
  const handle = adminUrl ? await freshPostgres(adminUrl) : await freshPglite(seeded, mediaDir);
  const testDb: TestDb = {
    db: handle.db,
    kind: handle.kind,
    mediaDir,
    async close() {
      await handle.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
  if (seeded) {
    if (adminUrl) await seedWithSharedMedia(testDb.db, mediaDir);
    else if (existsSync(SEED_MEDIA_CACHE)) await cp(SEED_MEDIA_CACHE, mediaDir, { recursive: true, force: false });
  }
  return testDb;
}

/**
 * Rendering the seed images is most of seedDemo's time and their bytes are a pure function of the seed, so
 * test files share one rendered copy across processes and runs: each file starts from a copy of it, and the
 * first file to render them publishes its folder with an atomic rename (a lost race just discards the copy).
 */
const SEED_MEDIA_CACHE = path.join(tmpdir(), 'okazje-test-seed-media');

async function seedWithSharedMedia(db: TestDb['db'], mediaDir: string): Promise<void> {
  const cached = existsSync(SEED_MEDIA_CACHE);
  if (cached) await cp(SEED_MEDIA_CACHE, mediaDir, { recursive: true });
  await seedDemo(db, { mediaDir });
  if (cached) return;
  const staging = await mkdtemp(`${SEED_MEDIA_CACHE}-`);
  await cp(mediaDir, staging, { recursive: true });
  await rename(staging, SEED_MEDIA_CACHE).catch(() => rm(staging, { recursive: true, force: true }));
}

/** What the file's tests read of their database: both exist only once its beforeAll has run. */
export interface TestDbRef {
  readonly db: Db;
  readonly mediaDir: string;
}

/**
 * The database of one test file: opened in beforeAll, closed in afterAll. Its fields only exist once beforeAll has
 * run, so reading one earlier (at module level) throws instead of handing out undefined.
 */
export function useTestDb(opts: { seed?: boolean } = {}): TestDbRef {
  let handle: TestDb | undefined;
  beforeAll(async () => {
    handle = await createTestDb(opts);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const opened = (): TestDb => {
    if (!handle) throw new Error('the test database opens in beforeAll: use it inside hooks and tests');
    return handle;
  };
  return {
    get db() {
      return opened().db;
    },
    get mediaDir() {
      return opened().mediaDir;
    },
  };
}
