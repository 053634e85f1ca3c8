import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import { createApp, type App, type CreateAppOptions } from '@/server/app';
import type { Db } from '@/server/db/client';
import { signAccessToken } from '@/server/auth/jwt';
import { issueRefreshToken } from '@/server/auth/refresh-tokens';
import { parseEnv, type ServerEnv } from '@/server/platform/env';
import type { Logger, LogFields } from '@/server/platform/logger';
import type { WorkerLoop } from '@/server/platform/worker-loop';
import { createAlertJobs } from '@/server/services/alert-jobs';
import { useTestDb, type TestDbRef } from './db';

/** One random signing key per test process, as a real deployment generates its own (there is no built-in one). */
const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? TEST_JWT_SECRET };
}

/** The Authorization header of a new session of `userId`, as a sign-in would create it. */
export async function sessionHeaders(db: Db, userId: number): Promise<{ Authorization: string }> {
  const { familyId } = await issueRefreshToken(db, userId);
  return { Authorization: `Bearer ${await signAccessToken({ userId, familyId }, testEnv().JWT_SECRET)}` };
}

/** For tests of routes that must not touch the database: any use fails the test loudly. */
export const noDb = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`this test must not use the database (db.${String(property)})`);
    },
  },
) as Db;

export interface LogRecord {
  level: string;
  message: string;
  fields: LogFields;
}

/** A logger that keeps what it was told, so tests can read the log lines. */
export function memoryLogger(): Logger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  const at =
    (level: string) =>
    (message: string, fields: LogFields = {}) => {
      records.push({ level, message, fields });
    };
  return { records, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function testApp(options: Partial<CreateAppOptions> & { db: Db; mediaDir: string }) {
  return createApp({ env: testEnv(), logger: memoryLogger(), ...options });
}

export interface TestServer extends TestDbRef {
  readonly app: App;
  /**
   * Runs the alert jobs the app's writes queued (who hears of a deal), as a running server's worker does right after
   * the answer: a test reads the inbox and the push outbox after it.
   */
  drainAlertJobs(): Promise<void>;
}

/** createApp's options beyond the database; a function when they need what an earlier hook or an await prepares. */
export type TestAppOptions = Partial<Omit<CreateAppOptions, 'db' | 'mediaDir'>>;

/**
 * The database and app of one test file (see useTestDb). Hooks the file registers after this call run after the app
 * exists, so they can create the file's fixtures through `db` or `app`.
 */
export function useTestServer(
  opts: { seed?: boolean; app?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) } = {},
): TestServer {
  const database = useTestDb({ seed: opts.seed });
  let app: App | undefined;
  let alertJobs: WorkerLoop | undefined;
  beforeAll(async () => {
    const options = typeof opts.app === 'function' ? await opts.app() : opts.app;
    alertJobs = createAlertJobs({ db: database.db, logger: memoryLogger(), onTold: () => {} });
    app = testApp({ db: database.db, mediaDir: database.mediaDir, alertJobs, ...options });
  });
  return {
    get app() {
      if (app === undefined) throw new Error('the test server opens in beforeAll: use it inside hooks and tests');
      return app;
    },
    async drainAlertJobs() {
      if (alertJobs === undefined) throw new Error('the test server opens in beforeAll: use it inside hooks and tests');
      await alertJobs.drain();
    },
    get db() {
      return database.db;
    },
    get mediaDir() {
      return database.mediaDir;
    },
  };
}
