import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, inboxItems } from '@/server/db/schema';
import { COMMUNITY_EXPIRY_REPORTS } from '@/shared/constants';
import { EXPIRED_REPORT } from '@/shared/schemas/community';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import type { InboxResponse } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { createDeal, createUser, createUsers, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
let author: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
});

const reportExpired = (user: TestUser, dealId: number) =>
  send(server.app, 'POST', '/api/reports/', { auth: user.auth, body: { entity_id: dealId, entity_type: 'deal', ...EXPIRED_REPORT } });

const setExpired = (user: TestUser | null, dealId: number | string, body: unknown) =>
  send(server.app, 'POST', `/api/deals/${dealId}/expired`, { ...(user ? { auth: user.auth } : {}), body });

async function expiresAt(dealId: number): Promise<Date | null> {
  const [row] = await server.db.select({ expiresAt: deals.expiresAt }).from(deals).where(eq(deals.id, dealId));
  if (!row) throw new Error(`deal ${dealId} missing`);
  return row.expiresAt;
}

async function expiryItems(userId: number, dealId: number) {
  return server.db
    .select({ trigger: inboxItems.trigger, alertId: inboxItems.alertId })
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.dealId, dealId)));
}

/**
 * The ids of one author's deals in a list (filtered by author so other tests' deals never page it out), read signed in:
 * guests' lists are a short-TTL read cache that a write does not empty, so a guest may see the old list a moment longer.
 */
async function listedIds(query: string): Promise<number[]> {
  const res = await send(server.app, 'GET', `/api/deals/?user_id=${author.id}&per_page=100${query}`, { auth: author.auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as ListResponse<DealListItem>).data.map((deal) => deal.id);
}

describe('community expiry through expired reports', () => {
  it(`expires a deal when the ${COMMUNITY_EXPIRY_REPORTS}rd distinct member reports it, not before`, async () => {
    const dealId = await createDeal(server.db, author.id);
    const reporters = await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS);
    for (const reporter of reporters.slice(0, -1)) expect((await reportExpired(reporter, dealId)).status).toBe(201);
    // A repeat by a member who already reported adds nothing.
    expect((await reportExpired(reporters[0]!, dealId)).status).toBe(200);
    expect(await expiresAt(dealId)).toBeNull();
    expect(await expiryItems(author.id, dealId)).toEqual([]);

    const before = Date.now();
    expect((await reportExpired(reporters.at(-1)!, dealId)).status).toBe(201);
    const expired = await expiresAt(dealId);
    expect(expired?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(expired?.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await expiryItems(author.id, dealId)).toEqual([{ trigger: 'expired_by_community', alertId: null }]);
  });

  it('never counts the author’s own expired report', async () => {
    const dealId = await createDeal(server.db, author.id);
    const reporters = await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS - 1);
    expect((await reportExpired(author, dealId)).status).toBe(201);
    for (const reporter of reporters) expect((await reportExpired(reporter, dealId)).status).toBe(201);
    expect(await expiresAt(dealId)).toBeNull();
    expect(await expiryItems(author.id, dealId)).toEqual([]);
  });

  it('counts only reports with the expired reason', async () => {
    const dealId = await createDeal(server.db, author.id);
    const [spammer, ...reporters] = await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS);
    const spam = { entity_id: dealId, entity_type: 'deal', reason: 'spam', description: 'spam spam spam' };
    expect((await send(server.app, 'POST', '/api/reports/', { auth: spammer!.auth, body: spam })).status).toBe(201);
    for (const reporter of reporters) expect((await reportExpired(reporter, dealId)).status).toBe(201);
    expect(await expiresAt(dealId)).toBeNull();
  });

  it('tells the author once in the inbox and the deal leaves the only_active lists', async () => {
    const dealId = await createDeal(server.db, author.id);
    expect(await listedIds('&only_active=true')).toContain(dealId);
    const reporters = await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS + 1);
    for (const reporter of reporters) expect((await reportExpired(reporter, dealId)).status).toBe(201);

    const res = await send(server.app, 'GET', '/api/inbox/?type=expired_by_community', { auth: author.auth });
    expect(res.status).toBe(200);
    const inbox = (await res.json()) as InboxResponse;
    expect(inbox.data.filter((item) => item.deal?.id === dealId)).toEqual([
      expect.objectContaining({ trigger: 'expired_by_community', keyword: null, read_at: null }),
    ]);
    expect(await listedIds('&only_active=true')).not.toContain(dealId);
    // The list without the filter still holds it, as it holds every deal whose end passed (shown as expired).
    expect(await listedIds('')).toContain(dealId);
  });

  it('shows the expiry at once on the guest’s cached deal page', async () => {
    const dealId = await createDeal(server.db, author.id);
    const reporters = await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS);
    const detail = async () => ((await (await send(server.app, 'GET', `/api/deals/${dealId}`)).json()) as DealDetail).expires_at;
    expect(await detail()).toBeNull();
    for (const reporter of reporters) expect((await reportExpired(reporter, dealId)).status).toBe(201);
    expect(await detail()).toEqual(expect.any(String));
  });

  it('expires the deal exactly once when reports race past the threshold', async () => {
    const dealId = await createDeal(server.db, author.id);
    const reporters = await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS + 3);
    const answers = await Promise.all(reporters.map((reporter) => reportExpired(reporter, dealId)));
    expect(answers.map((res) => res.status)).toEqual(reporters.map(() => 201));
    expect(await expiryItems(author.id, dealId)).toHaveLength(1);
    expect(await expiresAt(dealId)).not.toBeNull();
  });

  it('leaves a deal that already ended alone: no new end, no inbox item', async () => {
    const ended = new Date(Date.UTC(2025, 0, 1));
    const dealId = await createDeal(server.db, author.id, { expiresAt: ended });
    for (const reporter of await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS)) await reportExpired(reporter, dealId);
    expect(await expiresAt(dealId)).toEqual(ended);
    expect(await expiryItems(author.id, dealId)).toEqual([]);
  });

  it('does not expire again a deal its author marked current after the community expired it', async () => {
    const dealId = await createDeal(server.db, author.id);
    for (const reporter of await createUsers(server.db, COMMUNITY_EXPIRY_REPORTS)) await reportExpired(reporter, dealId);
    expect(await expiresAt(dealId)).not.toBeNull();
    expect((await setExpired(author, dealId, { expired: false })).status).toBe(200);
    expect((await reportExpired(await createUser(server.db), dealId)).status).toBe(201);
    expect(await expiresAt(dealId)).toBeNull();
    expect(await expiryItems(author.id, dealId)).toHaveLength(1);
  });
});

describe('POST /api/deals/{id}/expired', () => {
  it('lets the author mark the deal expired and current again, answering the deal detail', async () => {
    const dealId = await createDeal(server.db, author.id);
    const expired = await setExpired(author, dealId, { expired: true });
    expect(expired.status).toBe(200);
    const detail = (await expired.json()) as DealDetail;
    expect(detail).toMatchObject({ id: dealId, user: { id: author.id } });
    expect(new Date(detail.expires_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await listedIds('&only_active=true')).not.toContain(dealId);

    // Pressing again keeps the moment it ended.
    const again = (await (await setExpired(author, dealId, { expired: true })).json()) as DealDetail;
    expect(again.expires_at).toBe(detail.expires_at);

    const current = await setExpired(author, dealId, { expired: false });
    expect(current.status).toBe(200);
    expect(((await current.json()) as DealDetail).expires_at).toBeNull();
    expect(await expiresAt(dealId)).toBeNull();
    expect(await listedIds('&only_active=true')).toContain(dealId);
  });

  it('ends a deal with a future end date now', async () => {
    const dealId = await createDeal(server.db, author.id, { expiresAt: new Date(Date.now() + 86_400_000) });
    await setExpired(author, dealId, { expired: true });
    expect((await expiresAt(dealId))?.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('answers 403 to anyone but the author and changes nothing', async () => {
    const dealId = await createDeal(server.db, author.id);
    const other = await createUser(server.db);
    await expectError(await setExpired(other, dealId, { expired: true }), 403, 'Forbidden');
    expect(await expiresAt(dealId)).toBeNull();
  });

  it('answers 401 to a guest and 404 for an unknown deal', async () => {
    const dealId = await createDeal(server.db, author.id);
    await expectError(await setExpired(null, dealId, { expired: true }), 401, 'Unauthorized');
    await expectError(await setExpired(author, 999_999, { expired: true }), 404, 'NotFound');
  });

  it('answers 400 in the error shape to a bad body or id', async () => {
    const dealId = await createDeal(server.db, author.id);
    for (const body of [{}, { expired: 'true' }, { expired: 1 }, { expired: null }, []]) {
      expect(await expectError(await setExpired(author, dealId, body), 400, 'ValidationError')).toContain('expired');
    }
    const notJson = await send(server.app, 'POST', `/api/deals/${dealId}/expired`, {
      auth: author.auth,
      headers: { 'Content-Type': 'application/json' },
    });
    await expectError(notJson, 400, 'ValidationError');
    await expectError(await setExpired(author, 'abc', { expired: true }), 400, 'ValidationError');
    expect(await expiresAt(dealId)).toBeNull();
  });
});
