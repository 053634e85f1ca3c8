import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { afterAnswerQueue, type AfterAnswer } from '@/server/platform/after-answer';
import { memoryMailer, type Mail } from '@/server/mail/mailer';
import { memoryLogger, testEnv, useTestServer } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/community-fixtures';

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
  /** Runs the alert jobs writes queued: see TestServer. */
  drainAlertJobs(): Promise<void>;
}

/** A test server whose ADMIN_EMAILS names one verified account, with one stored moderator and one plain member. */
export function useModerationServer(): ModerationServer {
  const mailer = memoryMailer();
  const afterAnswer = afterAnswerQueue(memoryLogger());
  const server = useTestServer({
    app: {
      env: testEnv({ ADMIN_EMAILS: ` Other@example.com, ${ADMIN_EMAIL.toUpperCase()} `, PUBLIC_URL: 'https://okazje.test' }),
      mailer,
      afterAnswer,
    },
  });
  const people: Partial<Record<'admin' | 'moderator' | 'member', TestUser>> = {};
  beforeAll(async () => {
    people.admin = await createUser(server.db);
    await server.db.update(users).set({ email: ADMIN_EMAIL }).where(eq(users.id, people.admin.id));
    people.moderator = await createUser(server.db);
    await server.db.update(users).set({ role: 'moderator' }).where(eq(users.id, people.moderator.id));
    people.member = await createUser(server.db);
  });
  const person = (role: keyof typeof people): TestUser => {
    const user = people[role];
    if (!user) throw new Error('the moderation server opens in beforeAll');
    return user;
  };
  return {
    get app() {
      return server.app;
    },
    get db() {
      return server.db;
    },
    get admin() {
      return person('admin');
    },
    get moderator() {
      return person('moderator');
    },
    get member() {
      return person('member');
    },
    mails: mailer.sent,
    afterAnswer,
    drainAlertJobs: () => server.drainAlertJobs(),
  };
}
