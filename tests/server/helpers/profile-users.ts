import { signAccessToken } from '@/server/auth/jwt';
import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { testEnv } from './app';

export const TEST_PASSWORD = 'secret123';

export interface TestUser {
  id: number;
  email: string;
  username: string;
  headers: Record<string, string>;
}

let sequence = 0;

export async function bearer(userId: number): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await signAccessToken(userId, testEnv().JWT_SECRET)}` };
}

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
  return { ...row, headers: await bearer(row.id) };
}

export const jsonHeaders = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });
