import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { comments, deals, shops, users, votes } from '@/server/db/schema';
import { sessionHeaders } from './app';

/** Community test data (users, deals, comments) written straight to the database; other suites reuse it too. */

export interface TestUser {
  id: number;
  /** `Authorization: Bearer …` for this user. */
  auth: Record<string, string>;
}

/** Verified accounts this old are members: their votes and reports count; younger ones are new and weigh 0. */
const ESTABLISHED_ACCOUNT_AGE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * `count` users in one insert, each signed in: verified members two days old unless `createdAt` says otherwise
 * (`emailVerifiedAt: null` makes an unverified, hence new, account).
 */
export async function createUsers(
  db: Db,
  count: number,
  { createdAt = new Date(Date.now() - ESTABLISHED_ACCOUNT_AGE_MS), emailVerifiedAt = createdAt as Date | null } = {},
): Promise<TestUser[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({ email: `u${tag}${i}@example.com`, username: `u${tag}${i}`, createdAt, emailVerifiedAt })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async ({ id }) => ({ id, auth: await sessionHeaders(db, id) })));
}

export async function createUser(db: Db): Promise<TestUser> {
  const [user] = await createUsers(db, 1);
  if (!user) throw new Error('no user created');
  return user;
}

export async function createDeal(db: Db, userId: number, values: Partial<typeof deals.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(deals)
    .values({ userId, categoryId: 'electronics', title: `Deal ${randomBytes(3).toString('hex')}`, ...values })
    .returning({ id: deals.id });
  if (!row) throw new Error('no deal created');
  return row.id;
}

/** A shop with a fresh name (or `name`), its slug made from it. */
export async function createShop(db: Db, name = `Sklep ${randomBytes(3).toString('hex')}`): Promise<number> {
  const [row] = await db
    .insert(shops)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .returning({ id: shops.id });
  if (!row) throw new Error('shop insert returned nothing');
  return row.id;
}

/** A top-level comment (its own thread), or a reply when `parentId` is given. */
export async function createComment(db: Db, dealId: number, userId: number, parentId?: number): Promise<number> {
  const [parent] = parentId ? await db.select({ threadId: comments.threadId }).from(comments).where(eq(comments.id, parentId)) : [];
  const [row] = await db
    .insert(comments)
    .values({ dealId, userId, content: 'A comment', parentId: parentId ?? null, threadId: parent?.threadId ?? null })
    .returning({ id: comments.id });
  if (!row) throw new Error('no comment created');
  if (!parentId) await db.update(comments).set({ threadId: row.id }).where(eq(comments.id, row.id));
  await db
    .update(deals)
    .set({ commentsCount: sql`${deals.commentsCount} + 1` })
    .where(eq(deals.id, dealId));
  return row.id;
}

export function send(
  app: App,
  method: string,
  path: string,
  opts: { auth?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.auth, ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  return app.request(path, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
}

/** The API's error shape (timestamp, message, errorCode) with the given status and code; answers the message. */
export async function expectError(res: Response, status: number, errorCode: string): Promise<string> {
  const body = (await res.json()) as Record<string, string>;
  expect({ status: res.status, errorCode: body.errorCode }).toEqual({ status, errorCode });
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  return body.message ?? '';
}

export async function dealCounts(db: Db, dealId: number) {
  const [row] = await db
    .select({ votes: deals.votesCount, comments: deals.commentsCount, bestAt: deals.bestAt })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!row) throw new Error(`deal ${dealId} missing`);
  return row;
}

/** Sum of the stored vote rows of one entity: what its votes_count must always equal. */
export async function voteSum(db: Db, entityType: 'deal' | 'comment', entityId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${votes.value}), 0)::int` })
    .from(votes)
    .where(and(eq(votes.entityType, entityType), eq(votes.entityId, entityId)));
  return row?.sum ?? 0;
}
