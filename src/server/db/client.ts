import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CATEGORY_TREE } from '@/shared/categories';
import { DEFAULT_MARKET_ID, MARKET_CURRENCY } from '@/shared/constants';
import * as schema from './schema';

export { schema };

/** One database type for both drivers, so services never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite with the extensions the migrations create; exported so tests can clone a migrated data dir. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

type Driver =
  | { kind: 'pglite'; db: ReturnType<typeof drizzlePglite<typeof schema>> }
  | { kind: 'postgres'; db: ReturnType<typeof drizzlePg<typeof schema>> };
const drivers = new WeakMap<Db, Driver>();

/** Wraps an already open PGlite (a fresh one, or one loaded from a dump) into a handle. */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema });
  const handle: DbHandle = { db, kind: 'pglite', close: () => client.close() };
  drivers.set(handle.db, { kind: 'pglite', db });
  return handle;
}

export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle client whose connection the server drops (restart, failover, a forced drop) emits 'error' on the pool;
    // unhandled it would crash the process. The pool discards that client and the next query opens a new one.
    pool.on('error', (err) => {
      process.stderr.write(`postgres: idle connection lost: ${err.message}\n`);
    });
    // Fail at startup, not at the first request, when the database is unreachable.
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema });
    const handle: DbHandle = { db, kind: 'postgres', close: () => pool.end() };
    drivers.set(handle.db, { kind: 'postgres', db });
    return handle;
  }
  // PGlite creates only the last folder of the path; a fresh DATA_DIR needs its parents too.
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, { extensions: PGLITE_EXTENSIONS });
  return pgliteHandle(client);
}

/** The key of the advisory lock that start-up work holds (any number; one per database). */
const STARTUP_LOCK = 7_318_001;

/**
 * Runs start-up work (migrations, reference rows, the demo seed) one instance at a time. Instances started at once on
 * one PostgreSQL would otherwise apply the same migration together (the second fails on a relation that already
 * exists) or seed twice. A transaction-level advisory lock held on one pooled connection while the work runs on the
 * others makes the rest wait; they then find nothing left to do. An embedded database has one process by construction.
 */
export async function startingAlone<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (drivers.get(db)?.kind !== 'postgres') return work();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}

/** Applies the committed drizzle-kit migrations, then the reference rows every foreign key relies on. */
export async function migrate(db: Db): Promise<void> {
  const driver = drivers.get(db);
  if (!driver) throw new Error('migrate() needs a database opened with openDb()');
  if (driver.kind === 'pglite') await migratePglite(driver.db, { migrationsFolder: MIGRATIONS_FOLDER });
  else await migratePg(driver.db, { migrationsFolder: MIGRATIONS_FOLDER });
  await upsertReferenceData(db);
}

/**
 * Markets and the category tree come from code (src/shared), so they are synced on every start rather than frozen
 * in a migration: adding a category to CATEGORY_TREE needs no new migration.
 */
async function upsertReferenceData(db: Db): Promise<void> {
  await db.insert(schema.markets).values({ id: DEFAULT_MARKET_ID, name: 'Polska', currency: MARKET_CURRENCY }).onConflictDoNothing();
  // Parents precede children in CATEGORY_TREE, so one ordered insert satisfies the self-reference.
  await db
    .insert(schema.categories)
    .values(CATEGORY_TREE.map((n) => ({ id: n.id, parentId: n.parent })))
    .onConflictDoNothing();
}

/**
 * Rows of a raw SQL statement. `db.execute()` is typed `unknown` on the driver-neutral Db type, but both drivers
 * answer `{ rows }` (pg's QueryResult and PGlite's Results), so this is the one place that relies on it.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A transaction handle as `db.transaction(async (tx) => …)` passes it; services that must join a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
