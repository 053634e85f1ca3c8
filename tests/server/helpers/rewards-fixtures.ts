import { randomBytes } from 'node:crypto';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { deals, pointsLedger, prizes, users } from '@/server/db/schema';
import { sessionHeaders } from './app';

/** Test data for the rewards suites: users with tokens, points, prizes and deals, each unique per call. */
export interface TestUser {
  id: number;
  headers: Record<string, string>;
}

export async function createUser(db: Db, marketId = 1): Promise<TestUser> {
  const tag = randomBytes(5).toString('hex');
  const [row] = await db
    .insert(users)
    .values({ email: `r-${tag}@example.com`, username: `r_${tag}`, emailVerifiedAt: new Date(), marketId })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { id: row.id, headers: await sessionHeaders(db, row.id) };
}

export async function grantPoints(db: Db, userId: number, points: number, marketId = 1): Promise<void> {
  await db.insert(pointsLedger).values({ userId, marketId, points, reason: 'other', customReason: 'test' });
}

export async function createPrize(db: Db, values: { price: number; stock?: number | null; title?: string }): Promise<number> {
  const [row] = await db
    .insert(prizes)
    .values({ title: values.title ?? `Prize ${randomBytes(3).toString('hex')}`, price: values.price, stock: values.stock ?? null })
    .returning({ id: prizes.id });
  if (!row) throw new Error('prize insert returned nothing');
  return row.id;
}

export async function createDeal(db: Db, userId: number, title: string, votesCount = 0): Promise<number> {
  const [row] = await db.insert(deals).values({ userId, title, categoryId: 'electronics', votesCount }).returning({ id: deals.id });
  if (!row) throw new Error('deal insert returned nothing');
  return row.id;
}

export function call(
  app: App,
  method: string,
  path: string,
  opts: { user?: TestUser; body?: unknown; key?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...opts.user?.headers, ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  return Promise.resolve(app.request(path, { method, headers, ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}) }));
}

export async function expectError(res: Response, status: number, errorCode: string): Promise<string> {
  const body = (await res.json()) as Record<string, string>;
  if (res.status !== status || body.errorCode !== errorCode || Object.keys(body).sort().join() !== 'errorCode,message,timestamp') {
    throw new Error(`expected ${status} ${errorCode}, got ${res.status} ${JSON.stringify(body)}`);
  }
  return body.message ?? '';
}

export const newKey = () => `k-${randomBytes(8).toString('hex')}`;
