import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, inboxItems, keywordAlerts, pushOutbox, pushSubscriptions, users } from '@/server/db/schema';
import { alertDigestMail } from '@/server/mail/alert-digest-template';
import { dealPayload } from '@/server/push/payloads';
import { onDealCreated, onDealVotesChanged } from '@/server/services/alert-triggers';
import { unreadItemsByIds } from '@/server/services/inbox';
import { FOLLOWS_MAX } from '@/shared/constants';
import type { FollowsResponse } from '@/shared/schemas/feed';
import type { Shop } from '@/shared/schemas/shop';
import type { PublicProfile } from '@/shared/schemas/user';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, expectError, type TestUser } from '../helpers/rewards-fixtures';
import { createShop } from '../helpers/community-fixtures';

const server = useTestServer();

const followOf = (user: TestUser, entity_type: string, entity_id: unknown) =>
  call(server.app, 'POST', '/api/users/follows', { user, body: { entity_type, entity_id } });
const unfollowOf = (user: TestUser, type: string, id: number | string) =>
  call(server.app, 'DELETE', `/api/users/follows/${type}/${id}`, { user });
const followsOf = async (user: TestUser) =>
  (await (await call(server.app, 'GET', '/api/users/follows', { user })).json()) as FollowsResponse;
const profileOf = async (id: number) => (await (await call(server.app, 'GET', `/api/users/${id}`)).json()) as PublicProfile;
const shopOf = async (id: number) => (await (await call(server.app, 'GET', `/api/shops/${id}`)).json()) as Shop;

/** A new deal as the submission makes it: inserted, then announced in the same transaction. */
async function postDeal(authorId: number, title: string, shopId: number | null = null): Promise<number> {
  const dealId = await createDeal(server.db, authorId, title);
  await server.db.update(deals).set({ shopId }).where(eq(deals.id, dealId));
  await server.db.transaction((tx) => onDealCreated(tx, dealId));
  await server.drainAlertJobs();
  return dealId;
}

const itemsAbout = async (user: TestUser, dealId: number) =>
  (
    await server.db
      .select({ trigger: inboxItems.trigger })
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, user.id), eq(inboxItems.dealId, dealId)))
  ).map((row) => row.trigger);

describe('POST/GET/DELETE /api/users/follows', () => {
  it('follows a member and a shop, lists them latest first with names, counts the followers, unfollows', async () => {
    const [fan, author] = [await createUser(server.db), await createUser(server.db)];
    const shopId = await createShop(server.db, 'Sklep Obserwowany');
    expect((await profileOf(author.id)).followers_count).toBe(0);
    expect((await shopOf(shopId)).followers_count).toBe(0);

    expect((await followOf(fan, 'user', author.id)).status).toBe(201);
    expect((await followOf(fan, 'shop', shopId)).status).toBe(201);
    // Sent again (a replayed offline action): nothing changes.
    expect((await followOf(fan, 'user', author.id)).status).toBe(200);

    const [username] = await server.db.select({ name: users.username }).from(users).where(eq(users.id, author.id));
    const list = await followsOf(fan);
    expect(list.data.map(({ entity_type, entity_id, name }) => ({ entity_type, entity_id, name }))).toEqual([
      { entity_type: 'shop', entity_id: shopId, name: 'Sklep Obserwowany' },
      { entity_type: 'user', entity_id: author.id, name: username?.name },
    ]);
    expect((await profileOf(author.id)).followers_count).toBe(1);
    expect((await shopOf(shopId)).followers_count).toBe(1);

    expect((await unfollowOf(fan, 'user', author.id)).status).toBe(204);
    // Unfollowing twice is no error.
    expect((await unfollowOf(fan, 'user', author.id)).status).toBe(204);
    expect((await profileOf(author.id)).followers_count).toBe(0);
    expect((await followsOf(fan)).data.map((follow) => follow.entity_type)).toEqual(['shop']);
  });

  it('refuses bad input with the error shape: oneself, unknown or deleted targets, other kinds, bad ids, guests', async () => {
    const [fan, gone] = [await createUser(server.db), await createUser(server.db)];
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(await expectError(await followOf(fan, 'user', fan.id), 400, 'ValidationError')).toContain('yourself');
    await expectError(await followOf(fan, 'user', gone.id), 404, 'NotFound');
    await expectError(await followOf(fan, 'shop', 999_999), 404, 'NotFound');
    expect(await expectError(await followOf(fan, 'category', 1), 400, 'ValidationError')).toContain('Follow a member (user) or a shop');
    await expectError(await followOf(fan, 'user', '12'), 400, 'ValidationError');
    await expectError(await followOf(fan, 'user', -1), 400, 'ValidationError');
    await expectError(await unfollowOf(fan, 'group', 1), 400, 'ValidationError');
    await expectError(await unfollowOf(fan, 'user', 'abc'), 400, 'ValidationError');
    await expectError(
      await call(server.app, 'POST', '/api/users/follows', { body: { entity_type: 'user', entity_id: 1 } }),
      401,
      'Unauthorized',
    );
    await expectError(await call(server.app, 'GET', '/api/users/follows'), 401, 'Unauthorized');
    expect((await followsOf(fan)).data).toEqual([]);
  });

  it(`stops at ${FOLLOWS_MAX} follows`, async () => {
    const fan = await createUser(server.db);
    const shopIds = await Promise.all(Array.from({ length: FOLLOWS_MAX + 1 }, (_, i) => createShop(server.db, `Limit ${fan.id} ${i}`)));
    for (const shopId of shopIds.slice(0, FOLLOWS_MAX)) expect((await followOf(fan, 'shop', shopId)).status).toBe(201);
    expect(await expectError(await followOf(fan, 'shop', shopIds[FOLLOWS_MAX] ?? 0), 409, 'Conflict')).toContain(String(FOLLOWS_MAX));
    expect((await followsOf(fan)).data).toHaveLength(FOLLOWS_MAX);
  });
});

describe('a new deal reaches its followers', () => {
  it("brings a followed member's deal and a followed shop's deal to the inbox, with a push to each device", async () => {
    const [fan, author, stranger] = [await createUser(server.db), await createUser(server.db), await createUser(server.db)];
    const shopId = await createShop(server.db);
    const [device] = await server.db
      .insert(pushSubscriptions)
      .values({ userId: fan.id, endpoint: `https://push.example/${fan.id}`, p256dh: 'key', auth: 'auth' })
      .returning({ id: pushSubscriptions.id });
    await followOf(fan, 'user', author.id);
    await followOf(fan, 'shop', shopId);

    const byAuthor = await postDeal(author.id, 'Kawa ziarnista 1 kg');
    const atShop = await postDeal(stranger.id, 'Czajnik elektryczny', shopId);
    const elsewhere = await postDeal(stranger.id, 'Toster');
    expect(await itemsAbout(fan, byAuthor)).toEqual(['followed_user']);
    expect(await itemsAbout(fan, atShop)).toEqual(['followed_shop']);
    expect(await itemsAbout(fan, elsewhere)).toEqual([]);
    // Nobody hears of their own deal.
    expect(await itemsAbout(author, byAuthor)).toEqual([]);
    const pushes = await server.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.subscriptionId, device?.id ?? 0));
    expect(pushes).toHaveLength(2);

    const inbox = (await (await call(server.app, 'GET', '/api/inbox', { user: fan })).json()) as {
      data: { trigger: string; deal: { id: number; author_name: string; shop_name: string | null } }[];
    };
    expect(inbox.data.map((item) => [item.trigger, item.deal.id])).toEqual([
      ['followed_shop', atShop],
      ['followed_user', byAuthor],
    ]);
  });

  it('tells a member once per deal: following the author and the shop, with an alert matching too', async () => {
    const [fan, author] = [await createUser(server.db), await createUser(server.db)];
    const shopId = await createShop(server.db);
    await followOf(fan, 'user', author.id);
    await followOf(fan, 'shop', shopId);
    const both = await postDeal(author.id, 'Rower górski', shopId);
    expect(await itemsAbout(fan, both)).toEqual(['followed_user']);

    await call(server.app, 'POST', '/api/users/alerts', { user: fan, body: { keyword: 'hulajnoga' } });
    const alerted = await postDeal(author.id, 'Hulajnoga elektryczna', shopId);
    // The alert came first and says which keyword found it; the follow adds nothing.
    expect(await itemsAbout(fan, alerted)).toEqual(['created']);
    // Announcing the deal again (a retried transaction) adds nothing either.
    await server.db.transaction((tx) => onDealCreated(tx, alerted));
    await server.drainAlertJobs();
    expect(await itemsAbout(fan, alerted)).toEqual(['created']);
  });

  it('tells nothing of an ended or hidden deal, nor to a deleted account', async () => {
    const [fan, gone, author] = [await createUser(server.db), await createUser(server.db), await createUser(server.db)];
    await followOf(fan, 'user', author.id);
    await followOf(gone, 'user', author.id);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await profileOf(author.id)).followers_count).toBe(1);

    const ended = await createDeal(server.db, author.id, 'Zakończona');
    await server.db
      .update(deals)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(deals.id, ended));
    const hidden = await createDeal(server.db, author.id, 'Ukryta');
    await server.db.update(deals).set({ isHidden: true }).where(eq(deals.id, hidden));
    await server.db.transaction(async (tx) => {
      await onDealCreated(tx, ended);
      await onDealCreated(tx, hidden);
    });
    await server.drainAlertJobs();
    expect(await itemsAbout(fan, ended)).toEqual([]);
    expect(await itemsAbout(fan, hidden)).toEqual([]);

    const live = await postDeal(author.id, 'Aktualna');
    expect(await itemsAbout(fan, live)).toEqual(['followed_user']);
    expect(await itemsAbout(gone, live)).toEqual([]);
  });

  it('says why in the push and in the digest: the followed member or shop by name', async () => {
    const [fan, author] = [await createUser(server.db), await createUser(server.db)];
    const shopId = await createShop(server.db, 'Sklep Zaufany');
    await followOf(fan, 'user', author.id);
    await followOf(fan, 'shop', shopId);
    const byAuthor = await postDeal(author.id, 'Słuchawki');
    const atShop = await postDeal((await createUser(server.db)).id, 'Głośnik', shopId);
    const ids = await server.db
      .select({ id: inboxItems.id, dealId: inboxItems.dealId })
      .from(inboxItems)
      .where(eq(inboxItems.userId, fan.id));
    const items = await unreadItemsByIds(
      server.db,
      fan.id,
      ids.map((row) => row.id),
    );
    const [username] = await server.db.select({ name: users.username }).from(users).where(eq(users.id, author.id));
    const ofDeal = (dealId: number) => {
      const item = items.find((candidate) => candidate.deal.id === dealId);
      if (!item) throw new Error(`no item about deal ${dealId}`);
      return item;
    };
    expect(dealPayload(ofDeal(byAuthor), 'pl', 2, 'secret').body).toContain(`Od ${username?.name} (obserwujesz)`);
    expect(dealPayload(ofDeal(byAuthor), 'en', 2, 'secret').body).toContain(`By ${username?.name}, whom you follow`);
    expect(dealPayload(ofDeal(atShop), 'pl', 2, 'secret').body).toContain('W sklepie Sklep Zaufany (obserwujesz)');

    const mail = alertDigestMail('fan@example.com', items, items.length, 'https://okazje.example', 'pl');
    expect(mail.subject).toBe('2 nowe okazje dla Ciebie');
    expect(mail.text).toContain('W sklepie Sklep Zaufany (obserwujesz)');
    expect(mail.text).toContain(`Od ${username?.name} (obserwujesz)`);
  });
});

describe('an alert stays one item', () => {
  it('an alert at 10 votes adds nothing once a follow told of the deal', async () => {
    const [fan, author] = [await createUser(server.db), await createUser(server.db)];
    await followOf(fan, 'user', author.id);
    await server.db
      .insert(keywordAlerts)
      .values({ userId: fan.id, marketId: 1, keyword: 'lodówka', keywordNormalized: 'lodowka', notifyAt: 'votes_10' });
    const dealId = await postDeal(author.id, 'Lodówka');
    await server.db.transaction((tx) => onDealVotesChanged(tx, dealId, 9, 10));
    await server.drainAlertJobs();
    expect(await itemsAbout(fan, dealId)).toEqual(['followed_user']);
  });
});
