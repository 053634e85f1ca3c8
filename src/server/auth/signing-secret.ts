import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import type { Env, ServerEnv } from '../platform/env';

/** 48 random bytes: 64 base64url characters, well over HS256's 32-byte minimum. */
const SECRET_BYTES = 48;
const MIN_SECRET_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';
const JWT_SECRET_ROW = 'jwt_signing_key';

const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');

/**
 * The embedded database's key: one file in DATA_DIR, readable by its owner only. `wx` creates it only when it does
 * not exist, so two processes starting at once end up reading the same key instead of each writing their own.
 */
async function fileSecret(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, JWT_SECRET_FILE);
  try {
    await writeFile(path, newSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A file copied in by hand may have kept wider permissions; the key is as good as a password for every account.
  await chmod(path, 0o600);
  const secret = (await readFile(path, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${path} holds no usable key: delete it to have a new one generated`);
  return secret;
}

/** PostgreSQL: one row every instance shares; the first instance to start inserts it, the others read it. */
async function databaseSecret(db: Db): Promise<string> {
  await db.insert(serverSecrets).values({ name: JWT_SECRET_ROW, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, JWT_SECRET_ROW));
  if (!row) throw new Error('the JWT signing key could not be stored');
  return row.value;
}

/**
 * The key access tokens are signed with: JWT_SECRET when given, else generated once and kept where every instance of
 * this deployment finds it (DATA_DIR for the embedded database, the database itself with DATABASE_URL). There is no
 * built-in fallback, so no two deployments ever share a key.
 */
export async function resolveServerEnv(env: Env, db: Db): Promise<ServerEnv> {
  if (env.JWT_SECRET) return { ...env, JWT_SECRET: env.JWT_SECRET };
  const secret = env.DATABASE_URL ? await databaseSecret(db) : await fileSecret(env.DATA_DIR);
  return { ...env, JWT_SECRET: secret };
}
