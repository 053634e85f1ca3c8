import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { afterAnswerQueue, type AfterAnswer } from '@/server/platform/after-answer';
import { memoryMailer, type Mail } from '@/server/mail/mailer';
import { memoryLogger, testApp, testEnv } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/community-fixtures';
import { createTestDb, type TestDb } from '../helpers/db';

export const ADMIN_EMAIL = 'boss@example.com';

export interface ModerationServer {
  readonly app: App;
  readonly db: Db;
  readonly admin: TestUser;
  readonly moderator: TestUser;
  readonly member: TestUser;
  /** Mails sent so far, newest last. */
  readonly mails: Mail[];
  /** Work after the answers (the statement mails): wait for it before reading `mails`. */
  readonly afterAnswer: AfterAnswer;
}

/** A test server whose ADMIN_EMAILS names one verified account, with one stored moderator and one plain member. */
export function useModerationServer(): ModerationServer {
  let handle: TestDb | undefined;
  let app: App | undefined;
  const mailer = memoryMailer();
  const afterAnswer = afterAnswerQueue(memoryLogger());
  const people: Partial<Record<'admin' | 'moderator' | 'member', TestUser>> = {};
  beforeAll(async () => {
    handle = await createTestDb();
    app = testApp({
      db: handle.db,
      mediaDir: handle.mediaDir,
      env: testEnv({ ADMIN_EMAILS: ` Other@example.com, ${ADMIN_EMAIL.toUpperCase()} `, PUBLIC_URL: 'https://okazje.test' }),
      mailer,
      afterAnswer,
    });
    people.admin = await createUser(handle.db);
    await handle.db.update(users).set({ email: ADMIN_EMAIL }).where(eq(users.id, people.admin.id));
    people.moderator = await createUser(handle.db);
    await handle.db.update(users).set({ role: 'moderator' }).where(eq(users.id, people.moderator.id));
    people.member = await createUser(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the moderation server opens in beforeAll');
    return value;
  };
  return {
    get app() {
      return opened(app);
    },
    get db() {
      return opened(handle).db;
    },
    get admin() {
      return opened(people.admin);
    },
    get moderator() {
      return opened(people.moderator);
    },
    get member() {
      return opened(people.member);
    },
    mails: mailer.sent,
    afterAnswer,
  };
}
