import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { sessionHeaders } from './app';

export const TEST_PASSWORD = 'secret123';

export interface TestUser {
  id: number;
  email: string;
  username: string;
  headers: Record<string, string>;
}

let sequence = 0;

/** A verified user straight in the database (the sign-up endpoint is not under test here) with a signed access token. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  opts: { password?: boolean } = {},
): Promise<TestUser> {
  sequence += 1;
  const suffix = `${process.pid}_${sequence}`;
  const [row] = await db
    .insert(users)
    .values({
      email: `user_${suffix}@test.pl`,
      username: `tester_${suffix}`,
      emailVerifiedAt: new Date(),
      passwordHash: opts.password ? await hashPassword(TEST_PASSWORD) : null,
      ...overrides,
    })
    .returning({ id: users.id, email: users.email, username: users.username });
  if (!row) throw new Error('user not created');
  return { ...row, headers: await sessionHeaders(db, row.id) };
}

export const jsonHeaders = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });
