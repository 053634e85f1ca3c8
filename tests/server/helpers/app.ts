import { createApp, type CreateAppOptions } from '@/server/app';
import type { Db } from '@/server/db/client';
import { parseEnv, type Env } from '@/server/env';
import type { Logger, LogFields } from '@/server/http/logger';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
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
  const at = (level: string) => (message: string, fields: LogFields = {}) => {
    records.push({ level, message, fields });
  };
  return { records, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function testApp(options: Partial<CreateAppOptions> & { db: Db; mediaDir: string }) {
  return createApp({ env: testEnv(), logger: memoryLogger(), ...options });
}
