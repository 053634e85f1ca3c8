import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationAudit, prizes } from '@/server/db/schema';
import type { PrizeRequestsList } from '@/shared/schemas/moderation-editorial';
import type { InboxItem, PointsHistoryResponse, UserPrize } from '@/shared/schemas/rewards';
import { createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { createPrize, grantPoints } from '../helpers/rewards-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();
let buyer: TestUser;

beforeAll(async () => {
  buyer = await createUser(server.db);
  await grantPoints(server.db, buyer.id, 1000);
});

async function buy(prizeId: number, user: TestUser = buyer): Promise<UserPrize> {
  const res = await send(server.app, 'POST', `/api/prizes/available/${prizeId}`, { auth: user.auth, body: {} });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as UserPrize;
}

const decide = (id: number, body: unknown, user: TestUser = server.moderator) =>
  send(server.app, 'POST', `/api/moderation/prize-requests/${id}`, { auth: user.auth, body });

const pending = async (query = '?status=pending&per_page=100') => {
  const res = await send(server.app, 'GET', `/api/moderation/prize-requests${query}`, { auth: server.moderator.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as PrizeRequestsList;
};

const history = async (user: TestUser) =>
  (await (await send(server.app, 'GET', '/api/prizes/points-history?per_page=50', { auth: user.auth })).json()) as PointsHistoryResponse;

const inbox = async (user: TestUser) =>
  ((await (await send(server.app, 'GET', '/api/inbox/', { auth: user.auth })).json()) as { data: InboxItem[] }).data;

const stockOf = async (prizeId: number) =>
  (await server.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, prizeId)))[0]?.stock;

describe('prize requests for operators', () => {
  it('answers 401 to guests and 403 to members, on the list and on a decision', async () => {
    await expectError(await send(server.app, 'GET', '/api/moderation/prize-requests'), 401, 'Unauthorized');
    await expectError(await send(server.app, 'GET', '/api/moderation/prize-requests', { auth: server.member.auth }), 403, 'Forbidden');
    const request = await buy(await createPrize(server.db, { price: 10 }));
    await expectError(await decide(request.id, { status: 'success' }, server.member), 403, 'Forbidden');
    await expectError(
      await send(server.app, 'POST', `/api/moderation/prize-requests/${request.id}`, { body: { status: 'success' } }),
      401,
      'Unauthorized',
    );
  });

  it('lists pending requests oldest first with the member, the prize, the claim information and the points', async () => {
    const prizeId = await createPrize(server.db, { price: 40, title: 'Kubek termiczny' });
    const request = await buy(prizeId);
    const claim = await send(server.app, 'POST', `/api/prizes/${request.id}`, {
      auth: buyer.auth,
      body: { claim_information: 'ul. Długa 1, Kraków' },
    });
    expect(claim.status).toBe(200);
    const list = await pending();
    const ids = list.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const item = list.data.find((r) => r.id === request.id);
    expect(item).toMatchObject({
      user: { id: buyer.id, username: expect.any(String) },
      prize: { id: prizeId, title: 'Kubek termiczny', price: 40 },
      status: 'pending',
      claim_information: 'ul. Długa 1, Kraków',
      rejection_reason: null,
      points: 40,
      decided_at: null,
    });
    expect(Date.parse(item?.created_at ?? '')).not.toBeNaN();
  });

  it('refuses a bad status, a rejection without a reason and an unknown status filter with 400, an unknown request with 404', async () => {
    const request = await buy(await createPrize(server.db, { price: 5 }));
    await expectError(await decide(request.id, { status: 'accepted' }), 400, 'ValidationError');
    expect(await expectError(await decide(request.id, { status: 'rejected' }), 400, 'ValidationError')).toContain('reason');
    await expectError(await decide(request.id, { status: 'rejected', reason: '   ' }), 400, 'ValidationError');
    await expectError(
      await send(server.app, 'GET', '/api/moderation/prize-requests?status=lost', { auth: server.moderator.auth }),
      400,
      'ValidationError',
    );
    await expectError(await decide(99_999_999, { status: 'success' }), 404, 'NotFound');
  });

  it('a rejection gives back exactly the points with a history entry, returns the stock, and the member reads the reason', async () => {
    const prizeId = await createPrize(server.db, { price: 150, stock: 3 });
    const before = (await history(buyer)).metadata.balance;
    const request = await buy(prizeId);
    expect((await history(buyer)).metadata.balance).toBe(before - 150);
    expect(await stockOf(prizeId)).toBe(2);

    const res = await decide(request.id, { status: 'rejected', reason: 'Nagroda chwilowo niedostępna' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: request.id,
      status: 'rejected',
      rejection_reason: 'Nagroda chwilowo niedostępna',
      points: 150,
    });

    const after = await history(buyer);
    expect(after.metadata.balance).toBe(before);
    expect(after.data[0]).toMatchObject({ reason: 'prize_refund', points: 150 });
    expect(await stockOf(prizeId)).toBe(3);

    const mine = (await (await send(server.app, 'GET', '/api/prizes/', { auth: buyer.auth })).json()) as { data: UserPrize[] };
    expect(mine.data.find((p) => p.id === request.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Nagroda chwilowo niedostępna',
    });

    const item = (await inbox(buyer)).find((i) => i.prize?.id === request.id);
    expect(item).toMatchObject({
      trigger: 'prize_outcome',
      deal: null,
      prize: { id: request.id, status: 'rejected', rejection_reason: 'Nagroda chwilowo niedostępna', points_returned: 150 },
    });

    const [audit] = await server.db.select().from(moderationAudit).where(eq(moderationAudit.entityId, request.id));
    expect(audit).toMatchObject({
      actorId: server.moderator.id,
      actorRole: 'moderator',
      action: 'prize_reject',
      entityType: 'prize_request',
      before: { status: 'pending' },
      after: { status: 'rejected', points_returned: 150 },
    });
  });

  it('an acceptance reaches the member’s inbox and leaves the points spent; a second decision answers 409', async () => {
    const member = await createUser(server.db);
    await grantPoints(server.db, member.id, 100);
    const prize = await createPrize(server.db, { price: 60, title: 'Bluza' });
    const request = await buy(prize, member);
    expect((await decide(request.id, { status: 'success' })).status).toBe(200);

    const items = await inbox(member);
    expect(items.find((i) => i.trigger === 'prize_outcome')).toMatchObject({
      read_at: null,
      deal: null,
      prize: { id: request.id, title: 'Bluza', status: 'success', rejection_reason: null, points_returned: 0 },
    });
    expect((await history(member)).metadata.balance).toBe(40);
    expect((await pending()).data.map((r) => r.id)).not.toContain(request.id);
    expect((await pending('?status=success&per_page=100')).data.find((r) => r.id === request.id)?.decided_at).toEqual(expect.any(String));

    await expectError(await decide(request.id, { status: 'rejected', reason: 'too late' }, server.admin), 409, 'Conflict');
    expect((await history(member)).metadata.balance).toBe(40);
    // The claim information can no longer change either.
    await expectError(
      await send(server.app, 'POST', `/api/prizes/${request.id}`, { auth: member.auth, body: { claim_information: 'x' } }),
      409,
      'Conflict',
    );
  });

  it('two operators deciding at once: one wins, the other gets 409, and the points come back once', async () => {
    const member = await createUser(server.db);
    await grantPoints(server.db, member.id, 50);
    const request = await buy(await createPrize(server.db, { price: 50 }), member);
    const answers = await Promise.all([
      decide(request.id, { status: 'rejected', reason: 'first' }),
      decide(request.id, { status: 'rejected', reason: 'second' }, server.admin),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await history(member)).metadata.balance).toBe(50);
    expect((await inbox(member)).filter((i) => i.trigger === 'prize_outcome')).toHaveLength(1);
  });
});
