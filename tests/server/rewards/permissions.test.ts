import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousDevices, inboxItems, keywordAlerts, lootboxes, lootboxPrizes, pointsLedger, userPrizes, users } from '@/server/db/schema';
import type { AnonymousDevice, KeywordAlert } from '@/shared/schemas/rewards';
import { RATE_LIMITS } from '@/server/platform/rate-limits';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createPrize, createUser, expectError, grantPoints, newKey, type TestUser } from '../helpers/rewards-fixtures';

const ANONYMOUS_REGISTRATIONS_PER_HOUR = RATE_LIMITS.anonymousDevice.limit;

const server = useTestServer();
let owner: TestUser;
let other: TestUser;
let prizeId: number;
let lootboxId: number;
let alertId: number;
let userPrizeId: number;
let inboxId: number;

beforeAll(async () => {
  [owner, other] = [await createUser(server.db), await createUser(server.db)];
  await grantPoints(server.db, owner.id, 1000);
  await grantPoints(server.db, other.id, 1000);
  prizeId = await createPrize(server.db, { price: 10 });
  const [box] = await server.db.insert(lootboxes).values({ title: 'box', price: 10 }).returning({ id: lootboxes.id });
  lootboxId = box!.id;
  await server.db.insert(lootboxPrizes).values({ lootboxId, points: 1, weight: 1 });
  const [alert] = await server.db.insert(keywordAlerts).values({ userId: owner.id, keyword: 'tv', keywordNormalized: 'tv' }).returning();
  alertId = alert!.id;
  const [up] = await server.db.insert(userPrizes).values({ userId: owner.id, prizeId }).returning();
  userPrizeId = up!.id;
  const dealId = await createDeal(server.db, other.id, 'TV 55"');
  const [item] = await server.db.insert(inboxItems).values({ userId: owner.id, dealId, alertId, trigger: 'created' }).returning();
  inboxId = item!.id;
});

interface Mutation {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
}

const mutations: Mutation[] = [
  { name: 'daily claim', method: 'POST', path: () => '/api/users/daily' },
  { name: 'add alert', method: 'POST', path: () => '/api/users/alerts', body: () => ({ keyword: 'laptop' }) },
  { name: 'delete alert', method: 'DELETE', path: () => '/api/users/alerts', body: () => ({ id: alertId }) },
  { name: 'buy prize', method: 'POST', path: () => `/api/prizes/available/${prizeId}` },
  {
    name: 'claim information',
    method: 'POST',
    path: () => `/api/prizes/${userPrizeId}`,
    body: () => ({ claim_information: 'ul. Polna 1' }),
  },
  { name: 'open lootbox', method: 'POST', path: () => `/api/lootboxes/${lootboxId}/open` },
  { name: 'read inbox item', method: 'POST', path: () => `/api/inbox/${inboxId}/read` },
  { name: 'read all', method: 'POST', path: () => '/api/inbox/read-all' },
];

describe('guests get 401 on every mutation, even with a valid body and an Idempotency-Key', () => {
  it.each(mutations)('$name', async (m) => {
    const res = await call(server.app, m.method, m.path(), { body: m.body?.(), key: newKey() });
    await expectError(res, 401, 'Unauthorized');
  });

  it('and so does the token of a deleted account', async () => {
    const gone = await createUser(server.db);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await expectError(await call(server.app, 'POST', '/api/users/daily', { user: gone }), 401, 'Unauthorized');
  });
});

describe('per-user reads answer 401 to guests; the catalogue does not', () => {
  it.each(['/api/users/alerts', '/api/prizes/', '/api/prizes/1', '/api/prizes/points-history', '/api/lootboxes/statuses', '/api/inbox/'])(
    '%s',
    async (path) => {
      await expectError(await call(server.app, 'GET', path), 401, 'Unauthorized');
    },
  );

  it.each(['/api/prizes/available', '/api/lootboxes/'])('%s is public', async (path) => {
    expect((await call(server.app, 'GET', path)).status).toBe(200);
  });
});

describe("another user cannot touch the owner's alert, prize request or inbox item", () => {
  it('delete alert → 404 and the alert stays', async () => {
    await expectError(await call(server.app, 'DELETE', '/api/users/alerts', { user: other, body: { id: alertId } }), 404, 'NotFound');
    const [row] = await server.db.select({ n: count() }).from(keywordAlerts).where(eq(keywordAlerts.id, alertId));
    expect(row?.n).toBe(1);
  });

  it('claim information → 404 and nothing is stored', async () => {
    await expectError(
      await call(server.app, 'POST', `/api/prizes/${userPrizeId}`, { user: other, body: { claim_information: 'mine now' } }),
      404,
      'NotFound',
    );
    const [row] = await server.db.select().from(userPrizes).where(eq(userPrizes.id, userPrizeId));
    expect(row?.claimInformation).toBeNull();
  });

  it('read inbox item → 404 and it stays unread', async () => {
    await expectError(await call(server.app, 'POST', `/api/inbox/${inboxId}/read`, { user: other }), 404, 'NotFound');
    await call(server.app, 'POST', '/api/inbox/read-all', { user: other });
    const [row] = await server.db.select().from(inboxItems).where(eq(inboxItems.id, inboxId));
    expect(row?.readAt).toBeNull();
  });
});

describe('the owner succeeds, and a repeated Idempotency-Key replays the answer without acting twice', () => {
  const expected: Record<string, number> = {
    'daily claim': 200,
    'add alert': 201,
    'delete alert': 204,
    'buy prize': 201,
    'claim information': 200,
    'open lootbox': 201,
    'read inbox item': 200,
    'read all': 200,
  };

  it.each(mutations)('$name', async (m) => {
    const key = newKey();
    const first = await call(server.app, m.method, m.path(), { user: owner, body: m.body?.(), key });
    expect(first.status).toBe(expected[m.name]);
    const ledgerAfterFirst = await server.db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, owner.id));
    const again = await call(server.app, m.method, m.path(), { user: owner, body: m.body?.(), key });
    expect(again.status).toBe(first.status);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // Stored answers come back from jsonb, which may reorder keys: compare the values.
    const read = async (r: Response): Promise<unknown> => (r.status === 204 ? r.text() : r.json());
    expect(await read(again)).toEqual(await read(first));
    const ledgerAfterReplay = await server.db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, owner.id));
    expect(ledgerAfterReplay).toEqual(ledgerAfterFirst);
  });

  it('the replayed add-alert created one alert; without the key the same keyword is a 409', async () => {
    const alerts = await server.db.select().from(keywordAlerts).where(eq(keywordAlerts.userId, owner.id));
    expect(alerts.map((a) => a.keyword)).toEqual(['laptop']);
    await expectError(await call(server.app, 'POST', '/api/users/alerts', { user: owner, body: { keyword: 'Laptop' } }), 409, 'Conflict');
  });

  it('the same key with another body answers 422', async () => {
    const key = newKey();
    const first = await call(server.app, 'POST', '/api/users/alerts', { user: owner, body: { keyword: 'monitor' }, key });
    expect(((await first.json()) as KeywordAlert).keyword).toBe('monitor');
    await expectError(
      await call(server.app, 'POST', '/api/users/alerts', { user: owner, body: { keyword: 'telefon' }, key }),
      422,
      'IdempotencyKeyReused',
    );
  });
});

describe('POST /api/anonymous/', () => {
  it('registers a device id without signing in; the same id again answers 200 with the same row', async () => {
    const id = crypto.randomUUID();
    const first = await call(server.app, 'POST', '/api/anonymous/', { body: { id } });
    expect(first.status).toBe(201);
    const device = (await first.json()) as AnonymousDevice;
    expect(device.id).toBe(id);
    const again = await call(server.app, 'POST', '/api/anonymous', { body: { id } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(device);
    const [row] = await server.db.select({ n: count() }).from(anonymousDevices).where(eq(anonymousDevices.id, id));
    expect(row?.n).toBe(1);
  });

  it('keeps a device that already belongs to a user attached to it', async () => {
    const id = crypto.randomUUID();
    await server.db.insert(anonymousDevices).values({ id, userId: owner.id });
    expect((await call(server.app, 'POST', '/api/anonymous/', { user: other, body: { id } })).status).toBe(200);
    const [row] = await server.db.select().from(anonymousDevices).where(eq(anonymousDevices.id, id));
    expect(row?.userId).toBe(owner.id);
  });

  it('replays with an Idempotency-Key and refuses malformed ids', async () => {
    const key = newKey();
    const body = { id: crypto.randomUUID() };
    const first = await call(server.app, 'POST', '/api/anonymous/', { body, key });
    const again = await call(server.app, 'POST', '/api/anonymous/', { body, key });
    expect(again.status).toBe(first.status);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    for (const bad of [{}, { id: '' }, { id: 'short' }, { id: 'x'.repeat(65) }, { id: 'has space in it' }, { id: 12345678 }]) {
      await expectError(await call(server.app, 'POST', '/api/anonymous/', { body: bad }), 400, 'ValidationError');
    }
    const res = await server.app.request('/api/anonymous/', { method: 'POST', body: 'id=1', headers: { 'Content-Type': 'text/plain' } });
    await expectError(res, 400, 'ValidationError');
  });
});

describe('POST /api/anonymous/ rate limit', () => {
  it(`answers 429 after ${ANONYMOUS_REGISTRATIONS_PER_HOUR} registrations from one address in an hour`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ANONYMOUS_REGISTRATIONS_PER_HOUR; i++) {
      statuses.push((await call(server.app, 'POST', '/api/anonymous/', { body: { id: crypto.randomUUID() } })).status);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    await expectError(await call(server.app, 'POST', '/api/anonymous/', { body: { id: crypto.randomUUID() } }), 429, 'TooManyRequests');
  });
});
